import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Product } from '#shared/schemas/product-schemas.ts';
import { Link } from 'react-router';

/**
 * Contact Seller: the conversation with the listing's seller about this listing. The messages page
 * decides what that is: a connection request naming and linking the listing for a seller the member
 * is not connected to, or their conversation with a draft naming it (anonymous visitors sign in first).
 */
export function ContactSellerButton({ product }: { product: Pick<Product, 'id' | 'sellerId'> }) {
  if (product.sellerId === null) return null;
  return (
    <Link to={`/messages?contact=${product.sellerId}&product=${product.id}`} className="hh-product-buy-grow">
      <Button type="primary" size="large" icon={<MessageOutlined />} block>
        Contact Seller
      </Button>
    </Link>
  );
}

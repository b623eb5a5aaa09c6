import { MessageOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { RATING_MESSAGES } from '#shared/constants/ratings.ts';
import type { Product } from '#shared/schemas/product-schemas.ts';
import { Link } from 'react-router';
import { useSession } from '../auth/index.ts';
import { TargetRatingsPanel, useGetTargetRatingsQuery } from '../partners/index.ts';

/**
 * The product page's Reviews: the summary, the reviews, and the rate form for a member the server
 * lets rate it (someone who has talked with the seller, never the seller). A member who has not
 * talked with the seller yet is told so where the form would be, with Contact Seller (the same
 * conversation about this listing as the page's button); a visitor is invited to sign in.
 */
export function ProductReviews({ product, isSeller, here }: { product: Product; isSeller: boolean; here: string }) {
  const { user } = useSession();
  // The panel's own query (one cache entry): its `canRate` is the server's answer for this viewer.
  const { data } = useGetTargetRatingsQuery({ type: 'product', id: product.id });
  const member = Boolean(user) && !isSeller;
  const needsConversation = member && data?.canRate === false;
  return (
    <TargetRatingsPanel
      targetType="product"
      targetId={product.id}
      targetName={product.name}
      question="How would you rate this product?"
      canRate={member && data?.canRate === true}
      notice={
        !user ? (
          <Alert
            type="info"
            showIcon
            title="Bought or used this?"
            description={
              <>
                <Link to={`/auth?redirect=${encodeURIComponent(here)}`}>Sign in</Link> to rate it.
              </>
            }
          />
        ) : (
          needsConversation &&
          product.sellerId !== null && (
            <Alert
              type="info"
              showIcon
              title={RATING_MESSAGES.productNeedsConversation}
              data-testid="review-needs-conversation"
              description={
                <Link to={`/messages?contact=${product.sellerId}&product=${product.id}`}>
                  <Button icon={<MessageOutlined />}>Contact Seller</Button>
                </Link>
              }
            />
          )
        )
      }
    />
  );
}

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import type { Product } from '#shared/schemas/product-schemas.ts';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../lib/store/hooks.ts';
import { marketplaceApi } from './marketplace-api.ts';
import { useDeleteListing } from './use-delete-listing.tsx';

/**
 * 'This is your listing' with Edit Listing and Delete, on the seller's own product page. A module of
 * its own, loaded only for the seller: the delete confirmation brings antd's Modal, which no buyer needs.
 */
export function SellerListingActions({ product, onEdit }: { product: Pick<Product, 'id' | 'name'>; onEdit: () => void }) {
  const deleteListing = useDeleteListing();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const confirmDelete = () =>
    deleteListing.confirmDelete(product, async () => {
      await navigate('/marketplace', { replace: true });
      // Drops the cached copy of the deleted listing (it would refetch a 404).
      dispatch(marketplaceApi.util.invalidateTags([{ type: 'Product', id: product.id }]));
    });

  return (
    <>
      {deleteListing.modalHolder}
      <Alert
        type="info"
        showIcon
        title="This is your listing"
        action={
          <Flex gap={8} wrap>
            <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
              Edit Listing
            </Button>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={confirmDelete}>
              Delete
            </Button>
          </Flex>
        }
      />
    </>
  );
}

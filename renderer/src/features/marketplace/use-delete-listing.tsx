import { Modal } from 'antd';
import type { Product } from '#shared/schemas/product-schemas.ts';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useDeleteProductMutation } from './marketplace-api.ts';

export const DELETE_LISTING_CONFIRMATION = 'Delete this listing? Buyers will no longer find it, and this cannot be undone.';

/**
 * A seller's Delete (product page, My listings): asks first, then deletes, says so, and calls
 * `onDeleted`. Render `modalHolder` in the page.
 */
export function useDeleteListing() {
  const [deleteProduct] = useDeleteProductMutation();
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast();
  const confirmDelete = (product: Pick<Product, 'id' | 'name'>, onDeleted: () => void | Promise<void>) =>
    modal.confirm({
      title: 'Delete Listing',
      content: DELETE_LISTING_CONFIRMATION,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await deleteProduct(product.id).unwrap();
        } catch (failure) {
          toast.error('Error', `Failed to delete the listing: ${errorMessage(failure, 'Please try again.')}`);
          return;
        }
        toast.success('Listing Deleted', `"${product.name}" has been removed from the marketplace.`);
        await onDeleted();
      },
    });
  return { confirmDelete, modalHolder };
}

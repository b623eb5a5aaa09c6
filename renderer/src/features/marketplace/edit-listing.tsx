import type { Product } from '#shared/schemas/product-schemas.ts';
import { useMemo } from 'react';
import { PageContainer } from '../../ui/page-container.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useUpdateProductMutation } from './marketplace-api.ts';
import { ProductForm } from './product-form.tsx';
import { productToForm } from './product-form-values.ts';

/** The seller's edit of their listing, in place of the product page (?edit). */
export function EditListing({ product, onDone }: { product: Product; onDone: () => void }) {
  const [updateProduct] = useUpdateProductMutation();
  const toast = useToast();
  const initialValues = useMemo(() => productToForm(product), [product]);
  return (
    <PageContainer title="Edit Listing" subtitle={product.name}>
      <ProductForm
        initialValues={initialValues}
        specificationsUnreadable={product.specifications === null}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        failureTitle="Error"
        failureFallback="Failed to update product"
        onCancel={onDone}
        onSubmit={async (payload) => {
          await updateProduct({ id: product.id, changes: payload }).unwrap();
          toast.success('Listing Updated', `"${payload.name.trim()}" has been updated.`);
          onDone();
        }}
      />
    </PageContainer>
  );
}

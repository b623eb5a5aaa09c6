import { PRODUCT_MESSAGES } from '#shared/constants/products.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { useCreateProductMutation } from './marketplace-api.ts';
import { ProductForm } from './product-form.tsx';
import { emptyProductForm } from './product-form-values.ts';
import './marketplace.css';

/** /marketplace/create (Add New Product): on success a toast and back to /marketplace. */
export function CreateProductPage() {
  const [createProduct] = useCreateProductMutation();
  const [initialValues] = useState(emptyProductForm);
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <PageContainer title="Add New Product" subtitle="List hardware for the HardwareHub community: components, parts, kits or finished products.">
      <ProductForm
        initialValues={initialValues}
        submitLabel="Create Product Listing"
        pendingLabel="Creating..."
        failureTitle="Error"
        failureFallback={PRODUCT_MESSAGES.createFailed}
        onCancel={() => void navigate('/marketplace')}
        onSubmit={async (payload) => {
          const product = await createProduct(payload).unwrap();
          toast.success('Product Listed', `"${product.name}" is now in the marketplace.`);
          await navigate('/marketplace');
        }}
      />
    </PageContainer>
  );
}

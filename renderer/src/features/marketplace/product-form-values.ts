import { z } from 'zod';
import { createProductSchema, type CreateProductInput, type Product, type SpecificationRow } from '#shared/schemas/product-schemas.ts';
import { DEFAULT_SHIPPING_OPTION, type ProductCategory, type ProductCondition } from '#shared/constants/products.ts';

/**
 * The Add New Product / edit form's state. Inputs keep what was typed (price and
 * quantity as text); specifications are rows in the order they were added. The payload is the
 * API's (createProductSchema), and the form validates with that same schema through `toPayload`.
 */
export interface ProductFormState {
  name: string;
  description: string;
  price: string;
  category: ProductCategory | '';
  condition: ProductCondition | '';
  quantity: string;
  location: string;
  brand: string;
  model: string;
  serialNumber: string;
  /** "YYYY-MM" or ''. */
  manufactureDate: string;
  isUsed: boolean;
  images: string[];
  tags: string[];
  industries: string[];
  shippingOptions: string[];
  specifications: SpecificationRow[];
}

export function emptyProductForm(): ProductFormState {
  return {
    name: '', description: '', price: '', category: '', condition: '', quantity: '1', location: '', brand: '', model: '', serialNumber: '',
    manufactureDate: '', isUsed: false, images: [], tags: [], industries: [], shippingOptions: [DEFAULT_SHIPPING_OPTION], specifications: [],
  };
}

/** A listing into the form, for its seller's edit. Unreadable specifications start empty. */
export function productToForm(product: Product): ProductFormState {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    condition: product.condition,
    quantity: String(product.quantity),
    location: product.location ?? '',
    brand: product.brand ?? '',
    model: product.model ?? '',
    serialNumber: product.serialNumber ?? '',
    manufactureDate: product.manufactureDate ?? '',
    isUsed: product.isUsed,
    images: [...product.images],
    tags: [...product.tags],
    industries: [...product.industries],
    shippingOptions: [...product.shippingOptions],
    specifications: Object.entries(product.specifications ?? {}).map(([name, value]) => ({ name, value })),
  };
}

/** What POST /api/products (and the seller's PATCH) is sent. An unset select stays unset, so the schema names it. */
export function toPayload(values: ProductFormState): CreateProductInput {
  return {
    name: values.name,
    description: values.description,
    price: values.price,
    category: (values.category || undefined) as ProductCategory,
    condition: (values.condition || undefined) as ProductCondition,
    quantity: values.quantity,
    location: values.location,
    brand: values.brand,
    model: values.model,
    serialNumber: values.serialNumber,
    manufactureDate: values.manufactureDate,
    isUsed: values.isUsed,
    images: values.images,
    tags: values.tags,
    industries: values.industries,
    shippingOptions: values.shippingOptions,
    specifications: Object.fromEntries(values.specifications.map((row) => [row.name, row.value])),
  };
}

/** The API's schema over the form's state: every message lands under the field it names. */
export const productFormSchema = z.preprocess((values) => toPayload(values as ProductFormState), createProductSchema);

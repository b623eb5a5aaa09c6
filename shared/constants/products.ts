import { formatCount } from '../format/numbers.ts';

/**
 * The marketplace's fixed values: categories, conditions, sorts, limits and messages. Kept apart from
 * the schemas (product-schemas.ts) so the pages that only show listings load no validation library.
 */

/** Categories: label and stored value; `finished_products` is stored too. */
export const PRODUCT_CATEGORIES = [
  { value: 'electronic_components', label: 'Electronic Components' },
  { value: 'mechanical_parts', label: 'Mechanical Parts' },
  { value: 'sensors', label: 'Sensors' },
  { value: 'controllers', label: 'Controllers' },
  { value: 'power_supply', label: 'Power Supply' },
  { value: 'enclosures', label: 'Enclosures' },
  { value: 'connectors', label: 'Connectors' },
  { value: 'displays', label: 'Displays' },
  { value: 'prototyping', label: 'Prototyping Materials' },
  { value: 'development_kits', label: 'Development Kits' },
  { value: 'tools', label: 'Tools & Equipment' },
  { value: 'finished_products', label: 'Finished Products' },
  { value: 'other', label: 'Other' },
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]['value'];
export const PRODUCT_CATEGORY_VALUES = PRODUCT_CATEGORIES.map((category) => category.value) as [ProductCategory, ...ProductCategory[]];
export const PRODUCT_CATEGORY_LABELS = Object.fromEntries(PRODUCT_CATEGORIES.map((c) => [c.value, c.label])) as Record<ProductCategory, string>;

/** Product conditions. */
export const PRODUCT_CONDITIONS = [
  { value: 'new', label: 'New' },
  { value: 'like_new', label: 'Like New' },
  { value: 'good', label: 'Good' },
  { value: 'used', label: 'Used' },
  { value: 'refurbished', label: 'Refurbished' },
] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number]['value'];
export const PRODUCT_CONDITION_VALUES = PRODUCT_CONDITIONS.map((condition) => condition.value) as [ProductCondition, ...ProductCondition[]];
export const PRODUCT_CONDITION_LABELS = Object.fromEntries(PRODUCT_CONDITIONS.map((c) => [c.value, c.label])) as Record<ProductCondition, string>;

/** sortBy values, newest first by default. */
export const PRODUCT_SORTS = ['newest', 'price-low', 'price-high'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = { newest: 'Newest', 'price-low': 'Price: Low to High', 'price-high': 'Price: High to Low' };

/** The listing's price slider, and the form's default shipping option. */
export const PRICE_SLIDER = { min: 0, max: 5000, step: 50 } as const;
export const DEFAULT_SHIPPING_OPTION = 'Standard Shipping';
/** Up to 6 quick-add industry chips; the datalist offers all of these. */
export const INDUSTRY_SUGGESTIONS = [
  'Consumer Electronics', 'Automotive', 'Medical Devices', 'Industrial Automation', 'IoT', 'Robotics',
  'Aerospace', 'Wearables', 'Energy', 'Telecommunications', 'Agriculture', 'Education',
] as const;
export const QUICK_ADD_INDUSTRIES = INDUSTRY_SUGGESTIONS.slice(0, 6);

export const PRODUCT_LIMITS = {
  name: 150,
  description: 5000,
  location: 120,
  brand: 100,
  model: 100,
  serialNumber: 100,
  images: 10,
  tags: 20,
  tag: 40,
  industries: 10,
  industry: 60,
  shippingOptions: 10,
  shippingOption: 80,
  specifications: 50,
  specName: 80,
  specValue: 500,
  quantity: 1_000_000,
  /** Integer digits of a price: DECIMAL(12,2) holds ten; nine keep every sum of a cart in range. */
  priceDigits: 9,
} as const;

/** 'Similar Products' on a product page: the same category, nearest in price first. */
export const SIMILAR_PRODUCTS_LIMIT = 8;
export const PRODUCTS_DEFAULT_LIMIT = 24;
export const PRODUCTS_MAX_LIMIT = 100;
/** Deeper than anyone pages by hand; past it, narrow the filters. */
export const PRODUCTS_MAX_PAGE = 10_000;

/** The marketplace's validation messages and toasts. */
export const PRODUCT_MESSAGES = {
  nameTooShort: 'Product name must be at least 3 characters',
  nameTooLong: `Product name must be at most ${PRODUCT_LIMITS.name} characters`,
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: `Description must be at most ${PRODUCT_LIMITS.description} characters`,
  priceRequired: 'Price is required',
  priceFormat: 'Invalid price format',
  priceTooHigh: 'Price must be less than 1,000,000,000',
  categoryRequired: 'Category is required',
  conditionRequired: 'Condition is required',
  quantity: 'Quantity must be at least 1',
  quantityTooHigh: `Quantity must be at most ${formatCount(PRODUCT_LIMITS.quantity)}`,
  locationTooLong: `Location must be at most ${PRODUCT_LIMITS.location} characters`,
  brandTooLong: `Brand must be at most ${PRODUCT_LIMITS.brand} characters`,
  modelTooLong: `Model must be at most ${PRODUCT_LIMITS.model} characters`,
  serialNumberTooLong: `Serial number must be at most ${PRODUCT_LIMITS.serialNumber} characters`,
  manufactureDate: 'Manufacture date must be a month and year (YYYY-MM), not in the future',
  isUsed: 'Used must be true or false',
  image: 'Each image must be a web address (http or https) or an uploaded image',
  images: { duplicate: 'This image is already added', tooMany: `Add at most ${PRODUCT_LIMITS.images} images`, tooLong: 'Image addresses must be at most 500 characters' },
  tags: { duplicate: 'This tag is already added', tooMany: `Add at most ${PRODUCT_LIMITS.tags} tags`, tooLong: `Tags must be at most ${PRODUCT_LIMITS.tag} characters` },
  industries: { duplicate: 'This industry is already added', tooMany: `Add at most ${PRODUCT_LIMITS.industries} industries`, tooLong: `Industries must be at most ${PRODUCT_LIMITS.industry} characters` },
  shippingOptions: { duplicate: 'This shipping option is already added', tooMany: `Add at most ${PRODUCT_LIMITS.shippingOptions} shipping options`, tooLong: `Shipping options must be at most ${PRODUCT_LIMITS.shippingOption} characters` },
  specifications: 'Specifications must be name and value pairs',
  specNameRequired: 'A specification needs a name',
  specNameTaken: 'A specification with this name is already added',
  specNameTooLong: `Specification names must be at most ${PRODUCT_LIMITS.specName} characters`,
  specValueTooLong: `Specification values must be at most ${PRODUCT_LIMITS.specValue} characters`,
  tooManySpecifications: `Add at most ${PRODUCT_LIMITS.specifications} specifications`,
  specificationsUnreadable: 'Specifications are not available in a readable format.',
  notFound: "We couldn't find the product you're looking for",
  notFoundTitle: 'Product Not Found',
  createFailed: 'Failed to create product',
  sellerOnly: 'Only the seller can change or remove this listing.',
  saveOwn: 'You cannot save your own listing.',
  linkCopied: 'Link copied to clipboard',
  // The listing query.
  searchTooLong: 'Search text must be at most 200 characters.',
  category: 'Unknown category.',
  condition: 'Unknown condition.',
  minPrice: 'Minimum price must be a number of 0 or more.',
  maxPrice: 'Maximum price must be a number of 0 or more.',
  priceRange: 'Minimum price cannot be above the maximum price.',
  sortBy: 'Sort must be newest, price-low or price-high.',
  isUsedFilter: 'isUsed can only be true.',
  tooManyFilterTerms: 'Choose at most 20 industries and 20 tags.',
  filterTermTooLong: 'Industries and tags must be at most 60 characters.',
  page: `Page must be a whole number from 1 to ${formatCount(PRODUCTS_MAX_PAGE)}.`,
  limit: `Limit must be a whole number from 1 to ${PRODUCTS_MAX_LIMIT}.`,
  sellerId: 'Seller must be a member id.',
} as const;

/** Prices: digits with up to 2 decimals, as a decimal string with two places ("1234.50"). */
export const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

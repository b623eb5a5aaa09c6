import { z } from 'zod';
import { addToList, blankToUndefined, httpUrl, single, type AddToListResult, type TextListMessages } from './common-fields.ts';
import { textId } from './ids.ts';
import { PRODUCT_CATEGORY_VALUES, PRODUCT_CONDITION_VALUES, PRODUCT_SORTS, DEFAULT_SHIPPING_OPTION, PRODUCT_LIMITS, PRODUCTS_DEFAULT_LIMIT, PRODUCTS_MAX_LIMIT, PRODUCTS_MAX_PAGE, PRODUCT_MESSAGES, PRICE_PATTERN } from '../constants/products.ts';

/**
 * The hardware marketplace: a product, its form (POST /api/products,
 * PATCH /api/products/:id), the listing query (GET /api/products) and what the API answers.
 */


/** A price as typed or sent (a string, or a JSON number) to the stored decimal string, or an error. */
export const priceField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? PRODUCT_MESSAGES.priceRequired : PRODUCT_MESSAGES.priceFormat) })
    .min(1, PRODUCT_MESSAGES.priceRequired)
    // A blank price gets one message, 'Price is required', not also the format's.
    .refine((value) => value === '' || PRICE_PATTERN.test(value), PRODUCT_MESSAGES.priceFormat)
    .refine((value) => value.split('.')[0]!.replace(/^0+(?=\d)/, '').length <= PRODUCT_LIMITS.priceDigits, PRODUCT_MESSAGES.priceTooHigh)
    .transform((value) => {
      const [whole, fraction = ''] = value.split('.');
      return `${whole!.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
    }),
);

/** An integer of at least 1; blank or unreadable input falls back to 1. */
export const quantityField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return 1;
    if (typeof value === 'string') return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : 1;
    return value;
  },
  z.number({ error: PRODUCT_MESSAGES.quantity }).int(PRODUCT_MESSAGES.quantity).min(1, PRODUCT_MESSAGES.quantity).max(PRODUCT_LIMITS.quantity, PRODUCT_MESSAGES.quantityTooHigh),
);

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** Month and year, "YYYY-MM" (the product page's Details shows month and year), not after this month. */
const manufactureDateField = z
  .string({ error: PRODUCT_MESSAGES.manufactureDate })
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => {
    if (value === null) return true;
    const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
    if (!match) return false;
    const now = new Date();
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    return Number(match[1]) >= 1900 && value <= thisMonth;
  }, PRODUCT_MESSAGES.manufactureDate);

/** Where an uploaded image is served from (backend storage); anything else must be an http(s) URL. */
export const UPLOADS_URL_PREFIX = '/uploads/';
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/;
const imageUrl = z.string({ error: PRODUCT_MESSAGES.image }).trim().refine((value) => {
  if (UPLOAD_PATH.test(value) && !value.includes('..')) return true;
  return httpUrl().safeParse(value).success;
}, PRODUCT_MESSAGES.image);

/** A list of short texts: trimmed, blanks dropped, no duplicates (case-insensitive), bounded. */
const uniqueList = (maxItems: number, item: z.ZodType<string, string>, messages: TextListMessages) =>
  z
    .array(z.string({ error: messages.tooLong }), { error: 'Must be a list of text values' })
    .transform((items) => items.map((value) => value.trim()).filter(Boolean))
    .pipe(
      z
        .array(item)
        .max(maxItems, messages.tooMany)
        .refine((items) => new Set(items.map((value) => value.toLowerCase())).size === items.length, messages.duplicate),
    );

const imagesField = uniqueList(PRODUCT_LIMITS.images, imageUrl.pipe(z.string().max(500, PRODUCT_MESSAGES.images.tooLong)), PRODUCT_MESSAGES.images);
const tagsField = uniqueList(PRODUCT_LIMITS.tags, z.string().max(PRODUCT_LIMITS.tag, PRODUCT_MESSAGES.tags.tooLong), PRODUCT_MESSAGES.tags);
const industriesField = uniqueList(PRODUCT_LIMITS.industries, z.string().max(PRODUCT_LIMITS.industry, PRODUCT_MESSAGES.industries.tooLong), PRODUCT_MESSAGES.industries);
const shippingOptionsField = uniqueList(
  PRODUCT_LIMITS.shippingOptions,
  z.string().max(PRODUCT_LIMITS.shippingOption, PRODUCT_MESSAGES.shippingOptions.tooLong),
  PRODUCT_MESSAGES.shippingOptions,
);

export type Specifications = Record<string, string>;

/**
 * Specifications as stored (a name -> value object, or that object as a JSON string) to a
 * plain object, or null when it is not readable that way. Product pages show the spec's message then.
 */
export function readSpecifications(value: unknown): Specifications | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (!entries.every(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))) return null;
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/** A name that is not blank and not taken; an empty value becomes 'N/A'. */
const specificationsField = z
  .unknown()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return {};
    const read = readSpecifications(value);
    if (!read) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.specifications });
      return z.NEVER;
    }
    const out: Specifications = Object.create(null) as Specifications;
    const seen = new Set<string>();
    for (const [rawName, rawValue] of Object.entries(read)) {
      const name = rawName.trim();
      const specValue = rawValue.trim() || 'N/A';
      if (!name) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.specNameRequired });
      else if (seen.has(name.toLowerCase())) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.specNameTaken });
      else if (name.length > PRODUCT_LIMITS.specName) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.specNameTooLong });
      else if (specValue.length > PRODUCT_LIMITS.specValue) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.specValueTooLong });
      seen.add(name.toLowerCase());
      out[name] = specValue;
    }
    if (seen.size > PRODUCT_LIMITS.specifications) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.tooManySpecifications });
    return { ...out };
  });

const productFields = {
  name: z
    .string({ error: PRODUCT_MESSAGES.nameTooShort })
    .trim()
    .min(3, PRODUCT_MESSAGES.nameTooShort)
    .max(PRODUCT_LIMITS.name, PRODUCT_MESSAGES.nameTooLong),
  description: z
    .string({ error: PRODUCT_MESSAGES.descriptionTooShort })
    .trim()
    .min(10, PRODUCT_MESSAGES.descriptionTooShort)
    .max(PRODUCT_LIMITS.description, PRODUCT_MESSAGES.descriptionTooLong),
  price: priceField,
  category: z.enum(PRODUCT_CATEGORY_VALUES, { error: PRODUCT_MESSAGES.categoryRequired }),
  condition: z.enum(PRODUCT_CONDITION_VALUES, { error: PRODUCT_MESSAGES.conditionRequired }),
  quantity: quantityField,
  location: optionalText(PRODUCT_LIMITS.location, PRODUCT_MESSAGES.locationTooLong),
  brand: optionalText(PRODUCT_LIMITS.brand, PRODUCT_MESSAGES.brandTooLong),
  model: optionalText(PRODUCT_LIMITS.model, PRODUCT_MESSAGES.modelTooLong),
  serialNumber: optionalText(PRODUCT_LIMITS.serialNumber, PRODUCT_MESSAGES.serialNumberTooLong),
  manufactureDate: manufactureDateField,
  isUsed: z.boolean({ error: PRODUCT_MESSAGES.isUsed }),
  images: imagesField,
  tags: tagsField,
  industries: industriesField,
  shippingOptions: shippingOptionsField,
  specifications: specificationsField,
};

/**
 * POST /api/products. Optional lists default to empty, except shipping options,
 * which default to 'Standard Shipping' when none is given.
 */
export const createProductSchema = z.object({
  ...productFields,
  isUsed: productFields.isUsed.optional().default(false),
  images: productFields.images.optional().default([]),
  tags: productFields.tags.optional().default([]),
  industries: productFields.industries.optional().default([]),
  shippingOptions: productFields.shippingOptions
    .optional()
    .transform((options) => (options && options.length ? options : [DEFAULT_SHIPPING_OPTION])),
  specifications: productFields.specifications.optional().transform((specs) => specs ?? {}),
});
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProductPayload = z.output<typeof createProductSchema>;

/** PATCH /api/products/:id: any field of the form; a field not sent is left as it is. */
export const updateProductSchema = z
  .object({
    ...productFields,
    quantity: quantityField.optional(),
    specifications: productFields.specifications.optional(),
  })
  .partial();
export type UpdateProductPayload = z.output<typeof updateProductSchema>;

/** What the form's chip inputs do on Add/Enter: the list rules, one item at a time. */
export const addProductListItem = (kind: 'tags' | 'industries' | 'shippingOptions', items: readonly string[], raw: string): AddToListResult => {
  const [maxItems, maxLength] = ({
    tags: [PRODUCT_LIMITS.tags, PRODUCT_LIMITS.tag],
    industries: [PRODUCT_LIMITS.industries, PRODUCT_LIMITS.industry],
    shippingOptions: [PRODUCT_LIMITS.shippingOptions, PRODUCT_LIMITS.shippingOption],
  } as const)[kind];
  return addToList(items, raw, maxItems, maxLength, PRODUCT_MESSAGES[kind]);
};

/** The form's image-address input on Add/Enter: an uploaded image or an http(s) address, once each. */
export const addProductImage = (items: readonly string[], raw: string): AddToListResult => {
  const listed = addToList(items, raw, PRODUCT_LIMITS.images, 500, PRODUCT_MESSAGES.images);
  if (!listed.ok) return listed;
  return imageUrl.safeParse(raw.trim()).success ? listed : { ok: false, reason: 'invalid', message: PRODUCT_MESSAGES.image };
};

export interface SpecificationRow {
  name: string;
  value: string;
}
export type AddSpecificationResult = { ok: true; rows: SpecificationRow[] } | { ok: false; field: 'name' | 'value'; message: string };

/** On Add/Enter: a name that is not blank and not taken (case-insensitive); an empty value is 'N/A'. */
export function addSpecification(rows: readonly SpecificationRow[], rawName: string, rawValue: string): AddSpecificationResult {
  const name = rawName.trim();
  const value = rawValue.trim() || 'N/A';
  if (!name) return { ok: false, field: 'name', message: PRODUCT_MESSAGES.specNameRequired };
  if (rows.some((row) => row.name.toLowerCase() === name.toLowerCase())) return { ok: false, field: 'name', message: PRODUCT_MESSAGES.specNameTaken };
  if (name.length > PRODUCT_LIMITS.specName) return { ok: false, field: 'name', message: PRODUCT_MESSAGES.specNameTooLong };
  if (value.length > PRODUCT_LIMITS.specValue) return { ok: false, field: 'value', message: PRODUCT_MESSAGES.specValueTooLong };
  if (rows.length >= PRODUCT_LIMITS.specifications) return { ok: false, field: 'name', message: PRODUCT_MESSAGES.tooManySpecifications };
  return { ok: true, rows: [...rows, { name, value }] };
}

const allToUndefined = (value: unknown) => (blankToUndefined(value) === undefined || value === 'all' ? undefined : value);
const queryPrice = (message: string) =>
  single(
    z.preprocess(
      blankToUndefined,
      z
        .string({ error: message })
        .trim()
        .regex(PRICE_PATTERN, message)
        .refine((value) => value.split('.')[0]!.length <= 12, message)
        .transform(Number)
        .optional(),
    ),
  );
/** Comma lists, also repeated keys; trimmed, blanks dropped, duplicates removed. */
const termList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const items = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return [...new Set(items.flatMap((item) => item.split(',')).map((item) => item.trim()).filter(Boolean))];
  })
  .pipe(z.array(z.string().max(60, PRODUCT_MESSAGES.filterTermTooLong)).max(20, PRODUCT_MESSAGES.tooManyFilterTerms));
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  single(
    z.preprocess(
      blankToUndefined,
      z
        .string({ error: message })
        .regex(/^\d{1,6}$/, message)
        .transform(Number)
        .pipe(z.number().min(min, message).max(max, message))
        .optional()
        .default(fallback),
    ),
  );

/**
 * GET /api/products, all optional: search (every word, as a word prefix, over name,
 * description, brand, model and tags), category, condition (`all` = any), minPrice/maxPrice,
 * location (contains, case-insensitive), isUsed (only `true` filters), sortBy, industries and tags
 * (comma lists: a product matches when it has every one), sellerId (a seller's listings), page
 * (from 1) and limit (1-100, default 24). Featured listings come first within each sort.
 */
export const productQuerySchema = z
  .object({
    search: single(z.string({ error: PRODUCT_MESSAGES.searchTooLong }).trim().max(200, PRODUCT_MESSAGES.searchTooLong).optional()),
    category: single(z.preprocess(allToUndefined, z.enum(PRODUCT_CATEGORY_VALUES, { error: PRODUCT_MESSAGES.category }).optional())),
    condition: single(z.preprocess(allToUndefined, z.enum(PRODUCT_CONDITION_VALUES, { error: PRODUCT_MESSAGES.condition }).optional())),
    minPrice: queryPrice(PRODUCT_MESSAGES.minPrice),
    maxPrice: queryPrice(PRODUCT_MESSAGES.maxPrice),
    location: single(z.string({ error: PRODUCT_MESSAGES.locationTooLong }).trim().max(PRODUCT_LIMITS.location, PRODUCT_MESSAGES.locationTooLong).optional()),
    isUsed: single(
      z.preprocess(
        (value) => (blankToUndefined(value) === undefined || value === 'false' ? undefined : value),
        z.literal('true', { error: PRODUCT_MESSAGES.isUsedFilter }).transform(() => true).optional(),
      ),
    ),
    sortBy: single(z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS, { error: PRODUCT_MESSAGES.sortBy }).optional().default('newest'))),
    industries: termList,
    tags: termList,
    sellerId: single(z.preprocess(blankToUndefined, textId(PRODUCT_MESSAGES.sellerId).optional())),
    page: wholeNumber(PRODUCT_MESSAGES.page, 1, PRODUCTS_MAX_PAGE, 1),
    limit: wholeNumber(PRODUCT_MESSAGES.limit, 1, PRODUCTS_MAX_LIMIT, PRODUCTS_DEFAULT_LIMIT),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: PRODUCT_MESSAGES.priceRange,
    path: ['minPrice'],
  });
export type ProductQuery = z.output<typeof productQuerySchema>;

const timestamp = z.string();

/** Seller: the user as read on a product. */
export const productSellerSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  profileImage: z.string().nullable(),
  company: z.string().nullable(),
});

export const productRatingSummarySchema = z.object({
  /** To 1 decimal; null without ratings. */
  average: z.number().nullable(),
  count: z.int(),
});

/** A product as the API answers it. `specifications` is null when the stored value is unreadable. */
export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  category: z.enum(PRODUCT_CATEGORY_VALUES),
  condition: z.enum(PRODUCT_CONDITION_VALUES),
  location: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  manufactureDate: z.string().nullable(),
  quantity: z.int(),
  isUsed: z.boolean(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  datasheetUrl: z.string().nullable(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  industries: z.array(z.string()),
  shippingOptions: z.array(z.string()),
  specifications: z.record(z.string(), z.string()).nullable(),
  sellerId: z.int().nullable(),
  seller: productSellerSchema.nullable(),
  rating: productRatingSummarySchema,
  /** Whether the signed-in caller saved it (false when anonymous). */
  saved: z.boolean(),
  /** Set when the team hid the listing; only its seller (and admins) still see it, with the reason. */
  hiddenAt: timestamp.nullable(),
  hiddenReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Product = z.infer<typeof productSchema>;
export type ProductSeller = z.infer<typeof productSellerSchema>;

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.int(),
  page: z.int(),
  limit: z.int(),
});
export type ProductList = z.infer<typeof productListSchema>;

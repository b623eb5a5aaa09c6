// The products module's public surface: code outside modules/products/ imports this file only (eslint.config.js enforces it).
export { imageKeysInListings } from './product-image-references.ts';
export { subscribeProductIndex } from './product-index-events.ts';
export { rebuildProductIndex } from './product-index.ts';
export { ProductMemoryIndex } from './product-memory-index.ts';
export { productRoutes } from './product-routes.ts';

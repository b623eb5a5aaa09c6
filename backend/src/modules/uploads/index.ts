// The uploads module's public surface: code outside modules/uploads/ imports this file only (eslint.config.js enforces it).
export { processImage } from './image-processing.ts';
export { DiskImageStorage, imageStorageFor, S3ImageStorage, storeImage, type ImageStorage, type S3StorageOptions } from './image-storage.ts';
export { uploadRoutes } from './upload-routes.ts';
export { UPLOAD_SWEEP_INTERVAL_MS, UploadService } from './upload-service.ts';

// The ai module's public surface: code outside modules/ai/ imports this file only (eslint.config.js enforces it).
export { aiRoutes } from './ai-routes.ts';
export { AiService } from './ai-service.ts';
export { createBuiltinEngine } from './builtin/builtin-engine.ts';
export { readBomSheet } from './builtin/bom-reader.ts';
export { modelEngineFromConfig } from './model-engine.ts';
export type { BomRow, BomSheet } from './ai-engine.ts';

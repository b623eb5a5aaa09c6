import { z } from 'zod';
import {
  MANUFACTURING_METHOD_IDS,
  MATERIAL_IDS,
  materialIdFromName,
  methodIdFromName,
  PRODUCTION_VOLUME,
  PROTOTYPE_COMPLEXITY,
  PROTOTYPE_QUANTITY,
} from '../constants/ai-tools.ts';
import { FILE_LIMITS, type ModelGeometry } from './file-schemas.ts';
import { bodyId, textId } from './ids.ts';
import { formatCount } from '../format/numbers.ts';

/** The tools' validation messages, then their error toasts. */
export const AI_MESSAGES = {
  missingInformation: 'Missing information',
  missingSpecifications: 'Please provide hardware specifications',
  requiredFields: 'Please fill in all required fields',
  missingProductInfo: 'Please provide product type and key components',
  complexity: `Complexity must be a whole number from ${PROTOTYPE_COMPLEXITY.min} to ${PROTOTYPE_COMPLEXITY.max}`,
  quantity: `Quantity must be a whole number of at least ${PROTOTYPE_QUANTITY.min}`,
  quantityTooLarge: `For more than ${formatCount(PROTOTYPE_QUANTITY.max)} units, use the Cost Estimation tool`,
  volume: `Volume must be a whole number of at least ${PRODUCTION_VOLUME.min}`,
  volumeTooLarge: `Volume can be at most ${formatCount(PRODUCTION_VOLUME.max)} units`,
  method: 'Please choose a manufacturing method from the list',
  materials: 'Please choose at least one material from the list',
  tooManyMaterials: 'Choose at most 5 materials',
  tooLong: (max: number) => `Must be at most ${formatCount(max)} characters`,
  /** Each toast carries the error message as its description. */
  designFailed: 'Error getting design recommendations',
  feasibilityFailed: 'Error analyzing manufacturing feasibility',
  costFailed: 'Error getting cost estimation',
  quickFailed: 'Error getting cost estimate',
  runNotFound: 'This estimate no longer exists.',
  projectNotFound: "Project not found or you don't have permission to view it.",
  project: 'Please choose one of your projects.',
  geometry: "The model's measurements could not be read. Clear the model and describe the part instead.",
  bomFile: 'Please choose one of your CSV or Excel files as the bill of materials.',
  bomUnreadable: 'This file could not be read as a bill of materials: it needs a header row with a quantity column and a part number or description column.',
  bomTooLarge: 'A bill of materials can have at most 500 lines.',
  bomFileTooLarge: 'A bill of materials file can be at most 2 MB.',
} as const;

/** A name as people write it ('CNC machining', 'Aluminium 6061') is taken as the id it means. */
const byName = (fromName: (text: string) => string | undefined) => (value: unknown) => (typeof value === 'string' ? (fromName(value) ?? value) : value);

const LONG_TEXT = 5000;
const SHORT_TEXT = 2000;

/** A required text: missing or blank gives `message` (the spec's required-field message). */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, AI_MESSAGES.tooLong(max));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, AI_MESSAGES.tooLong(max))
    .nullish()
    .transform((value) => value || null);
const wholeNumber = (missing: string, invalid: string, min: number, max: number, tooLarge = invalid) =>
  z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : invalid) }).int(invalid).min(min, invalid).max(max, tooLarge);

/** POST /api/ai/design-recommendations {specifications, projectContext?, constraints?}. */
export const designRecommendationsRequestSchema = z.object({
  specifications: requiredText(AI_MESSAGES.missingSpecifications, LONG_TEXT),
  projectContext: optionalText(SHORT_TEXT),
  constraints: optionalText(SHORT_TEXT),
});

/** POST /api/ai/manufacturing-feasibility {designDescription, manufacturingMethod, volume}: all required. */
export const feasibilityRequestSchema = z.object({
  designDescription: requiredText(AI_MESSAGES.requiredFields, LONG_TEXT),
  manufacturingMethod: z.preprocess(
    byName(methodIdFromName),
    z.enum(MANUFACTURING_METHOD_IDS, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? AI_MESSAGES.requiredFields : AI_MESSAGES.method),
    }),
  ),
  volume: wholeNumber(AI_MESSAGES.requiredFields, AI_MESSAGES.volume, PRODUCTION_VOLUME.min, PRODUCTION_VOLUME.max, AI_MESSAGES.volumeTooLarge),
});

/**
 * A CAD model's measurements for the cost estimate, in millimetres: the part of an uploaded model's
 * geometry (ModelGeometry, file-schemas.ts) the estimate uses, with this tool's message when it is malformed.
 */
const measurement = z.number({ error: AI_MESSAGES.geometry }).nonnegative(AI_MESSAGES.geometry);
export const costGeometrySchema = z.object(
  {
    boundingBoxMm: z.object({ x: measurement, y: measurement, z: measurement }, { error: AI_MESSAGES.geometry }),
    volumeMm3: measurement.nullable(),
    surfaceAreaMm2: measurement,
  },
  { error: AI_MESSAGES.geometry },
) satisfies z.ZodType<Pick<ModelGeometry, 'boundingBoxMm' | 'volumeMm3' | 'surfaceAreaMm2'>>;
export type CostGeometry = z.infer<typeof costGeometrySchema>;

/**
 * POST /api/ai/cost-estimation {designDetails, materials, manufacturingMethod, volume}: all required;
 * `geometry` (and the model's file name) when the estimate starts from a model.
 */
export const costEstimationRequestSchema = z.object({
  designDetails: requiredText(AI_MESSAGES.requiredFields, LONG_TEXT),
  materials: z
    .array(z.preprocess(byName(materialIdFromName), z.enum(MATERIAL_IDS, { error: AI_MESSAGES.materials })), {
      error: (issue) => (issue.input === undefined ? AI_MESSAGES.requiredFields : AI_MESSAGES.materials),
    })
    .min(1, AI_MESSAGES.requiredFields)
    .max(5, AI_MESSAGES.tooManyMaterials)
    .transform((materials) => [...new Set(materials)]),
  manufacturingMethod: feasibilityRequestSchema.shape.manufacturingMethod,
  volume: feasibilityRequestSchema.shape.volume,
  // Absent rather than null when not given, so an estimate from a description reads as it always has.
  geometry: costGeometrySchema.optional(),
  sourceFileName: z.string().trim().min(1).max(FILE_LIMITS.nameLength * 2, AI_MESSAGES.tooLong(FILE_LIMITS.nameLength * 2)).optional(),
  /** A CSV or Excel bill of materials from the files module: its lines are priced by component category. */
  bomFileId: bodyId(AI_MESSAGES.bomFile).optional(),
  bomFileName: z.string().trim().min(1).max(FILE_LIMITS.nameLength * 2, AI_MESSAGES.tooLong(FILE_LIMITS.nameLength * 2)).optional(),
});

/** POST /api/ai/quick-prototype-cost {productType, components, complexity, quantity}. */
export const quickPrototypeRequestSchema = z.object({
  productType: requiredText(AI_MESSAGES.missingProductInfo, 200),
  components: requiredText(AI_MESSAGES.missingProductInfo, SHORT_TEXT),
  complexity: wholeNumber(AI_MESSAGES.complexity, AI_MESSAGES.complexity, PROTOTYPE_COMPLEXITY.min, PROTOTYPE_COMPLEXITY.max).default(
    PROTOTYPE_COMPLEXITY.default,
  ),
  quantity: wholeNumber(AI_MESSAGES.quantity, AI_MESSAGES.quantity, PROTOTYPE_QUANTITY.min, PROTOTYPE_QUANTITY.max, AI_MESSAGES.quantityTooLarge).default(
    PROTOTYPE_QUANTITY.default,
  ),
});

export type DesignRecommendationsRequest = z.output<typeof designRecommendationsRequestSchema>;
export type FeasibilityRequest = z.output<typeof feasibilityRequestSchema>;
export type CostEstimationRequest = z.output<typeof costEstimationRequestSchema>;
export type QuickPrototypeRequest = z.output<typeof quickPrototypeRequestSchema>;

export const LEVELS = ['high', 'medium', 'low'] as const;
export const levelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof levelSchema>;

const textList = z.array(z.string());
/** A map of category (or quantity) to US dollars. */
const dollarMap = z.record(z.string(), z.number().nonnegative());

/**
 * The tools' answers. The `*Answer` schemas hold exactly the spec's fields: they are what a model is
 * asked for (and validated against). The `*Result` schemas add what the built-in engine always computes
 * (the figures behind the charts), so a result is complete whichever engine wrote the spec's fields.
 */
export const designRecommendationsAnswerSchema = z.object({
  recommendations: textList,
  rationale: z.string(),
  materialSuggestions: z.string(),
  manufacturingConsiderations: z.string(),
  optimizationOpportunities: z.string(),
});

export const feasibilityAnswerSchema = z.object({
  feasibility: levelSchema,
  concerns: textList,
  suggestions: textList,
  alternativeMethods: textList,
});

export const costEstimationAnswerSchema = z.object({
  /** For example '$14.20 - $19.80 per unit at 1,000 units'. */
  estimatedCostRange: z.string(),
  /** US dollars per unit at the requested volume, by category (materials, processing, tooling...). */
  breakdownByCategory: dollarMap,
  /** Quantity (as text, for example '5000') -> unit cost in US dollars from that quantity on. */
  volumeDiscountThresholds: dollarMap,
  costOptimizationSuggestions: textList,
});

export const quickPrototypeAnswerSchema = z.object({
  /** Whole US dollars for the whole quantity. */
  minCost: z.int().nonnegative(),
  maxCost: z.int().nonnegative(),
  confidenceLevel: levelSchema,
  /** For example '2-3 weeks'. */
  timeEstimate: z.string(),
  costFactors: textList,
  recommendations: textList,
});

/** What design advice was keyed on (battery, enclosure, wireless...), with the advice per topic. */
const adviceTopicSchema = z.object({ topic: z.string(), advice: textList });

/** One process costed at the requested volume, for the comparison chart. */
export const methodCostSchema = z.object({
  method: z.enum(MANUFACTURING_METHOD_IDS),
  unitCost: z.number().nonnegative(),
  toolingCost: z.number().nonnegative(),
  leadTimeWeeks: z.number().nonnegative(),
});
export type MethodCost = z.infer<typeof methodCostSchema>;

/** Unit cost (US dollars) at a volume: the points of the unit-cost-versus-volume chart. */
export const volumePointSchema = z.object({ volume: z.int().positive(), unitCost: z.number().nonnegative() });
export type VolumePoint = z.infer<typeof volumePointSchema>;

export const designRecommendationsResultSchema = designRecommendationsAnswerSchema.extend({
  topics: z.array(adviceTopicSchema),
});
export const feasibilityResultSchema = feasibilityAnswerSchema.extend({
  /** 0-100, the figure behind the verdict. */
  score: z.number().min(0).max(100),
  methodComparison: z.array(methodCostSchema),
});
/** Where a figure the estimate used came from: the 3D model, the description, the bill of materials, or a stated default. */
export const COST_FIGURE_SOURCES = ['model', 'description', 'bom', 'assumed'] as const;
export type CostFigureSource = (typeof COST_FIGURE_SOURCES)[number];
export const COST_FIGURE_SOURCE_LABELS: Record<CostFigureSource, string> = {
  model: 'From the model',
  description: 'From the description',
  bom: 'From the bill of materials',
  assumed: 'Assumed',
};
export const costFigureSchema = z.object({
  /** For example 'Size', 'Material volume', 'Wall thickness', 'Board layers'. */
  label: z.string(),
  /** Formatted with its unit, for example '450 × 320 × 90 mm'. */
  value: z.string(),
  source: z.enum(COST_FIGURE_SOURCES),
});
export type CostFigure = z.infer<typeof costFigureSchema>;

/** One line of the unit cost, with what it was computed from so it can be checked. */
export const costLineSchema = z.object({
  category: z.string(),
  /** US dollars per unit at the requested volume. */
  unitCost: z.number().nonnegative(),
  /** The rate, price or table behind it, for example '6.4 min at $45/h press rate' or '2 × GNSS module (RTK), $140-220 at 1,000'. */
  basis: z.string(),
});
export type CostLine = z.infer<typeof costLineSchema>;

/**
 * A component of the board: a line of the member's bill of materials, or a part the description names.
 * A part that matches no category is listed with a null category and no price: never priced silently.
 */
export const componentLineSchema = z.object({
  /** Designators as written, for example 'C1, C2, C7'. */
  reference: z.string().nullable(),
  partNumber: z.string().nullable(),
  description: z.string(),
  /** Per unit built. */
  quantity: z.number().nonnegative(),
  /** The price table's category, for example 'GNSS module (RTK)'; null: not recognised, not priced. */
  category: z.string().nullable(),
  /** US dollars per piece at the requested volume, the category's range; null when not recognised. */
  unitCostLow: z.number().nonnegative().nullable(),
  unitCostHigh: z.number().nonnegative().nullable(),
});
export type ComponentLine = z.infer<typeof componentLineSchema>;

/** A way to tool (or to avoid tooling) at the requested volume, compared in the answer. */
export const toolingOptionSchema = z.object({
  /** For example 'Aluminium mould, 1 cavity (P20-grade steel inserts)', 'Silicone moulds (urethane casting)', 'No tooling: CNC machined'. */
  option: z.string(),
  method: z.enum(MANUFACTURING_METHOD_IDS),
  /** US dollars, once, for the whole volume. */
  toolingCost: z.number().nonnegative(),
  /** US dollars per unit at the requested volume, the tooling spread over it included. */
  unitCost: z.number().nonnegative(),
  /** What it rests on: shots a tool lasts, cavities, lead time. */
  basis: z.string(),
  /** The option the figures above it (the breakdown, the range) are for. */
  chosen: z.boolean(),
});
export type ToolingOption = z.infer<typeof toolingOptionSchema>;

export const costEstimationResultSchema = costEstimationAnswerSchema.extend({
  unitCostLow: z.number().nonnegative(),
  unitCostHigh: z.number().nonnegative(),
  /** One-off costs (moulds, dies, fixtures, stencils, programming) in US dollars, spread over the volume in the breakdown. */
  toolingCost: z.number().nonnegative(),
  confidenceLevel: levelSchema,
  volumeCurve: z.array(volumePointSchema),
  assumptions: textList,
  // Estimates kept before these fields existed read as empty lists.
  /** The breakdown's lines in order, each with its basis (breakdownByCategory holds the same figures as a map). */
  breakdown: z.array(costLineSchema).default([]),
  /** The figures the estimate rests on and where each came from. */
  figures: z.array(costFigureSchema).default([]),
  /** Why the confidence is what it is. */
  confidenceReasons: textList.default([]),
  /** What the member could add to raise it; at 'high', what would narrow the range further (a supplier's quote). */
  raiseConfidence: textList.default([]),
  /** Electronics: the board's components, recognised or not. */
  components: z.array(componentLineSchema).default([]),
  /** Formative processes: the tooling choices at this volume (soft tooling, another process), the chosen one marked. */
  toolingOptions: z.array(toolingOptionSchema).default([]),
});
export const quickPrototypeResultSchema = quickPrototypeAnswerSchema.extend({
  /** Whole US dollars for the whole quantity at the middle of the range, by category. */
  breakdown: dollarMap,
  assumptions: textList,
});

export type DesignRecommendationsResult = z.infer<typeof designRecommendationsResultSchema>;
export type FeasibilityResult = z.infer<typeof feasibilityResultSchema>;
export type CostEstimationResult = z.infer<typeof costEstimationResultSchema>;
export type QuickPrototypeResult = z.infer<typeof quickPrototypeResultSchema>;

export const AI_ENGINES = ['model', 'builtin'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

/** Every answer says which engine wrote it, and is kept as a run the member can reopen or save to a project. */
const answerMetaSchema = z.object({
  engine: z.enum(AI_ENGINES),
  /** The model's name on the model path, null for the built-in engine. */
  model: z.string().nullable(),
  /** Shown above the result, for example when the model failed and the built-in engine answered. */
  note: z.string().nullable(),
  runId: z.int().positive(),
  createdAt: z.string(),
});
export type AnswerMeta = z.infer<typeof answerMetaSchema>;

export const designRecommendationsResponseSchema = designRecommendationsResultSchema.extend(answerMetaSchema.shape);
export const feasibilityResponseSchema = feasibilityResultSchema.extend(answerMetaSchema.shape);
export const costEstimationResponseSchema = costEstimationResultSchema.extend(answerMetaSchema.shape);
export const quickPrototypeResponseSchema = quickPrototypeResultSchema.extend(answerMetaSchema.shape);
export type DesignRecommendationsResponse = z.infer<typeof designRecommendationsResponseSchema>;
export type FeasibilityResponse = z.infer<typeof feasibilityResponseSchema>;
export type CostEstimationResponse = z.infer<typeof costEstimationResponseSchema>;
export type QuickPrototypeResponse = z.infer<typeof quickPrototypeResponseSchema>;

export const AI_TOOLS = ['design-recommendations', 'manufacturing-feasibility', 'cost-estimation', 'quick-prototype-cost'] as const;
export type AiTool = (typeof AI_TOOLS)[number];
export const AI_TOOL_LABELS: Record<AiTool, string> = {
  'design-recommendations': 'Design Recommendations',
  'manufacturing-feasibility': 'Manufacturing Feasibility',
  'cost-estimation': 'Cost Estimation',
  'quick-prototype-cost': 'Quick Prototype Cost',
};

/** Each tool's request and result, one definition for the routes, the engines and the saved runs. */
export const AI_TOOL_SCHEMAS = {
  'design-recommendations': { request: designRecommendationsRequestSchema, answer: designRecommendationsAnswerSchema, result: designRecommendationsResultSchema },
  'manufacturing-feasibility': { request: feasibilityRequestSchema, answer: feasibilityAnswerSchema, result: feasibilityResultSchema },
  'cost-estimation': { request: costEstimationRequestSchema, answer: costEstimationAnswerSchema, result: costEstimationResultSchema },
  'quick-prototype-cost': { request: quickPrototypeRequestSchema, answer: quickPrototypeAnswerSchema, result: quickPrototypeResultSchema },
} as const;
export type AiToolRequest<T extends AiTool> = z.output<(typeof AI_TOOL_SCHEMAS)[T]['request']>;
export type AiToolAnswer<T extends AiTool> = z.output<(typeof AI_TOOL_SCHEMAS)[T]['answer']>;
export type AiToolResult<T extends AiTool> = z.output<(typeof AI_TOOL_SCHEMAS)[T]['result']>;

/** A kept run in the history list (GET /api/ai/runs) and under a project's 'Estimates'. */
export const aiRunSummarySchema = z.object({
  id: z.int(),
  tool: z.enum(AI_TOOLS),
  /** A short description of the input, for example the product type or the first words of the specification. */
  title: z.string(),
  /** The headline figure or verdict, for example '$14 - $20 per unit' or 'Feasibility: low'. */
  headline: z.string(),
  engine: z.enum(AI_ENGINES),
  model: z.string().nullable(),
  createdAt: z.string(),
  projectId: z.int().nullable(),
  projectTitle: z.string().nullable(),
});
export type AiRunSummary = z.infer<typeof aiRunSummarySchema>;

const runOf = <T extends AiTool>(tool: T) =>
  aiRunSummarySchema.extend({
    tool: z.literal(tool),
    input: AI_TOOL_SCHEMAS[tool].request,
    result: AI_TOOL_SCHEMAS[tool].result,
    note: z.string().nullable(),
  });
/** GET /api/ai/runs/:id: the run with its input (to re-fill the form) and its result. */
export const aiRunSchema = z.discriminatedUnion('tool', [
  runOf('design-recommendations'),
  runOf('manufacturing-feasibility'),
  runOf('cost-estimation'),
  runOf('quick-prototype-cost'),
]);
export type AiRun = z.infer<typeof aiRunSchema>;

export const aiRunsQuerySchema = z.object({
  tool: z.enum(AI_TOOLS, { error: 'Unknown AI tool' }).optional(),
});

export const aiRunIdParamsSchema = z.object({ id: textId(AI_MESSAGES.runNotFound) });

/** PATCH /api/ai/runs/:id {projectId}: save the run to one of the member's projects (null takes it off). */
export const saveAiRunSchema = z.object({
  projectId: bodyId(AI_MESSAGES.project).nullable(),
});
export type SaveAiRunInput = z.infer<typeof saveAiRunSchema>;

import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import {
  AI_TOOL_SCHEMAS,
  AI_TOOLS,
  costLineSchema,
  type AiTool,
  type AiToolRequest,
  type AiToolResult,
  type CostEstimationResult,
  type CostLine,
} from '#shared/schemas/ai-schemas.ts';
import type { AiModelConfig } from '../../config.ts';
import { ModelFailure, type ModelAnswer, type ModelEngine } from './ai-engine.ts';

/** What the model engine needs: the model path of `config.ai` (OPENAI_* variables). */
export type ModelEngineOptions = AiModelConfig;

const SYSTEM_PROMPT = [
  'You are a senior hardware manufacturing engineer answering for HardwareHub, a platform for hardware founders.',
  'Answer only with one JSON object that follows the given JSON schema: no prose around it, no Markdown.',
  "The user message holds the member's input and the figures of HardwareHub's built-in engineering cost model (the grounding).",
  'Use the grounding as your reference: keep its figures unless you have a concrete engineering reason to change them, and then say why in the text.',
  'Money is in US dollars. Be specific and concise, in the tone of a professional engineering review. Do not invent suppliers or part numbers.',
].join(' ');

/** What each field means, per tool (the fields of the model answer schemas below). */
const TOOL_INSTRUCTIONS: Record<AiTool, string> = {
  'design-recommendations':
    'Give design recommendations for the specification: recommendations is a list of 4-8 specific actions; rationale says which parts of the specification they address; materialSuggestions, manufacturingConsiderations and optimizationOpportunities are short paragraphs.',
  'manufacturing-feasibility':
    'Judge the manufacturing feasibility of the design with the chosen method at the volume: feasibility is high, medium or low; concerns, suggestions and alternativeMethods are lists of short sentences (alternativeMethods names processes).',
  'cost-estimation':
    'Estimate the unit cost: estimatedCostRange is a text like "$14.20 - $19.80 per unit at 1,000 units"; breakdown is the list of the unit cost\'s lines, each with a category, its unitCost in US dollars per unit at the requested volume and its basis (the rate, price or table behind the figure): keep the grounding\'s breakdown lines, and where you adjust a figure say why in its basis; volumeDiscounts is a list of { quantity, unitCost }, the unit cost in US dollars from that whole quantity on, quantities ascending; costOptimizationSuggestions is a list. Components with a null category were not recognised: do not price them, say what is needed to price them. When the input has a geometry, it was measured from the member\'s 3D model (sourceFileName): boundingBoxMm in millimetres, volumeMm3 the material volume in mm³ (null for an open mesh), surfaceAreaMm2 in mm²; trust it over sizes in the text, weigh the part from its volume and the material\'s density, and size machines, moulds and finishing from it.',
  'quick-prototype-cost':
    'Estimate the cost of building the prototypes: minCost and maxCost are whole US dollars for the whole quantity (not per unit), minCost at most maxCost; confidenceLevel is high, medium or low; timeEstimate is a text like "3-5 weeks"; costFactors and recommendations are lists.',
};

/** The unit cost from a quantity on: the list form of the answer's volumeDiscountThresholds map. */
const volumeDiscountSchema = z.object({ quantity: z.int().min(1), unitCost: z.number().nonnegative() });
type VolumeDiscount = z.infer<typeof volumeDiscountSchema>;

/**
 * What the model is asked for, per tool. Strict structured output cannot express a map (an object whose
 * keys are data), so the cost estimate asks for lists and they become the answer's maps afterwards.
 */
const MODEL_ANSWER_SCHEMAS = {
  'design-recommendations': AI_TOOL_SCHEMAS['design-recommendations'].answer,
  'manufacturing-feasibility': AI_TOOL_SCHEMAS['manufacturing-feasibility'].answer,
  'cost-estimation': z.object({
    estimatedCostRange: z.string(),
    breakdown: z.array(costLineSchema),
    volumeDiscounts: z.array(volumeDiscountSchema),
    costOptimizationSuggestions: z.array(z.string()),
  }),
  'quick-prototype-cost': AI_TOOL_SCHEMAS['quick-prototype-cost'].answer,
} as const satisfies Record<AiTool, z.ZodObject>;
type CostModelAnswer = z.infer<(typeof MODEL_ANSWER_SCHEMAS)['cost-estimation']>;

/** The built-in figures as the model sees them: the cost estimate's maps as the lists it answers with. */
function groundingFor<T extends AiTool>(tool: T, grounding: AiToolResult<T>): unknown {
  if (tool !== 'cost-estimation') return grounding;
  // The maps become the lists the model answers with, so it sees each figure once, in the shape it returns.
  const cost = grounding as CostEstimationResult;
  const rest: Partial<CostEstimationResult> = { ...cost };
  delete rest.breakdownByCategory;
  delete rest.volumeDiscountThresholds;
  return { ...rest, breakdown: breakdownLines(cost), volumeDiscounts: discountList(cost.volumeDiscountThresholds) };
}

/** The grounding's breakdown lines, or its map as lines when the built-in engine gave no lines. */
function breakdownLines(grounding: CostEstimationResult): CostLine[] {
  // Read defensively: the built-in engine's result is typed, not parsed, so a default may be missing.
  if (grounding.breakdown?.length) return grounding.breakdown;
  return Object.entries(grounding.breakdownByCategory).map(([category, unitCost]) => ({ category, unitCost, basis: 'Built-in cost model' }));
}

function discountList(thresholds: Record<string, number>): VolumeDiscount[] {
  return Object.entries(thresholds)
    .map(([quantity, unitCost]) => ({ quantity: Number(quantity), unitCost }))
    .sort((a, b) => a.quantity - b.quantity);
}

/**
 * The model's cost answer in the result's shape: the lists become the public answer's maps, and the breakdown
 * lines replace the built-in ones. A list the model left empty keeps the built-in figures, so the
 * charts never lose their data to a terse answer.
 */
function costAnswerOf(answer: CostModelAnswer, grounding: CostEstimationResult): ModelAnswer<'cost-estimation'> {
  // A category named twice is one line (a map has one entry per category).
  const lines = new Map<string, CostLine>();
  for (const line of answer.breakdown) {
    const same = lines.get(line.category);
    lines.set(line.category, same ? { category: line.category, unitCost: same.unitCost + line.unitCost, basis: [same.basis, line.basis].filter(Boolean).join('; ') } : line);
  }
  const breakdown = lines.size ? [...lines.values()] : breakdownLines(grounding);
  const volumeDiscountThresholds = answer.volumeDiscounts.length
    ? Object.fromEntries([...answer.volumeDiscounts].sort((a, b) => a.quantity - b.quantity).map(({ quantity, unitCost }) => [String(quantity), unitCost]))
    : grounding.volumeDiscountThresholds;
  return {
    estimatedCostRange: answer.estimatedCostRange,
    breakdownByCategory: Object.fromEntries(breakdown.map((line) => [line.category, line.unitCost])),
    volumeDiscountThresholds,
    costOptimizationSuggestions: answer.costOptimizationSuggestions,
    breakdown,
  };
}

/** JSON-schema keywords OpenAI's strict mode takes; the rest (`$schema`, `propertyNames`, `default`...) are dropped. */
const STRICT_KEYWORDS = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'description',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'pattern', 'format', 'minItems', 'maxItems',
]);
type JsonSchema = Record<string, unknown>;

/**
 * The JSON schema of a tool's model answer for strict structured output: every object closed
 * (`additionalProperties: false`) with every property required, and only the keywords strict mode
 * supports (which other OpenAI-compatible servers take too). A schema strict mode cannot express
 * (an optional property, a map) throws, so a change that would make OpenAI refuse every call fails at start-up.
 */
export function answerJsonSchema(tool: AiTool): JsonSchema {
  return strictSchema(z.toJSONSchema(MODEL_ANSWER_SCHEMAS[tool], { target: 'draft-7', unrepresentable: 'any' }) as JsonSchema, tool);
}

function strictSchema(node: JsonSchema, where: string): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!STRICT_KEYWORDS.has(key)) continue;
    // zod's bounds of a safe integer say nothing to a model.
    if ((key === 'maximum' && value === Number.MAX_SAFE_INTEGER) || (key === 'minimum' && value === Number.MIN_SAFE_INTEGER)) continue;
    out[key] = value;
  }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) out.items = strictSchema(node.items as JsonSchema, `${where}[]`);
  if (Array.isArray(node.anyOf)) out.anyOf = (node.anyOf as JsonSchema[]).map((branch, index) => strictSchema(branch, `${where}|${index}`));
  if (out.type === 'object') {
    const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
    const names = Object.keys(properties);
    if (!names.length) throw new Error(`${where}: strict structured output cannot express an open object (a map)`);
    const required = new Set((node.required ?? []) as string[]);
    const optional = names.filter((name) => !required.has(name));
    if (optional.length) throw new Error(`${where}: strict structured output needs every property required (${optional.join(', ')}); make it nullable instead`);
    out.properties = Object.fromEntries(names.map((name) => [name, strictSchema(properties[name]!, `${where}.${name}`)]));
    out.required = names;
    out.additionalProperties = false;
  }
  return out;
}

// Built once: the schemas never change while the server runs (and a schema strict mode refuses stops the start).
const ANSWER_JSON_SCHEMAS = Object.fromEntries(AI_TOOLS.map((tool) => [tool, answerJsonSchema(tool)])) as Record<AiTool, JsonSchema>;

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** Harmless slips a model makes with numbers and text, put right before validation. */
function normalise(tool: AiTool, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const answer = { ...(value as Record<string, unknown>) };
  for (const [key, field] of Object.entries(answer)) {
    if (typeof field === 'string') answer[key] = field.trim();
    // Blank list items carry nothing; trimming keeps the lists tidy on the page.
    else if (Array.isArray(field) && field.every((item) => typeof item === 'string')) answer[key] = field.map((item) => item.trim()).filter(Boolean);
    else if (Array.isArray(field))
      answer[key] = field.map((item) =>
        typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).map(([name, part]) => [name, trimmed(part)])) : item,
      );
  }
  for (const key of ['confidenceLevel', 'feasibility']) {
    const level = answer[key];
    if (typeof level === 'string') answer[key] = level.toLowerCase();
  }
  if (tool === 'quick-prototype-cost') {
    const { minCost, maxCost } = answer;
    if (typeof minCost === 'number') answer.minCost = Math.round(minCost);
    if (typeof maxCost === 'number') answer.maxCost = Math.round(maxCost);
    // A reversed range is still the range the model meant.
    if (typeof minCost === 'number' && typeof maxCost === 'number' && minCost > maxCost) [answer.minCost, answer.maxCost] = [answer.maxCost, answer.minCost];
  }
  return answer;
}

/**
 * Reasoning models (o1, o3, o4-mini, the gpt-5 family) take only the default temperature and answer
 * 400 to any other. A provider prefix ('openai/o3') is allowed for routers.
 */
const REFUSES_TEMPERATURE = /(^|\/)(o\d|gpt-5)/i;
export const takesTemperature = (model: string) => !REFUSES_TEMPERATURE.test(model);

/** Low: the same input should give much the same estimate. */
const TEMPERATURE = 0.2;

/** A 400 saying the model takes no (other) temperature, as OpenAI words it (param 'temperature') or a compatible server does. */
function refusedTemperature(error: unknown): boolean {
  if (!(error instanceof APIError) || error.status !== 400) return false;
  if (error.param === 'temperature') return true;
  return /\btemperature\b/i.test(error.message) && /unsupported|not supported|does not support/i.test(error.message);
}

/** Why a call failed, in words fit for the server log: never the SDK's message, which can carry the URL or key. */
function failureOf(error: unknown, timeoutMs: number): ModelFailure {
  if (error instanceof APIConnectionTimeoutError) return new ModelFailure('timeout', `no answer within ${timeoutMs} ms`);
  if (error instanceof APIError && error.status) return new ModelFailure('unavailable', `HTTP ${error.status}`);
  if (error instanceof APIError) return new ModelFailure('unavailable', 'connection failed');
  return new ModelFailure('unavailable', error instanceof Error ? error.name : 'request failed');
}

/**
 * The model path: any OpenAI-compatible server (OpenAI, Azure's compatible endpoint, Ollama, vLLM,
 * LM Studio) through the Chat Completions API, which they all speak, with a strict JSON-schema response
 * format. The answer is validated with the tool's zod schema; anything unusable is a ModelFailure, whose
 * message is for the server log only.
 */
export function createModelEngine(options: ModelEngineOptions): ModelEngine {
  const client = new OpenAI({
    // Local servers (Ollama, vLLM) need no key, but the SDK wants one.
    apiKey: options.apiKey ?? 'not-needed',
    // Omitted rather than null, so the SDK's own default (api.openai.com) applies.
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  });
  // Learnt from the server's first refusal and kept while the process runs: one engine serves one model.
  let sendTemperature = takesTemperature(options.model);

  async function complete(body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming): Promise<OpenAI.Chat.Completions.ChatCompletion> {
    if (!sendTemperature) return client.chat.completions.create(body);
    try {
      return await client.chat.completions.create({ ...body, temperature: TEMPERATURE });
    } catch (error) {
      if (!refusedTemperature(error)) throw error;
      sendTemperature = false;
      return client.chat.completions.create(body);
    }
  }

  return {
    model: options.model,
    async answer<T extends AiTool>(tool: T, input: AiToolRequest<T>, grounding: AiToolResult<T>): Promise<ModelAnswer<T>> {
      const request: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming = {
        model: options.model,
        messages: [
          { role: 'system', content: `${SYSTEM_PROMPT} ${TOOL_INSTRUCTIONS[tool]}` },
          { role: 'user', content: JSON.stringify({ tool, input, grounding: groundingFor(tool, grounding) }) },
        ],
        response_format: { type: 'json_schema', json_schema: { name: tool.replace(/-/g, '_'), schema: ANSWER_JSON_SCHEMAS[tool], strict: true } },
      };
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await complete(request);
      } catch (error) {
        throw failureOf(error, options.timeoutMs);
      }
      // Read defensively: a compatible server may send a body without the usual fields.
      const choice = (completion as Partial<typeof completion> | null)?.choices?.[0];
      if (!choice?.message) throw new ModelFailure('malformed', 'no choices');
      if (choice.message.refusal || choice.finish_reason === 'content_filter') throw new ModelFailure('refusal', 'the model refused');
      if (choice.finish_reason === 'length') throw new ModelFailure('malformed', 'the answer was cut off (length)');
      const content = typeof choice.message.content === 'string' ? choice.message.content.trim() : '';
      if (!content) throw new ModelFailure('malformed', 'empty answer');
      let parsed: unknown;
      try {
        // Some local models wrap the JSON in a Markdown fence despite the response format.
        parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
      } catch {
        throw new ModelFailure('malformed', 'the answer is not JSON');
      }
      const result = MODEL_ANSWER_SCHEMAS[tool].safeParse(normalise(tool, parsed));
      if (!result.success) throw new ModelFailure('malformed', `the answer does not match the schema (${result.error.issues[0]?.path.join('.') || 'root'})`);
      if (tool === 'cost-estimation') return costAnswerOf(result.data as CostModelAnswer, grounding as CostEstimationResult) as unknown as ModelAnswer<T>;
      return result.data as ModelAnswer<T>;
    },
  };
}

/** The model engine when OPENAI_API_KEY or OPENAI_BASE_URL is set, otherwise none (the built-in engine answers alone). */
export function modelEngineFromConfig(config: AiModelConfig | null): ModelEngine | null {
  return config ? createModelEngine(config) : null;
}

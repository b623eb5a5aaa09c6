import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { AI_TOOL_SCHEMAS, AI_TOOLS, type AiTool, type AiToolAnswer, type AiToolRequest, type AiToolResult } from '#shared/schemas/ai-schemas.ts';
import type { AiModelConfig } from '../../config.ts';
import { ModelFailure, type ModelEngine } from './ai-engine.ts';

/** What the model engine needs: the model path of `config.ai` (OPENAI_* variables). */
export type ModelEngineOptions = AiModelConfig;

const SYSTEM_PROMPT = [
  'You are a senior hardware manufacturing engineer answering for HardwareHub, a platform for hardware founders.',
  'Answer only with one JSON object that follows the given JSON schema: no prose around it, no Markdown.',
  "The user message holds the member's input and the figures of HardwareHub's built-in engineering cost model (the grounding).",
  'Use the grounding as your reference: keep its figures unless you have a concrete engineering reason to change them, and then say why in the text.',
  'Money is in US dollars. Be specific and concise, in the tone of a professional engineering review. Do not invent suppliers or part numbers.',
].join(' ');

/** What each field means, per tool. */
const TOOL_INSTRUCTIONS: Record<AiTool, string> = {
  'design-recommendations':
    'Give design recommendations for the specification: recommendations is a list of 4-8 specific actions; rationale says which parts of the specification they address; materialSuggestions, manufacturingConsiderations and optimizationOpportunities are short paragraphs.',
  'manufacturing-feasibility':
    'Judge the manufacturing feasibility of the design with the chosen method at the volume: feasibility is high, medium or low; concerns, suggestions and alternativeMethods are lists of short sentences (alternativeMethods names processes).',
  'cost-estimation':
    'Estimate the unit cost: estimatedCostRange is a text like "$14.20 - $19.80 per unit at 1,000 units"; breakdownByCategory maps a cost category to US dollars per unit at the requested volume; volumeDiscountThresholds maps a quantity (as text, for example "5000") to the unit cost in US dollars from that quantity on; costOptimizationSuggestions is a list. When the input has a geometry, it was measured from the member\'s 3D model (sourceFileName): boundingBoxMm in millimetres, volumeMm3 the material volume in mm³ (null for an open mesh), surfaceAreaMm2 in mm²; trust it over sizes in the text, weigh the part from its volume and the material\'s density, and size machines, moulds and finishing from it.',
  'quick-prototype-cost':
    'Estimate the cost of building the prototypes: minCost and maxCost are whole US dollars for the whole quantity (not per unit), minCost at most maxCost; confidenceLevel is high, medium or low; timeEstimate is a text like "3-5 weeks"; costFactors and recommendations are lists.',
};

/**
 * The JSON schema of a tool's answer, from the same zod schema that validates it, cut down to the
 * plain subset every server's structured-output backend takes (OpenAI, Ollama, vLLM's xgrammar
 * refuses `propertyNames`): no `$schema`, no `propertyNames` (JSON keys are strings anyway), no
 * safe-integer bounds.
 */
export function answerJsonSchema(tool: AiTool): Record<string, unknown> {
  const schema = plain(z.toJSONSchema(AI_TOOL_SCHEMAS[tool].answer, { target: 'draft-7', unrepresentable: 'any' })) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}

function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'propertyNames') continue;
    if ((key === 'maximum' && value === Number.MAX_SAFE_INTEGER) || (key === 'minimum' && value === Number.MIN_SAFE_INTEGER)) continue;
    out[key] = plain(value);
  }
  return out;
}

// Built once: the schemas never change while the server runs.
const ANSWER_JSON_SCHEMAS = Object.fromEntries(AI_TOOLS.map((tool) => [tool, answerJsonSchema(tool)])) as Record<AiTool, Record<string, unknown>>;

/** Harmless slips a model makes with numbers and text, put right before validation. */
function normalise(tool: AiTool, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const answer = { ...(value as Record<string, unknown>) };
  for (const [key, field] of Object.entries(answer)) {
    if (typeof field === 'string') answer[key] = field.trim();
    // Blank list items carry nothing; trimming keeps the lists tidy on the page.
    else if (Array.isArray(field) && field.every((item) => typeof item === 'string')) answer[key] = field.map((item) => item.trim()).filter(Boolean);
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

/** Why a call failed, in words fit for the server log: never the SDK's message, which can carry the URL or key. */
function failureOf(error: unknown, timeoutMs: number): ModelFailure {
  if (error instanceof APIConnectionTimeoutError) return new ModelFailure('timeout', `no answer within ${timeoutMs} ms`);
  if (error instanceof APIError && error.status) return new ModelFailure('unavailable', `HTTP ${error.status}`);
  if (error instanceof APIError) return new ModelFailure('unavailable', 'connection failed');
  return new ModelFailure('unavailable', error instanceof Error ? error.name : 'request failed');
}

/**
 * The model path: any OpenAI-compatible server (OpenAI, Azure's compatible endpoint, Ollama, vLLM,
 * LM Studio) through the Chat Completions API, which they all speak, with a JSON-schema response format.
 * The answer is validated with the tool's zod schema; anything unusable is a ModelFailure, whose
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

  return {
    model: options.model,
    async answer<T extends AiTool>(tool: T, input: AiToolRequest<T>, grounding: AiToolResult<T>): Promise<AiToolAnswer<T>> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: `${SYSTEM_PROMPT} ${TOOL_INSTRUCTIONS[tool]}` },
            { role: 'user', content: JSON.stringify({ tool, input, grounding }) },
          ],
          response_format: { type: 'json_schema', json_schema: { name: tool.replace(/-/g, '_'), schema: ANSWER_JSON_SCHEMAS[tool], strict: false } },
        });
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
      const result = AI_TOOL_SCHEMAS[tool].answer.safeParse(normalise(tool, parsed));
      if (!result.success) throw new ModelFailure('malformed', `the answer does not match the schema (${result.error.issues[0]?.path.join('.') || 'root'})`);
      return result.data as AiToolAnswer<T>;
    },
  };
}

/** The model engine when OPENAI_API_KEY or OPENAI_BASE_URL is set, otherwise none (the built-in engine answers alone). */
export function modelEngineFromConfig(config: AiModelConfig | null): ModelEngine | null {
  return config ? createModelEngine(config) : null;
}

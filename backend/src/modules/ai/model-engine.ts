import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { AI_TOOL_SCHEMAS, type AiTool, type AiToolAnswer, type AiToolRequest, type AiToolResult } from '#shared/schemas/ai-schemas.ts';
import type { AiModelConfig } from '../../config.ts';
import { ModelFailure, type ModelEngine } from './ai-engine.ts';

const SYSTEM_PROMPT = [
  "You are a senior hardware manufacturing engineer answering for HardwareHub, a platform for hardware founders.",
  'Answer only with one JSON object that follows the given JSON schema: no prose around it, no Markdown.',
  "The user message holds the member's input and the figures of HardwareHub's built-in engineering cost model (the grounding).",
  'Use the grounding as your reference: keep its figures unless you have a concrete engineering reason to change them, and then say why in the text.',
  'Money is in US dollars. Be specific and concise, in the tone of a professional engineering review. Do not invent suppliers or part numbers.',
].join(' ');

/** What each field means, per tool (001 §3). */
const TOOL_INSTRUCTIONS: Record<AiTool, string> = {
  'design-recommendations':
    'Give design recommendations for the specification: recommendations is a list of 4-8 specific actions; rationale says which parts of the specification they address; materialSuggestions, manufacturingConsiderations and optimizationOpportunities are short paragraphs.',
  'manufacturing-feasibility':
    'Judge the manufacturing feasibility of the design with the chosen method at the volume: feasibility is high, medium or low; concerns, suggestions and alternativeMethods are lists of short sentences (alternativeMethods names processes).',
  'cost-estimation':
    'Estimate the unit cost: estimatedCostRange is a text like "$14.20 - $19.80 per unit at 1,000 units"; breakdownByCategory maps a cost category to US dollars per unit at the requested volume; volumeDiscountThresholds maps a quantity (as text) to the unit cost in US dollars from that quantity on; costOptimizationSuggestions is a list.',
  'quick-prototype-cost':
    'Estimate the cost of building the prototypes: minCost and maxCost are whole US dollars for the whole quantity; confidenceLevel is high, medium or low; timeEstimate is a text like "3-5 weeks"; costFactors and recommendations are lists.',
};

/** The JSON schema a tool's answer must follow, from the same zod schema that validates it. */
function jsonSchemaFor(tool: AiTool): Record<string, unknown> {
  return z.toJSONSchema(AI_TOOL_SCHEMAS[tool].answer, { target: 'draft-7', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** Harmless slips a model makes with numbers and text, put right before validation. */
function normalise(tool: AiTool, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const answer = { ...(value as Record<string, unknown>) };
  for (const [key, field] of Object.entries(answer)) if (typeof field === 'string') answer[key] = field.trim();
  if (tool === 'quick-prototype-cost' && typeof answer.minCost === 'number' && typeof answer.maxCost === 'number') {
    const [low, high] = [Math.round(answer.minCost), Math.round(answer.maxCost)].sort((a, b) => a - b);
    answer.minCost = low;
    answer.maxCost = high;
  }
  for (const key of ['confidenceLevel', 'feasibility']) if (typeof answer[key] === 'string') answer[key] = (answer[key] as string).toLowerCase();
  return answer;
}

/**
 * The model path: any OpenAI-compatible server (OpenAI, Azure's compatible endpoint, Ollama, vLLM,
 * LM Studio) through the Chat Completions API, which they all speak, with a JSON-schema response format.
 * The answer is validated with the tool's zod schema; anything unusable is a ModelFailure, whose
 * message is for the server log only (SDK errors can carry the URL).
 */
export function createModelEngine(config: AiModelConfig): ModelEngine {
  const client = new OpenAI({
    // Local servers (Ollama, vLLM) need no key, but the SDK wants one.
    apiKey: config.apiKey ?? 'not-needed',
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });

  return {
    model: config.model,
    async answer<T extends AiTool>(tool: T, input: AiToolRequest<T>, grounding: AiToolResult<T>): Promise<AiToolAnswer<T>> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: config.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: `${SYSTEM_PROMPT} ${TOOL_INSTRUCTIONS[tool]}` },
            { role: 'user', content: JSON.stringify({ tool, input, grounding }) },
          ],
          response_format: { type: 'json_schema', json_schema: { name: tool.replace(/-/g, '_'), schema: jsonSchemaFor(tool), strict: false } },
        });
      } catch (error) {
        if (error instanceof APIConnectionTimeoutError) throw new ModelFailure('timeout', `no answer within ${config.timeoutMs} ms`);
        const status = error instanceof APIError ? error.status : undefined;
        throw new ModelFailure('unavailable', status ? `HTTP ${status}` : error instanceof Error ? error.name : 'request failed');
      }
      const choice = completion.choices[0];
      if (!choice) throw new ModelFailure('malformed', 'no choices');
      if (choice.message.refusal || choice.finish_reason === 'content_filter') throw new ModelFailure('refusal', 'the model refused');
      if (choice.finish_reason === 'length') throw new ModelFailure('malformed', 'the answer was cut off (length)');
      const content = choice.message.content;
      if (!content) throw new ModelFailure('malformed', 'empty answer');
      let parsed: unknown;
      try {
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

export function modelEngineFromConfig(config: AiModelConfig | null): ModelEngine | null {
  return config ? createModelEngine(config) : null;
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AI_TOOL_SCHEMAS,
  AI_TOOLS,
  costEstimationRequestSchema,
  costEstimationResultSchema,
  designRecommendationsRequestSchema,
  designRecommendationsResultSchema,
  feasibilityRequestSchema,
  feasibilityResultSchema,
  quickPrototypeRequestSchema,
  quickPrototypeResultSchema,
} from '#shared/schemas/ai-schemas.ts';
import { FakeOpenAI } from '../../test-support/fake-openai.ts';
import { ModelFailure, type ModelEngine } from './ai-engine.ts';
import { answerJsonSchema, createModelEngine, modelEngineFromConfig } from './model-engine.ts';

// Hand-written inputs and groundings (parsed with the real schemas), so these tests do not move with the built-in engine's tables.
const design = designRecommendationsRequestSchema.parse({ specifications: 'Handheld LoRa tracker with a LiPo battery' });
const designGrounding = designRecommendationsResultSchema.parse({
  recommendations: ['Add a battery protection circuit'], rationale: 'A LiPo cell is mentioned', materialSuggestions: 'PC/ABS enclosure',
  manufacturingConsiderations: 'Buy a certified battery pack', optimizationOpportunities: 'Duty-cycle the radio',
  topics: [{ topic: 'battery', advice: ['Protect the cell'] }],
});
const feasibility = feasibilityRequestSchema.parse({ designDescription: 'ABS enclosure 120 x 80 x 30 mm', manufacturingMethod: 'injection_molding', volume: 50 });
const feasibilityGrounding = feasibilityResultSchema.parse({
  feasibility: 'low', concerns: ['Tooling does not pay back at 50 units'], suggestions: ['Print the first batch'], alternativeMethods: ['3D printing (SLS nylon)'],
  score: 31, methodComparison: [{ method: 'injection_molding', unitCost: 2.4, toolingCost: 8500, leadTimeWeeks: 6 }, { method: 'sls_printing', unitCost: 38, toolingCost: 0, leadTimeWeeks: 1 }],
});
const cost = costEstimationRequestSchema.parse({ designDetails: 'Bracket 60 x 40 x 10 mm', materials: ['aluminum_6061'], manufacturingMethod: 'cnc_machining', volume: 200 });
const costGrounding = costEstimationResultSchema.parse({
  estimatedCostRange: '$21.40 - $27.90 per unit at 200 units', breakdownByCategory: { Materials: 1.35, Machining: 19.8, Setup: 2.1 },
  volumeDiscountThresholds: { '500': 19.1, '1000': 17.6 }, costOptimizationSuggestions: ['Open up non-critical tolerances'],
  unitCostLow: 21.4, unitCostHigh: 27.9, toolingCost: 420, confidenceLevel: 'medium', volumeCurve: [{ volume: 200, unitCost: 24.65 }, { volume: 1000, unitCost: 17.6 }], assumptions: ['3-axis machining'],
});
const quick = quickPrototypeRequestSchema.parse({ productType: 'IoT node', components: 'ESP32, BME280, LiPo', complexity: 5, quantity: 3 });
const quickGrounding = quickPrototypeResultSchema.parse({
  minCost: 1180, maxCost: 2050, confidenceLevel: 'medium', timeEstimate: '3-5 weeks', costFactors: ['Engineering time'], recommendations: ['Start from dev boards'],
  breakdown: { Engineering: 900, Parts: 415, PCB: 300 }, assumptions: ['Two PCB spins'],
});
const quickAnswer = { minCost: 1234.6, maxCost: 2100, confidenceLevel: 'Medium', timeEstimate: ' 3-5 weeks ', costFactors: ['Engineering', ' '], recommendations: ['Use dev boards'] };

type SentRequest = {
  model: string;
  temperature: number;
  messages: Array<{ role: string; content: string }>;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
};

/** The model path with the real `openai` SDK against a local server that speaks the Chat Completions API. */
describe('model engine (OpenAI-compatible server)', () => {
  const openai = new FakeOpenAI();
  let engine: ModelEngine;
  const sent = () => openai.requests.at(-1) as SentRequest;
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ModelFailure);
    return error as ModelFailure;
  };

  beforeAll(async () => {
    await openai.start();
    // Generous: only the timeout test below needs a short one, so a busy machine fails nothing else.
    engine = createModelEngine({ apiKey: null, baseURL: openai.url, model: 'test-model', timeoutMs: 20_000, maxRetries: 0 });
  });
  beforeEach(() => {
    openai.reset();
    openai.requests.length = 0;
  });
  afterAll(async () => {
    await openai.close();
  });

  it('asks for each tool with the model, a JSON schema and the built-in figures as grounding, and returns the answer', async () => {
    const designAnswer = { recommendations: ['Protect the cell'], rationale: 'Battery mentioned', materialSuggestions: 'PC/ABS', manufacturingConsiderations: 'Buy a pack', optimizationOpportunities: 'Sleep more' };
    openai.answer(() => designAnswer);
    expect(await engine.answer('design-recommendations', design, designGrounding)).toEqual(designAnswer);
    expect(sent().response_format.json_schema.name).toBe('design_recommendations');

    openai.answer(() => ({ feasibility: 'LOW', concerns: ['Tooling'], suggestions: ['Print first'], alternativeMethods: ['3D printing (FDM)'] }));
    expect(await engine.answer('manufacturing-feasibility', feasibility, feasibilityGrounding)).toEqual({
      feasibility: 'low', concerns: ['Tooling'], suggestions: ['Print first'], alternativeMethods: ['3D printing (FDM)'],
    });
    const request = sent();
    expect(request.model).toBe('test-model');
    expect(request.temperature).toBe(0.2);
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'manufacturing_feasibility', strict: false } });
    expect(request.response_format.json_schema.schema.required).toEqual(['feasibility', 'concerns', 'suggestions', 'alternativeMethods']);
    expect(request.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request.messages[0]!.content).toMatch(/senior hardware manufacturing engineer.*JSON/);
    const user = JSON.parse(request.messages[1]!.content) as { tool: string; input: unknown; grounding: unknown };
    expect(user).toEqual({ tool: 'manufacturing-feasibility', input: feasibility, grounding: feasibilityGrounding });

    openai.answer(() => ({ estimatedCostRange: '$20 - $28 per unit at 200 units', breakdownByCategory: { Materials: 1.2, Machining: 18 }, volumeDiscountThresholds: { '500': 19.5 }, costOptimizationSuggestions: ['Open up tolerances'] }));
    expect(await engine.answer('cost-estimation', cost, costGrounding)).toMatchObject({ breakdownByCategory: { Materials: 1.2, Machining: 18 }, volumeDiscountThresholds: { '500': 19.5 } });
    expect(sent().messages[1]!.content).toContain('"volumeDiscountThresholds":{"500":19.1,"1000":17.6}');
    expect(sent().messages[0]!.content).toMatch(/volumeDiscountThresholds maps a quantity/);
    // A model's measurements go with the input, and the instructions say what they are.
    const fromModel = costEstimationRequestSchema.parse({ ...cost, geometry: { boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000 }, sourceFileName: 'bracket.step' });
    openai.answer(() => ({ estimatedCostRange: '$20 - $28 per unit at 200 units', breakdownByCategory: { Materials: 1.2 }, volumeDiscountThresholds: {}, costOptimizationSuggestions: [] }));
    await engine.answer('cost-estimation', fromModel, costGrounding);
    expect(sent().messages[1]!.content).toContain('"geometry":{"boundingBoxMm":{"x":120,"y":80,"z":35},"volumeMm3":60000,"surfaceAreaMm2":25000},"sourceFileName":"bracket.step"');
    expect(sent().messages[0]!.content).toMatch(/measured from the member's 3D model.*volumeMm3/);

    openai.answer(() => quickAnswer);
    // Harmless slips are put right rather than refused: whole dollars, lower-case levels, trimmed text, no blank items.
    expect(await engine.answer('quick-prototype-cost', quick, quickGrounding)).toEqual({
      minCost: 1235, maxCost: 2100, confidenceLevel: 'medium', timeEstimate: '3-5 weeks', costFactors: ['Engineering'], recommendations: ['Use dev boards'],
    });
    expect(sent().messages[1]!.content).toContain('"breakdown":{"Engineering":900,"Parts":415,"PCB":300}');
    expect(sent().messages[0]!.content).toMatch(/minCost and maxCost are whole US dollars for the whole quantity/);
  });

  it('sends a plain JSON schema that OpenAI-compatible servers accept, with maps as objects of numbers', () => {
    for (const tool of AI_TOOLS) {
      const schema = answerJsonSchema(tool);
      const text = JSON.stringify(schema);
      expect(text).not.toMatch(/\$schema|propertyNames|9007199254740991/);
      expect(schema).toMatchObject({ type: 'object', additionalProperties: false, required: Object.keys(AI_TOOL_SCHEMAS[tool].answer.shape) });
    }
    const cost = answerJsonSchema('cost-estimation') as { properties: Record<string, unknown> };
    expect(cost.properties.breakdownByCategory).toEqual({ type: 'object', additionalProperties: { type: 'number', minimum: 0 } });
    expect(cost.properties.volumeDiscountThresholds).toEqual({ type: 'object', additionalProperties: { type: 'number', minimum: 0 } });
    expect((answerJsonSchema('quick-prototype-cost') as { properties: Record<string, unknown> }).properties.minCost).toEqual({ type: 'integer', minimum: 0 });
  });

  it('swaps a reversed prototype range', async () => {
    openai.answer(() => ({ ...quickAnswer, minCost: 3000.2, maxCost: 1999.5 }));
    expect(await engine.answer('quick-prototype-cost', quick, quickGrounding)).toMatchObject({ minCost: 2000, maxCost: 3000 });
  });

  it('reports malformed JSON, an answer that misses the schema, an empty or cut-off answer as malformed', async () => {
    openai.raw('{"minCost": 12, "maxCost": ');
    expect((await failure(engine.answer('quick-prototype-cost', quick, quickGrounding))).kind).toBe('malformed');
    openai.answer(() => ({ ...quickAnswer, recommendations: undefined }));
    expect((await failure(engine.answer('quick-prototype-cost', quick, quickGrounding))).kind).toBe('malformed');
    openai.answer(() => ({ ...quickAnswer, confidenceLevel: 'certain' }));
    expect((await failure(engine.answer('quick-prototype-cost', quick, quickGrounding))).kind).toBe('malformed');
    openai.answer(() => [quickAnswer]);
    expect((await failure(engine.answer('quick-prototype-cost', quick, quickGrounding))).kind).toBe('malformed');
    openai.raw('');
    expect((await failure(engine.answer('quick-prototype-cost', quick, quickGrounding))).kind).toBe('malformed');
    openai.raw(JSON.stringify(quickAnswer), 'length');
    const cutOff = await failure(engine.answer('quick-prototype-cost', quick, quickGrounding));
    expect(cutOff.kind).toBe('malformed');
    expect(cutOff.message).toMatch(/cut off/);
    // A JSON answer wrapped in a Markdown fence (some local models do it) is still read.
    openai.raw(`\`\`\`json\n${JSON.stringify(quickAnswer)}\n\`\`\``);
    expect(await engine.answer('quick-prototype-cost', quick, quickGrounding)).toMatchObject({ maxCost: 2100 });
  });

  it('reports a refusal and a content filter stop as a refusal', async () => {
    openai.refuse("I can't help with that.");
    expect((await failure(engine.answer('quick-prototype-cost', quick, quickGrounding))).kind).toBe('refusal');
    openai.raw('', 'content_filter');
    expect((await failure(engine.answer('quick-prototype-cost', quick, quickGrounding))).kind).toBe('refusal');
  });

  it('reports a timeout within the configured time, retries included', async () => {
    const patient = createModelEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'test-model', timeoutMs: 200, maxRetries: 1 });
    // The server would answer long after the timeout, however slow the machine.
    openai.delay(10_000, () => quickAnswer).delay(10_000, () => quickAnswer);
    const started = performance.now();
    const error = await failure(patient.answer('quick-prototype-cost', quick, quickGrounding));
    const elapsed = performance.now() - started;
    expect(error.kind).toBe('timeout');
    expect(openai.requests).toHaveLength(2);
    // Both attempts waited their 200 ms (how much longer a busy machine takes is not this test's business).
    expect(elapsed).toBeGreaterThanOrEqual(390);
  });

  it('answers after a delay shorter than the timeout', async () => {
    openai.delay(50, () => quickAnswer);
    expect(await engine.answer('quick-prototype-cost', quick, quickGrounding)).toMatchObject({ minCost: 1235 });
  });

  it('reports a server error as unavailable after its retries, and succeeds when a retry does', async () => {
    const retrying = createModelEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'test-model', timeoutMs: 1000, maxRetries: 1 });
    openai.status(500).status(500);
    const error = await failure(retrying.answer('quick-prototype-cost', quick, quickGrounding));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('HTTP 500');
    expect(openai.requests).toHaveLength(2);

    openai.status(500).answer(() => quickAnswer);
    expect(await retrying.answer('quick-prototype-cost', quick, quickGrounding)).toMatchObject({ minCost: 1235 });
    expect(openai.requests).toHaveLength(4);
  });

  it('reports a refused key as unavailable without the key or the address in the message', async () => {
    const keyed = createModelEngine({ apiKey: 'sk-secret-123', baseURL: openai.url, model: 'test-model', timeoutMs: 1000, maxRetries: 1 });
    openai.status(401);
    const error = await failure(keyed.answer('quick-prototype-cost', quick, quickGrounding));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('HTTP 401');
    // The SDK does not retry a 401.
    expect(openai.requests).toHaveLength(1);
  });

  it('reports a server that cannot be reached as unavailable, without its address', async () => {
    // A port that was just free: nothing listens there.
    const spare = http.createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const { port } = spare.address() as AddressInfo;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
    const nowhere = createModelEngine({ apiKey: 'sk-secret-123', baseURL: `http://127.0.0.1:${port}/v1`, model: 'test-model', timeoutMs: 500, maxRetries: 0 });
    const error = await failure(nowhere.answer('quick-prototype-cost', quick, quickGrounding));
    expect(error.kind).toBe('unavailable');
    expect(error.message).not.toMatch(/127\.0\.0\.1|sk-secret/);
  });

  it('is built from the configuration only when a model server is configured', () => {
    expect(modelEngineFromConfig(null)).toBeNull();
    expect(modelEngineFromConfig({ apiKey: null, baseURL: openai.url, model: 'llama3.1', timeoutMs: 200, maxRetries: 0 })?.model).toBe('llama3.1');
  });
});

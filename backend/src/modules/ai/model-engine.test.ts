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
import { answerJsonSchema, createModelEngine, modelEngineFromConfig, takesTemperature } from './model-engine.ts';

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
  breakdown: [
    { category: 'Materials', unitCost: 1.35, basis: '0.13 kg of 6061 bar at $9.80/kg' },
    { category: 'Machining', unitCost: 19.8, basis: '16 min at $75/h 3-axis rate' },
    { category: 'Setup', unitCost: 2.1, basis: '$420 of setup and programming over 200 units' },
  ],
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
  temperature?: number;
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
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'manufacturing_feasibility', strict: true } });
    expect(request.response_format.json_schema.schema.required).toEqual(['feasibility', 'concerns', 'suggestions', 'alternativeMethods']);
    expect(request.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request.messages[0]!.content).toMatch(/senior hardware manufacturing engineer.*JSON/);
    const user = JSON.parse(request.messages[1]!.content) as { tool: string; input: unknown; grounding: unknown };
    expect(user).toEqual({ tool: 'manufacturing-feasibility', input: feasibility, grounding: feasibilityGrounding });

    // The model answers with lists (strict mode has no maps); the answer carries the public maps and the lines.
    const lines = [
      { category: 'Materials', unitCost: 1.2, basis: ' 0.12 kg of 6061 bar at $9.80/kg ' },
      { category: 'Machining', unitCost: 18, basis: '14.4 min at $75/h: the bores need one setup' },
    ];
    openai.answer(() => ({ estimatedCostRange: '$20 - $28 per unit at 200 units', breakdown: lines, volumeDiscounts: [{ quantity: 1000, unitCost: 17 }, { quantity: 500, unitCost: 19.5 }], costOptimizationSuggestions: ['Open up tolerances'] }));
    expect(await engine.answer('cost-estimation', cost, costGrounding)).toEqual({
      estimatedCostRange: '$20 - $28 per unit at 200 units',
      breakdownByCategory: { Materials: 1.2, Machining: 18 },
      volumeDiscountThresholds: { '500': 19.5, '1000': 17 },
      costOptimizationSuggestions: ['Open up tolerances'],
      breakdown: [{ ...lines[0], basis: '0.12 kg of 6061 bar at $9.80/kg' }, lines[1]],
    });
    // The grounding speaks the answer's shape: lines with their basis, discounts as a list.
    const groundingSent = (JSON.parse(sent().messages[1]!.content) as { grounding: Record<string, unknown> }).grounding;
    expect(groundingSent).toMatchObject({ breakdown: costGrounding.breakdown, volumeDiscounts: [{ quantity: 500, unitCost: 19.1 }, { quantity: 1000, unitCost: 17.6 }] });
    expect(groundingSent).not.toHaveProperty('breakdownByCategory');
    expect(groundingSent).not.toHaveProperty('volumeDiscountThresholds');
    expect(sent().messages[0]!.content).toMatch(/breakdown is the list of the unit cost's lines.*basis.*volumeDiscounts is a list of \{ quantity, unitCost \}/);
    // A model's measurements go with the input, and the instructions say what they are.
    const fromModel = costEstimationRequestSchema.parse({ ...cost, geometry: { boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000 }, sourceFileName: 'bracket.step' });
    openai.answer(() => ({ estimatedCostRange: '$20 - $28 per unit at 200 units', breakdown: [{ category: 'Materials', unitCost: 1.2, basis: 'bar stock' }], volumeDiscounts: [], costOptimizationSuggestions: [] }));
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

  it('sends a JSON schema strict mode takes: every object closed, every property required, no maps', () => {
    const objects = (node: unknown): Array<Record<string, unknown>> => {
      if (typeof node !== 'object' || node === null) return [];
      const children = Object.values(node).flatMap(objects);
      return (node as { type?: unknown }).type === 'object' ? [node as Record<string, unknown>, ...children] : children;
    };
    for (const tool of AI_TOOLS) {
      const schema = answerJsonSchema(tool);
      expect(JSON.stringify(schema)).not.toMatch(/\$schema|propertyNames|9007199254740991|"default"/);
      expect(schema.type).toBe('object');
      for (const object of objects(schema)) {
        expect(object.additionalProperties, tool).toBe(false);
        expect(object.required, tool).toEqual(Object.keys(object.properties as object));
      }
    }
    // The answers other than the cost estimate are asked for as they are.
    expect(answerJsonSchema('manufacturing-feasibility').required).toEqual(Object.keys(AI_TOOL_SCHEMAS['manufacturing-feasibility'].answer.shape));
    const cost = answerJsonSchema('cost-estimation') as { required: string[]; properties: Record<string, unknown> };
    expect(cost.required).toEqual(['estimatedCostRange', 'breakdown', 'volumeDiscounts', 'costOptimizationSuggestions']);
    expect(cost.properties.breakdown).toEqual({
      type: 'array',
      items: { type: 'object', properties: { category: { type: 'string' }, unitCost: { type: 'number', minimum: 0 }, basis: { type: 'string' } }, required: ['category', 'unitCost', 'basis'], additionalProperties: false },
    });
    expect(cost.properties.volumeDiscounts).toEqual({
      type: 'array',
      items: { type: 'object', properties: { quantity: { type: 'integer', minimum: 1 }, unitCost: { type: 'number', minimum: 0 } }, required: ['quantity', 'unitCost'], additionalProperties: false },
    });
    expect((answerJsonSchema('quick-prototype-cost') as { properties: Record<string, unknown> }).properties.minCost).toEqual({ type: 'integer', minimum: 0 });
  });

  it('keeps the built-in lines when the model leaves a list empty, and merges a category named twice', async () => {
    openai.answer(() => ({
      estimatedCostRange: '$22 - $28 per unit at 200 units',
      breakdown: [{ category: 'Machining', unitCost: 15, basis: 'roughing' }, { category: 'Machining', unitCost: 4, basis: 'finishing the bores' }, { category: 'Materials', unitCost: 1.3, basis: 'bar' }],
      volumeDiscounts: [],
      costOptimizationSuggestions: [],
    }));
    const merged = await engine.answer('cost-estimation', cost, costGrounding);
    expect(merged.breakdownByCategory).toEqual({ Machining: 19, Materials: 1.3 });
    expect(merged.breakdown![0]).toEqual({ category: 'Machining', unitCost: 19, basis: 'roughing; finishing the bores' });
    expect(merged.volumeDiscountThresholds).toEqual(costGrounding.volumeDiscountThresholds);

    // A grounding without lines (an estimate from before they existed) is sent as lines from its map.
    const mapOnly = costEstimationResultSchema.parse({ ...costGrounding, breakdown: undefined });
    openai.answer(() => ({ estimatedCostRange: '$21 - $28 per unit at 200 units', breakdown: [], volumeDiscounts: [{ quantity: 500, unitCost: 19 }], costOptimizationSuggestions: [] }));
    const kept = await engine.answer('cost-estimation', cost, mapOnly);
    expect(kept.breakdownByCategory).toEqual(costGrounding.breakdownByCategory);
    expect(kept.volumeDiscountThresholds).toEqual({ '500': 19 });
    expect((JSON.parse(sent().messages[1]!.content) as { grounding: { breakdown: unknown[] } }).grounding.breakdown).toHaveLength(3);
  });

  it("sends no temperature to reasoning models, which take only the default", async () => {
    expect(['o1', 'o3-mini', 'o4-mini', 'gpt-5', 'gpt-5-mini', 'openai/o3'].filter(takesTemperature)).toEqual([]);
    expect(['gpt-4.1-mini', 'gpt-4o', 'llama3.1', 'qwen2.5:14b', 'olmo2'].every(takesTemperature)).toBe(true);
    const reasoning = createModelEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'o4-mini', timeoutMs: 20_000, maxRetries: 0 });
    openai.answer(() => quickAnswer);
    expect(await reasoning.answer('quick-prototype-cost', quick, quickGrounding)).toMatchObject({ minCost: 1235 });
    expect(openai.requests).toHaveLength(1);
    expect(sent()).not.toHaveProperty('temperature');
  });

  it('retries at once without the temperature when a server refuses it, and remembers that for the model', async () => {
    // A deployment name that says nothing about the model behind it.
    openai.refusesTemperature = /^reasoner-deployment$/;
    try {
      const deployment = createModelEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'reasoner-deployment', timeoutMs: 20_000, maxRetries: 0 });
      openai.answer(() => quickAnswer).answer(() => quickAnswer);
      expect(await deployment.answer('quick-prototype-cost', quick, quickGrounding)).toMatchObject({ minCost: 1235 });
      expect(openai.requests.map((request) => request.temperature)).toEqual([0.2, undefined]);
      expect(await deployment.answer('quick-prototype-cost', quick, quickGrounding)).toMatchObject({ minCost: 1235 });
      expect(openai.requests.map((request) => request.temperature)).toEqual([0.2, undefined, undefined]);
      // Another 400 is a failure like any other, not a reason to retry.
      openai.status(400);
      expect((await failure(engine.answer('quick-prototype-cost', quick, quickGrounding))).message).toBe('HTTP 400');
      expect(openai.requests).toHaveLength(4);
    } finally {
      openai.refusesTemperature = /^(o\d|gpt-5)/i;
    }
  });

  it('is checked by a server that refuses what strict mode refuses', async () => {
    // The fake server answers 400 as OpenAI does: the engine's schemas pass it (every test above), a map does not.
    const response = await fetch(`${openai.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'test-model', messages: [], response_format: { type: 'json_schema', json_schema: { name: 'map', strict: true, schema: { type: 'object', properties: { costs: { type: 'object', additionalProperties: { type: 'number' } } }, required: ['costs'], additionalProperties: false } } } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/Invalid schema for response_format 'map'.*'costs'.*additionalProperties/);
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

  it('reports a timeout after one request by default', async () => {
    const quickToGiveUp = createModelEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'test-model', timeoutMs: 200, maxRetries: 0 });
    openai.hang();
    expect((await failure(quickToGiveUp.answer('quick-prototype-cost', quick, quickGrounding))).kind).toBe('timeout');
    expect(openai.requests).toHaveLength(1);
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

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { costEstimationRequestSchema, feasibilityRequestSchema, quickPrototypeRequestSchema } from '#shared/schemas/ai-schemas.ts';
import { FakeOpenAI } from '../../test-support/fake-openai.ts';
import { ModelFailure, type ModelEngine } from './ai-engine.ts';
import { createBuiltinEngine } from './builtin/builtin-engine.ts';
import { createModelEngine } from './model-engine.ts';

const builtin = createBuiltinEngine();
const design = { specifications: 'Handheld LoRa tracker with a LiPo battery', projectContext: null, constraints: null };
const feasibility = feasibilityRequestSchema.parse({ designDescription: 'ABS enclosure 120 x 80 x 30 mm', manufacturingMethod: 'injection_molding', volume: 50 });
const cost = costEstimationRequestSchema.parse({ designDetails: 'Bracket 60 x 40 x 10 mm', materials: ['aluminum_6061'], manufacturingMethod: 'cnc_machining', volume: 200 });
const quick = quickPrototypeRequestSchema.parse({ productType: 'IoT node', components: 'ESP32, BME280, LiPo', complexity: 5, quantity: 3 });
const quickAnswer = { minCost: 1234.6, maxCost: 2100, confidenceLevel: 'Medium', timeEstimate: '3-5 weeks', costFactors: ['Engineering'], recommendations: ['Use dev boards'] };

/** The model path with the real `openai` SDK against a local server that speaks the Chat Completions API. */
describe('model engine (OpenAI-compatible server)', () => {
  const openai = new FakeOpenAI();
  let engine: ModelEngine;
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
    engine = createModelEngine({ apiKey: null, baseURL: openai.url, model: 'test-model', timeoutMs: 200, maxRetries: 0 });
  });
  beforeEach(() => {
    openai.reset();
    openai.requests.length = 0;
  });
  afterAll(async () => {
    await openai.close();
  });

  it('returns the answer for each tool, asked with the model, a JSON schema and the built-in figures as grounding', async () => {
    openai.answer(() => ({ recommendations: ['Protect the cell'], rationale: 'Battery mentioned', materialSuggestions: 'PC/ABS', manufacturingConsiderations: 'Buy a pack', optimizationOpportunities: 'Sleep more' }));
    expect(await engine.answer('design-recommendations', design, builtin.run('design-recommendations', design))).toMatchObject({ recommendations: ['Protect the cell'] });

    const grounding = builtin.run('manufacturing-feasibility', feasibility);
    openai.answer(() => ({ feasibility: 'LOW', concerns: ['Tooling'], suggestions: ['Print first'], alternativeMethods: ['3D printing (FDM)'] }));
    expect(await engine.answer('manufacturing-feasibility', feasibility, grounding)).toEqual({ feasibility: 'low', concerns: ['Tooling'], suggestions: ['Print first'], alternativeMethods: ['3D printing (FDM)'] });
    const request = openai.requests.at(-1)! as { model: string; response_format: { type: string; json_schema: { name: string; schema: { properties: Record<string, unknown>; required: string[] } } }; messages: Array<{ role: string; content: string }> };
    expect(request.model).toBe('test-model');
    expect(request.response_format.type).toBe('json_schema');
    expect(request.response_format.json_schema.name).toBe('manufacturing_feasibility');
    expect(request.response_format.json_schema.schema.required).toEqual(expect.arrayContaining(['feasibility', 'concerns', 'suggestions', 'alternativeMethods']));
    const user = JSON.parse(request.messages.find((message) => message.role === 'user')!.content) as { input: unknown; grounding: { score: number } };
    expect(user.input).toEqual(feasibility);
    expect(user.grounding.score).toBe(grounding.score);

    openai.answer(() => ({ estimatedCostRange: '$20 - $28 per unit at 200 units', breakdownByCategory: { Materials: 1.2, Machining: 18 }, volumeDiscountThresholds: { '500': 19.5 }, costOptimizationSuggestions: ['Open up tolerances'] }));
    expect(await engine.answer('cost-estimation', cost, builtin.run('cost-estimation', cost))).toMatchObject({ volumeDiscountThresholds: { '500': 19.5 } });
    const costSchema = (openai.requests.at(-1) as { response_format: { json_schema: { schema: { properties: { breakdownByCategory: { type: string; additionalProperties: unknown } } } } } }).response_format.json_schema.schema;
    expect(costSchema.properties.breakdownByCategory).toMatchObject({ type: 'object', additionalProperties: { type: 'number' } });

    openai.answer(() => quickAnswer);
    // Whole dollars and lower-case levels are put right rather than refused.
    expect(await engine.answer('quick-prototype-cost', quick, builtin.run('quick-prototype-cost', quick))).toMatchObject({ minCost: 1235, maxCost: 2100, confidenceLevel: 'medium' });
  });

  it('reports malformed JSON and answers that miss the schema as malformed', async () => {
    const grounding = builtin.run('quick-prototype-cost', quick);
    openai.raw('{"minCost": 12, "maxCost": ');
    expect((await failure(engine.answer('quick-prototype-cost', quick, grounding))).kind).toBe('malformed');
    openai.answer(() => ({ ...quickAnswer, recommendations: undefined }));
    expect((await failure(engine.answer('quick-prototype-cost', quick, grounding))).kind).toBe('malformed');
    openai.raw('');
    expect((await failure(engine.answer('quick-prototype-cost', quick, grounding))).kind).toBe('malformed');
    // A JSON answer wrapped in a Markdown fence is still read.
    openai.raw(`\`\`\`json\n${JSON.stringify(quickAnswer)}\n\`\`\``);
    expect(await engine.answer('quick-prototype-cost', quick, grounding)).toMatchObject({ maxCost: 2100 });
  });

  it('reports a refusal', async () => {
    openai.refuse("I can't help with that.");
    expect((await failure(engine.answer('quick-prototype-cost', quick, builtin.run('quick-prototype-cost', quick)))).kind).toBe('refusal');
  });

  it('reports a timeout within the configured time, retries included', async () => {
    const patient = createModelEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'test-model', timeoutMs: 150, maxRetries: 1 });
    openai.delay(1000).delay(1000);
    const started = performance.now();
    const error = await failure(patient.answer('quick-prototype-cost', quick, builtin.run('quick-prototype-cost', quick)));
    expect(error.kind).toBe('timeout');
    expect(openai.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it('reports a server error as unavailable after its retries, and succeeds when a retry does', async () => {
    const retrying = createModelEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'test-model', timeoutMs: 2000, maxRetries: 1 });
    openai.status(500).status(500);
    const error = await failure(retrying.answer('quick-prototype-cost', quick, builtin.run('quick-prototype-cost', quick)));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('HTTP 500');
    expect(openai.requests).toHaveLength(2);

    openai.status(500).answer(() => quickAnswer);
    expect(await retrying.answer('quick-prototype-cost', quick, builtin.run('quick-prototype-cost', quick))).toMatchObject({ minCost: 1235 });
    expect(openai.requests).toHaveLength(4);
  });

  it('reports a server that cannot be reached as unavailable', async () => {
    const nowhere = createModelEngine({ apiKey: null, baseURL: 'http://127.0.0.1:9/v1', model: 'test-model', timeoutMs: 500, maxRetries: 0 });
    expect((await failure(nowhere.answer('quick-prototype-cost', quick, builtin.run('quick-prototype-cost', quick)))).kind).toBe('unavailable');
  });
});

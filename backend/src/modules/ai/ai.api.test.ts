import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  aiRunSchema,
  aiRunSummarySchema,
  costEstimationResponseSchema,
  designRecommendationsResponseSchema,
  feasibilityResponseSchema,
  quickPrototypeResponseSchema,
} from '#shared/schemas/ai-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { FakeOpenAI } from '../../test-support/fake-openai.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const design = { specifications: 'Handheld LoRa tracker with a 2000 mAh LiPo battery in an IP67 enclosure, GPS and a BLE link to the phone', constraints: 'BOM under $40' };
const feasibility = { designDescription: 'ABS enclosure 120 x 80 x 30 mm, 2.5 mm walls, two snap-fit halves', manufacturingMethod: 'injection_molding', volume: 50 };
const cost = { designDetails: 'Motor bracket 60 x 40 x 10 mm with two ±0.05 mm bearing bores', materials: ['aluminum_6061'], manufacturingMethod: 'cnc_machining', volume: 200 };
const quick = { productType: 'IoT sensor node', components: 'ESP32-S3, BME280 sensor, 1000 mAh LiPo, USB-C charging, 3D-printed enclosure', complexity: 5, quantity: 5 };

describe('AI tools API (built-in engine)', () => {
  let server: TestServer;
  let founder: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    server = await startTestServer();
    founder = await signUp(server, 'entrepreneur', { fullName: 'Maya Founder' }, { verified: true });
    other = await signUp(server, 'entrepreneur', { fullName: 'Noah Other' }, { verified: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('needs a signed-in member', async () => {
    const anonymous = new TestClient(server.url);
    for (const path of ['design-recommendations', 'manufacturing-feasibility', 'cost-estimation', 'quick-prototype-cost']) {
      expect((await anonymous.post(`/api/ai/${path}`, {})).status).toBe(401);
    }
    expect((await anonymous.get('/api/ai/runs')).status).toBe(401);
  });

  it("answers the spec's required-field messages and range checks with 400", async () => {
    const cases: Array<[string, unknown, string]> = [
      ['design-recommendations', {}, AI_MESSAGES.missingSpecifications],
      ['design-recommendations', { specifications: '   ' }, AI_MESSAGES.missingSpecifications],
      ['manufacturing-feasibility', { designDescription: 'Enclosure', manufacturingMethod: 'injection_molding' }, AI_MESSAGES.requiredFields],
      ['manufacturing-feasibility', { designDescription: '', manufacturingMethod: 'injection_molding', volume: 10 }, AI_MESSAGES.requiredFields],
      ['manufacturing-feasibility', { designDescription: 'Enclosure', manufacturingMethod: 'welding', volume: 10 }, AI_MESSAGES.method],
      ['manufacturing-feasibility', { designDescription: 'Enclosure', manufacturingMethod: 'injection_molding', volume: 0 }, AI_MESSAGES.volume],
      ['cost-estimation', { ...cost, materials: [] }, AI_MESSAGES.requiredFields],
      ['cost-estimation', { ...cost, materials: ['unobtainium'] }, AI_MESSAGES.materials],
      ['cost-estimation', { ...cost, designDetails: undefined }, AI_MESSAGES.requiredFields],
      ['cost-estimation', { ...cost, geometry: { boundingBoxMm: { x: -1, y: 2, z: 3 }, volumeMm3: 5, surfaceAreaMm2: 6 } }, AI_MESSAGES.geometry],
      ['cost-estimation', { ...cost, geometry: 'big' }, AI_MESSAGES.geometry],
      ['quick-prototype-cost', { ...quick, productType: '' }, AI_MESSAGES.missingProductInfo],
      ['quick-prototype-cost', { ...quick, components: undefined }, AI_MESSAGES.missingProductInfo],
      ['quick-prototype-cost', { ...quick, complexity: 0 }, AI_MESSAGES.complexity],
      ['quick-prototype-cost', { ...quick, complexity: 11 }, AI_MESSAGES.complexity],
      ['quick-prototype-cost', { ...quick, complexity: 5.5 }, AI_MESSAGES.complexity],
      ['quick-prototype-cost', { ...quick, quantity: 0 }, AI_MESSAGES.quantity],
      ['quick-prototype-cost', { ...quick, quantity: '3' }, AI_MESSAGES.quantity],
    ];
    for (const [path, body, message] of cases) {
      const response = await founder.client.post(`/api/ai/${path}`, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.message).toBe(message);
    }
    // Nothing refused is kept.
    expect((await founder.client.get('/api/ai/runs')).body).toEqual([]);
  });

  it('answers every tool in its answer shape, saying the built-in engine wrote it', async () => {
    const designAnswer = await founder.client.post('/api/ai/design-recommendations', design);
    expect(designAnswer.status).toBe(200);
    const parsedDesign = designRecommendationsResponseSchema.parse(designAnswer.body);
    expect(parsedDesign).toMatchObject({ engine: 'builtin', model: null, note: null });
    expect(parsedDesign.recommendations.length).toBeGreaterThan(0);
    expect(parsedDesign.topics.map((topic) => topic.topic.toLowerCase()).join(' ')).toMatch(/battery/);

    const verdict = feasibilityResponseSchema.parse((await founder.client.post('/api/ai/manufacturing-feasibility', feasibility)).body);
    expect(verdict.feasibility).toBe('low');
    expect(verdict.alternativeMethods.join(' ')).toMatch(/printing|casting/i);

    const estimate = costEstimationResponseSchema.parse((await founder.client.post('/api/ai/cost-estimation', cost)).body);
    expect(estimate.unitCostLow).toBeLessThanOrEqual(estimate.unitCostHigh);
    expect(Object.keys(estimate.breakdownByCategory).length).toBeGreaterThan(2);
    expect(estimate.volumeCurve.length).toBeGreaterThan(3);


    const prototype = quickPrototypeResponseSchema.parse((await founder.client.post('/api/ai/quick-prototype-cost', quick)).body);
    expect(Number.isInteger(prototype.minCost) && Number.isInteger(prototype.maxCost)).toBe(true);
    expect(prototype.minCost).toBeLessThanOrEqual(prototype.maxCost);
  });

  it("costs from a 3D model's measurements, says so, and keeps them with the run", async () => {
    const modeller = await signUp(server, 'entrepreneur', { fullName: 'Kai Modeller' }, { verified: true });
    const geometry = { boundingBoxMm: { x: 120, y: 80, z: 35 }, volumeMm3: 60_000, surfaceAreaMm2: 25_000 };
    const fromText = costEstimationResponseSchema.parse((await modeller.client.post('/api/ai/cost-estimation', cost)).body);
    const fromModel = costEstimationResponseSchema.parse((await modeller.client.post('/api/ai/cost-estimation', { ...cost, geometry, sourceFileName: 'bracket.step' })).body);
    expect(fromModel.assumptions[0]).toMatch(/^Costed from the 3D model bracket\.step: 120\.0 × 80\.0 × 35\.0 mm bounding box/);
    expect(fromText.assumptions.join(' ')).not.toMatch(/3D model/);
    expect(fromModel.breakdownByCategory.Materials).not.toBe(fromText.breakdownByCategory.Materials);
    const kept = aiRunSchema.parse((await modeller.client.get(`/api/ai/runs/${fromModel.runId}`)).body);
    expect(kept.input).toMatchObject({ geometry, sourceFileName: 'bracket.step' });
  });

  it('gives the same figures for the same input', async () => {
    const strip = (answer: Record<string, unknown>) => Object.fromEntries(Object.entries(answer).filter(([key]) => key !== 'runId' && key !== 'createdAt'));
    const first = await founder.client.post('/api/ai/quick-prototype-cost', quick);
    const second = await founder.client.post('/api/ai/quick-prototype-cost', quick);
    expect(second.body.runId).not.toBe(first.body.runId);
    expect(strip(second.body)).toEqual(strip(first.body));
  });

  it("keeps runs in the member's history, reopens them, saves them to a project and shows them under its estimates", async () => {
    const runs = (await founder.client.get('/api/ai/runs')).body as unknown[];
    expect(runs.length).toBe(6);
    const summaries = runs.map((run) => aiRunSummarySchema.parse(run));
    expect(summaries[0]!.tool).toBe('quick-prototype-cost');
    expect(summaries.map((run) => run.tool)).toContain('manufacturing-feasibility');
    expect(summaries.find((run) => run.tool === 'manufacturing-feasibility')!.headline).toBe('Feasibility: low');
    const onlyCost = (await founder.client.get('/api/ai/runs?tool=cost-estimation')).body as Array<{ tool: string }>;
    expect(onlyCost.map((run) => run.tool)).toEqual(['cost-estimation']);
    expect((await founder.client.get('/api/ai/runs?tool=horoscope')).status).toBe(400);
    expect((await other.client.get('/api/ai/runs')).body).toEqual([]);

    const costRun = summaries.find((run) => run.tool === 'cost-estimation')!;
    const reopened = aiRunSchema.parse((await founder.client.get(`/api/ai/runs/${costRun.id}`)).body);
    expect(reopened.tool).toBe('cost-estimation');
    expect(reopened.input).toEqual(cost);
    expect((await other.client.get(`/api/ai/runs/${costRun.id}`)).status).toBe(404);
    expect((await founder.client.get('/api/ai/runs/0x1')).status).toBe(404);

    const project = (await founder.client.post('/api/projects', { name: 'Tracker', description: 'A LoRa asset tracker for pallets.', status: 'active' })).body as { id: number };
    const draft = (await other.client.post('/api/projects', { name: 'Hidden', description: 'A draft nobody else may see.', status: 'draft' })).body as { id: number };
    const othersActive = (await other.client.post('/api/projects', { name: 'Open one', description: 'An active project of someone else.', status: 'active' })).body as { id: number };

    expect((await founder.client.patch(`/api/ai/runs/${costRun.id}`, { projectId: othersActive.id })).status).toBe(404);
    expect((await other.client.patch(`/api/ai/runs/${costRun.id}`, { projectId: othersActive.id })).status).toBe(404);
    expect((await founder.client.patch(`/api/ai/runs/${costRun.id}`, { projectId: 'abc' })).status).toBe(400);
    const saved = await founder.client.patch(`/api/ai/runs/${costRun.id}`, { projectId: project.id });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: costRun.id, projectId: project.id, projectTitle: 'Tracker' });

    const estimates = (await founder.client.get(`/api/projects/${project.id}/estimates`)).body as Array<{ id: number }>;
    expect(estimates.map((run) => run.id)).toEqual([costRun.id]);
    // The owner's figures stay theirs: others get 403 on a project they can see, 404 on one they cannot.
    expect((await other.client.get(`/api/projects/${project.id}/estimates`)).status).toBe(403);
    expect((await founder.client.get(`/api/projects/${draft.id}/estimates`)).status).toBe(404);
    expect((await founder.client.get('/api/projects/999999/estimates')).status).toBe(404);

    expect((await founder.client.patch(`/api/ai/runs/${costRun.id}`, { projectId: null })).body.projectId).toBeNull();
    expect((await founder.client.get(`/api/projects/${project.id}/estimates`)).body).toEqual([]);

    expect((await other.client.delete(`/api/ai/runs/${costRun.id}`)).status).toBe(404);
    expect((await founder.client.delete(`/api/ai/runs/${costRun.id}`)).status).toBe(204);
    expect((await founder.client.get(`/api/ai/runs/${costRun.id}`)).status).toBe(404);
  });
});

describe('AI tools API: hourly allowance', () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with a clear message once the built-in allowance is used, per member', async () => {
    server = await startTestServer({ AI_BUILTIN_CALLS_PER_HOUR: '2' });
    const member = await signUp(server, 'entrepreneur', {}, { verified: true });
    const another = await signUp(server, 'designer', {}, { verified: true });
    expect((await member.client.post('/api/ai/quick-prototype-cost', quick)).status).toBe(200);
    expect((await member.client.post('/api/ai/design-recommendations', design)).status).toBe(200);
    const refused = await member.client.post('/api/ai/quick-prototype-cost', quick);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have used this hour's 2 AI tool requests\. Please try again in \d+ minutes?\.$/);
    expect((await another.client.post('/api/ai/quick-prototype-cost', quick)).status).toBe(200);
  });
});

describe('AI tools API: the model path (an OpenAI-compatible server)', () => {
  let server: TestServer;
  let openai: FakeOpenAI;
  let member: TestAccount;

  beforeAll(async () => {
    openai = new FakeOpenAI();
    await openai.start();
    server = await startTestServer({
      OPENAI_BASE_URL: openai.url,
      OPENAI_MODEL: 'hardware-test-model',
      // Long enough that a busy machine never times out an answering model; the timeout case never answers.
      OPENAI_TIMEOUT_MS: '3000',
      OPENAI_MAX_RETRIES: '0',
      AI_MODEL_CALLS_PER_HOUR: '8',
    });
    member = await signUp(server, 'entrepreneur', {}, { verified: true });
  });
  afterAll(async () => {
    await server?.close();
    await openai?.close();
  });

  it("uses the model's answer, grounded on the built-in figures, and says which model wrote it", async () => {
    openai.answer(() => ({
      feasibility: 'medium',
      concerns: ['Tooling cost is high for 50 units'],
      suggestions: ['Start with urethane casting'],
      alternativeMethods: ['Urethane (vacuum) casting'],
    }));
    const response = await member.client.post('/api/ai/manufacturing-feasibility', feasibility);
    expect(response.status).toBe(200);
    const body = feasibilityResponseSchema.parse(response.body);
    expect(body).toMatchObject({ engine: 'model', model: 'hardware-test-model', note: null, feasibility: 'medium', concerns: ['Tooling cost is high for 50 units'] });
    // The built-in comparison behind the chart stays.
    expect(body.methodComparison.length).toBeGreaterThan(1);
    const sent = JSON.stringify(openai.requests.at(-1));
    expect(sent).toContain('hardware-test-model');
    expect(sent).toContain('methodComparison');
    const run = aiRunSchema.parse((await member.client.get(`/api/ai/runs/${body.runId}`)).body);
    expect(run).toMatchObject({ engine: 'model', model: 'hardware-test-model' });
  });

  it('falls back to the built-in engine with a visible note when the model answers badly, refuses, times out or fails', async () => {
    const cases: Array<[string, () => void, RegExp]> = [
      ['malformed', () => openai.raw('{"minCost": 12, "maxCost": '), /could not be read/],
      ['wrong shape', () => openai.answer(() => ({ minCost: 'cheap' })), /could not be read/],
      ['refusal', () => openai.refuse('I cannot help with that.'), /declined to answer/],
      ['timeout', () => openai.delay(60_000), /did not answer in time/],
      ['500', () => openai.status(500), /could not be reached/],
    ];
    for (const [name, script, note] of cases) {
      script();
      const response = await member.client.post('/api/ai/quick-prototype-cost', quick);
      expect(response.status, name).toBe(200);
      const body = quickPrototypeResponseSchema.parse(response.body);
      expect(body.engine, name).toBe('builtin');
      expect(body.model, name).toBeNull();
      expect(body.note, name).toMatch(note);
    }
    expect(server.logs.join('\n')).toMatch(/model hardware-test-model failed \(timeout\)/);
  });

  it("answers a cost estimate from the model's lists with the public answer's maps and the lines with their basis", async () => {
    openai.answer((body) => {
      // What the model is asked for has lists where the answer has maps, and the grounding speaks the same shape.
      const { grounding } = JSON.parse((body.messages as Array<{ content: string }>)[1]!.content) as { grounding: Record<string, unknown> };
      expect(grounding).toHaveProperty('volumeDiscounts');
      expect(grounding).not.toHaveProperty('breakdownByCategory');
      return {
        estimatedCostRange: '$24 - $31 per unit at 200 units',
        breakdown: [{ category: 'Materials', unitCost: 2.5, basis: '0.14 kg of 6061 bar' }, { category: 'Machining', unitCost: 22, basis: '18 min at $75/h' }],
        volumeDiscounts: [{ quantity: 500, unitCost: 21 }],
        costOptimizationSuggestions: ['Open up non-critical tolerances'],
      };
    });
    const estimate = costEstimationResponseSchema.parse((await member.client.post('/api/ai/cost-estimation', cost)).body);
    expect(estimate).toMatchObject({
      engine: 'model',
      breakdownByCategory: { Materials: 2.5, Machining: 22 },
      volumeDiscountThresholds: { '500': 21 },
      breakdown: [{ category: 'Materials', unitCost: 2.5, basis: '0.14 kg of 6061 bar' }, { category: 'Machining', unitCost: 22, basis: '18 min at $75/h' }],
    });
    expect(openai.requests.at(-1)).toMatchObject({ temperature: 0.2, response_format: { json_schema: { name: 'cost_estimation', strict: true } } });
  });

  it('limits model calls per member per hour with a 429', async () => {
    const busy = await signUp(server, 'entrepreneur', {}, { verified: true });
    const answer = { minCost: 100, maxCost: 200, confidenceLevel: 'medium', timeEstimate: '2-3 weeks', costFactors: ['PCB'], recommendations: ['Panelise'] };
    for (let call = 0; call < 8; call += 1) {
      openai.answer(() => answer);
      expect((await busy.client.post('/api/ai/quick-prototype-cost', quick)).body.engine).toBe('model');
    }
    const refused = await busy.client.post('/api/ai/quick-prototype-cost', quick);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have used this hour's 8 AI model requests\. Please try again in \d+ minutes?\.$/);
  });
});

describe('AI tools API: a failing model', () => {
  let server: TestServer;
  let openai: FakeOpenAI;
  const prototypeAnswer = { minCost: 100, maxCost: 200, confidenceLevel: 'medium', timeEstimate: '2-3 weeks', costFactors: ['PCB'], recommendations: ['Panelise'] };

  beforeAll(async () => {
    openai = new FakeOpenAI();
    await openai.start();
    // OPENAI_MAX_RETRIES left at its default; the timeout short, yet long for a local server that answers.
    server = await startTestServer({ OPENAI_BASE_URL: openai.url, OPENAI_TIMEOUT_MS: '1500', AI_MODEL_CALLS_PER_HOUR: '3', AI_BUILTIN_CALLS_PER_HOUR: '6' });
  });
  afterAll(async () => {
    await server?.close();
    await openai?.close();
  });

  it('answers with the built-in figures after a single request to a model that never answers', async () => {
    const member = await signUp(server, 'entrepreneur', {}, { verified: true });
    openai.requests.length = 0;
    openai.hang();
    const response = await member.client.post('/api/ai/quick-prototype-cost', quick);
    expect(response.status).toBe(200);
    expect(quickPrototypeResponseSchema.parse(response.body)).toMatchObject({ engine: 'builtin', model: null, note: expect.stringMatching(/did not answer in time/) });
    // No retry: one wait of OPENAI_TIMEOUT_MS, not two.
    expect(openai.requests).toHaveLength(1);
  });

  it("does not use up the member's model allowance, and counts each fallback against the built-in one", async () => {
    const member = await signUp(server, 'entrepreneur', {}, { verified: true });
    openai.requests.length = 0;
    // Five failures on an allowance of three model calls: all answered.
    for (let call = 0; call < 5; call += 1) {
      openai.status(503);
      const response = await member.client.post('/api/ai/quick-prototype-cost', quick);
      expect(response.status, `call ${call + 1}`).toBe(200);
      expect(response.body).toMatchObject({ engine: 'builtin', note: expect.stringMatching(/could not be reached/) });
    }
    expect(openai.requests).toHaveLength(5);
    // The model is back, and the member still has model calls.
    openai.answer(() => prototypeAnswer);
    expect((await member.client.post('/api/ai/quick-prototype-cost', quick)).body).toMatchObject({ engine: 'model', minCost: 100 });
    // The sixth fallback fills the built-in allowance of six and is still answered; the next call is refused.
    openai.status(503);
    expect((await member.client.post('/api/ai/quick-prototype-cost', quick)).body.engine).toBe('builtin');
    const refused = await member.client.post('/api/ai/quick-prototype-cost', quick);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have used this hour's 6 AI tool requests\. Please try again in \d+ minutes?\.$/);
    expect(openai.requests).toHaveLength(7);
  });
});

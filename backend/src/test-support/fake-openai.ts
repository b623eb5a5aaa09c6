import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the part of the OpenAI API the model engine uses
 * (`POST /v1/chat/completions` with the real response shape, and `POST /v1/responses` minimally),
 * for the real `openai` SDK through OPENAI_BASE_URL.
 *
 *   const openai = new FakeOpenAI();
 *   await openai.start();                   // then OPENAI_BASE_URL = openai.url ('http://127.0.0.1:<port>/v1')
 *   openai.status(500).answer(() => ({ minCost: 100 }));   // first call fails, the retry succeeds
 *   ...
 *   openai.requests.at(-1)                  // the parsed body of the last request
 *   await openai.close();
 *
 * Each request takes the next scripted behaviour from a queue (each method adds one and returns `this`):
 * - `answer(fn)`: a completion whose content is `JSON.stringify(fn(requestBody))`;
 * - `raw(content, finishReason = 'stop')`: a completion with exactly this content (malformed JSON, for
 *   example), and optionally another finish_reason ('length', 'content_filter');
 * - `refuse(text)`: a completion with `message.refusal` and no content;
 * - `delay(ms, fn?)`: waits, then answers as `answer(fn)` (default `{}`), unless the client gave up first;
 * - `hang()`: never answers (until the client gives up or the server closes);
 * - `status(code)`: an OpenAI-style error body with that HTTP status.
 * With nothing scripted it answers 500, so an unexpected call shows. `reset()` empties the queue.
 * Every request body is kept in `requests` (a test may clear it with `requests.length = 0`).
 *
 * Before the script, it checks a request the way OpenAI does and answers 400 without using a scripted
 * behaviour: a `temperature` other than 1 for a model `refusesTemperature` matches (OpenAI's reasoning
 * models by default), and a `strict` JSON schema that strict mode refuses (an open object, a property
 * not required, a keyword it does not support).
 */
type Json = Record<string, unknown>;
export type FinishReason = 'stop' | 'length' | 'content_filter';
type Behaviour =
  | { kind: 'answer'; make: (body: Json) => unknown }
  | { kind: 'raw'; content: string; finishReason: FinishReason }
  | { kind: 'refuse'; text: string }
  | { kind: 'delay'; ms: number; make: (body: Json) => unknown }
  | { kind: 'hang' }
  | { kind: 'status'; code: number };

/** The keywords strict structured output supports (OpenAI's structured-outputs guide). */
const STRICT_KEYWORDS = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'description', '$ref', '$defs', 'definitions',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'pattern', 'format', 'minItems', 'maxItems',
]);

/** What OpenAI would say about a strict schema, or null when it takes it. */
function strictSchemaProblem(node: unknown, context: string[] = []): string | null {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return null;
  const schema = node as Json;
  const where = `In context=(${context.map((part) => `'${part}'`).join(', ')})`;
  const unsupported = Object.keys(schema).find((key) => !STRICT_KEYWORDS.has(key));
  if (unsupported) return `${where}, '${unsupported}' is not permitted.`;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object')) {
    if (schema.additionalProperties !== false) return `${where}, 'additionalProperties' is required to be supplied and to be false.`;
    const names = Object.keys((schema.properties ?? {}) as Json);
    const required = (schema.required ?? []) as string[];
    const missing = names.find((name) => !required.includes(name));
    if (missing) return `${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    for (const name of names) {
      const problem = strictSchemaProblem((schema.properties as Json)[name], [...context, 'properties', name]);
      if (problem) return problem;
    }
  }
  if (schema.items) return strictSchemaProblem(schema.items, [...context, 'items']);
  if (Array.isArray(schema.anyOf)) {
    for (const [index, branch] of schema.anyOf.entries()) {
      const problem = strictSchemaProblem(branch, [...context, 'anyOf', String(index)]);
      if (problem) return problem;
    }
  }
  return null;
}

export class FakeOpenAI {
  url = '';
  readonly requests: Json[] = [];
  /** Models that take only the default temperature, as OpenAI's reasoning models. */
  refusesTemperature: RegExp = /^(o\d|gpt-5)/i;
  private readonly script: Behaviour[] = [];
  // A client that gives up mid-request (a timeout) must not leave an unhandled rejection behind.
  private readonly server = http.createServer((request, response) => void this.handle(request, response).catch(() => response.destroy()));
  private readonly timers = new Set<NodeJS.Timeout>();

  answer(make: (body: Json) => unknown): this {
    this.script.push({ kind: 'answer', make });
    return this;
  }
  raw(content: string, finishReason: FinishReason = 'stop'): this {
    this.script.push({ kind: 'raw', content, finishReason });
    return this;
  }
  refuse(text: string): this {
    this.script.push({ kind: 'refuse', text });
    return this;
  }
  delay(ms: number, make: (body: Json) => unknown = () => ({})): this {
    this.script.push({ kind: 'delay', ms, make });
    return this;
  }
  hang(): this {
    this.script.push({ kind: 'hang' });
    return this;
  }
  status(code: number): this {
    this.script.push({ kind: 'status', code });
    return this;
  }
  /** Drops what is still scripted (a test that stopped early leaves nothing for the next). */
  reset(): void {
    this.script.length = 0;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Json;
    try {
      body = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}) as Json;
    } catch {
      return this.send(response, 400, { error: { message: 'The request body is not JSON.', type: 'invalid_request_error', param: null, code: null } });
    }
    this.requests.push(body);
    const endpoint = request.url?.replace(/\?.*$/, '');
    if (request.method !== 'POST' || (endpoint !== '/v1/chat/completions' && endpoint !== '/v1/responses')) {
      return this.send(response, 404, { error: { message: `Unknown endpoint ${request.method} ${request.url}`, type: 'invalid_request_error', code: 'unknown_url' } });
    }
    const invalid = endpoint === '/v1/chat/completions' ? this.invalidRequest(body) : null;
    if (invalid) return this.send(response, 400, { error: { type: 'invalid_request_error', ...invalid } });
    await this.behave(this.script.shift() ?? { kind: 'status', code: 500 }, body, endpoint, response);
  }

  /** What OpenAI refuses before running the model, as its error body says it. */
  private invalidRequest(body: Json): { message: string; param: string; code: string | null } | null {
    const { temperature, model } = body;
    if (temperature !== undefined && temperature !== null && temperature !== 1 && typeof model === 'string' && this.refusesTemperature.test(model)) {
      return {
        message: `Unsupported value: 'temperature' does not support ${String(temperature)} with this model. Only the default (1) value is supported.`,
        param: 'temperature',
        code: 'unsupported_value',
      };
    }
    const format = body.response_format as { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } } | undefined;
    if (format?.type === 'json_schema' && format.json_schema?.strict) {
      const problem = strictSchemaProblem(format.json_schema.schema);
      if (problem) return { message: `Invalid schema for response_format '${format.json_schema.name}': ${problem}`, param: 'response_format', code: null };
    }
    return null;
  }

  private async behave(behaviour: Behaviour, body: Json, endpoint: string, response: http.ServerResponse): Promise<void> {
    switch (behaviour.kind) {
      case 'delay':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            resolve();
          }, behaviour.ms);
          this.timers.add(timer);
        });
        if (response.destroyed || response.writableEnded) return;
        return this.behave({ kind: 'answer', make: behaviour.make }, body, endpoint, response);
      case 'hang':
        // The socket closing (the client's timeout, or close()) is the only way this request ends.
        return;
      case 'status':
        return this.send(response, behaviour.code, { error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } });
      case 'refuse':
        return this.complete(response, body, endpoint, null, behaviour.text);
      case 'raw':
        return this.complete(response, body, endpoint, behaviour.content, null, behaviour.finishReason);
      case 'answer':
        return this.complete(response, body, endpoint, JSON.stringify(behaviour.make(body)), null);
    }
  }

  private complete(response: http.ServerResponse, body: Json, endpoint: string, content: string | null, refusal: string | null, finishReason: FinishReason = 'stop') {
    const created = Math.floor(Date.now() / 1000);
    const model = typeof body.model === 'string' ? body.model : 'unknown';
    if (endpoint === '/v1/responses') {
      return this.send(response, 200, {
        id: `resp_${this.requests.length}`, object: 'response', created_at: created, model, status: 'completed',
        output: [{ type: 'message', id: `msg_${this.requests.length}`, role: 'assistant', status: 'completed', content: refusal ? [{ type: 'refusal', refusal }] : [{ type: 'output_text', text: content, annotations: [] }] }],
      });
    }
    return this.send(response, 200, {
      id: `chatcmpl-${this.requests.length}`, object: 'chat.completion', created, model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: finishReason }],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  }

  private send(response: http.ServerResponse, status: number, payload: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  }
}

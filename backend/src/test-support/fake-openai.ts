import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the part of the OpenAI API the model engine uses
 * (`POST /v1/chat/completions`, and `POST /v1/responses` minimally), for the real `openai` SDK
 * through OPENAI_BASE_URL. Each request takes the next scripted behaviour:
 * - `answer(fn)`: a completion whose content is `JSON.stringify(fn(requestBody))`;
 * - `raw(text)`: a completion with exactly this content (malformed JSON, for example);
 * - `refuse(text)`: a completion with `message.refusal`;
 * - `delay(ms, then?)`: waits, then behaves as `then` (default: an empty JSON object);
 * - `status(code)`: an OpenAI-style error body with that HTTP status.
 * With nothing scripted it answers 500, so an unexpected call shows. Every request body is kept in `requests`.
 */
type Json = Record<string, unknown>;
type Behaviour =
  | { kind: 'answer'; make: (body: Json) => unknown }
  | { kind: 'raw'; content: string }
  | { kind: 'refuse'; text: string }
  | { kind: 'delay'; ms: number; then: Behaviour }
  | { kind: 'status'; code: number };

export class FakeOpenAI {
  url = '';
  readonly requests: Json[] = [];
  private readonly script: Behaviour[] = [];
  private readonly server = http.createServer((request, response) => void this.handle(request, response));
  private readonly timers = new Set<NodeJS.Timeout>();

  answer(make: (body: Json) => unknown): this {
    this.script.push({ kind: 'answer', make });
    return this;
  }
  raw(content: string): this {
    this.script.push({ kind: 'raw', content });
    return this;
  }
  refuse(text: string): this {
    this.script.push({ kind: 'refuse', text });
    return this;
  }
  delay(ms: number, then: Behaviour = { kind: 'raw', content: '{}' }): this {
    this.script.push({ kind: 'delay', ms, then });
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
    const body = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}) as Json;
    this.requests.push(body);
    const endpoint = request.url?.replace(/\?.*$/, '');
    if (request.method !== 'POST' || (endpoint !== '/v1/chat/completions' && endpoint !== '/v1/responses')) {
      return this.send(response, 404, { error: { message: `Unknown endpoint ${request.method} ${request.url}`, type: 'invalid_request_error', code: 'unknown_url' } });
    }
    await this.behave(this.script.shift() ?? { kind: 'status', code: 500 }, body, endpoint, response);
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
        return this.behave(behaviour.then, body, endpoint, response);
      case 'status':
        return this.send(response, behaviour.code, { error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } });
      case 'refuse':
        return this.complete(response, body, endpoint, null, behaviour.text);
      case 'raw':
        return this.complete(response, body, endpoint, behaviour.content, null);
      case 'answer':
        return this.complete(response, body, endpoint, JSON.stringify(behaviour.make(body)), null);
    }
  }

  private complete(response: http.ServerResponse, body: Json, endpoint: string, content: string | null, refusal: string | null) {
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
      choices: [{ index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  }

  private send(response: http.ServerResponse, status: number, payload: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  }
}

/** A tiny HTTP client with a cookie jar, so each instance is one browser (or one desktop app with a bearer token). */
export class TestClient {
  readonly cookies = new Map<string, string>();
  bearerToken: string | undefined;
  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const requestHeaders: Record<string, string> = { ...headers };
    // A FormData body goes as multipart (fetch writes its content type with the boundary).
    const form = body instanceof FormData;
    if (body !== undefined && typeof body !== 'string' && !form) requestHeaders['content-type'] ??= 'application/json';
    if (body !== undefined && typeof body === 'string') requestHeaders['content-type'] ??= 'application/json';
    if (this.cookies.size) requestHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearerToken) requestHeaders.authorization = `Bearer ${this.bearerToken}`;
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : form || typeof body === 'string' ? (body as FormData | string) : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test helper reads arbitrary bodies
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: json };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body ?? {}, headers);
  patch = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', path, body ?? {}, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);
}

export interface HttpResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Fastify's `app.inject`, as far as the client uses it. */
export type Injector = (request: { method: string; url: string; headers: Record<string, string>; payload?: string }) =>
  Promise<{ statusCode: number; headers: Record<string, string | string[] | number | undefined>; body: string }>;

/** A tiny browser stand-in: JSON requests, a cookie jar, an Origin header on state-changing calls. */
export class HttpClient {
  private cookies = new Map<string, string>();

  /**
   * `inject` (Fastify's `app.inject`) answers requests to the server in-process, without a socket;
   * other URLs (a fake provider, another origin) go over the network.
   */
  constructor(private readonly baseUrl: string, private readonly origin?: string, private readonly inject?: Injector) {}

  private async viaInject(method: string, url: string, headers: Record<string, string>, payload?: string) {
    const reply = await this.inject!({ method, url, headers: { host: new URL(this.baseUrl).host, ...headers }, payload });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) responseHeaders.append(name, String(one));
    }
    return { status: reply.statusCode, headers: responseHeaders, text: async () => reply.body };
  }

  get<T = any>(path: string, query?: Record<string, string>): Promise<HttpResponse<T>> {
    const qs = query ? `?${new URLSearchParams(query)}` : '';
    return this.request<T>('GET', `${path}${qs}`);
  }

  post<T = any>(path: string, body: unknown = {}): Promise<HttpResponse<T>> {
    return this.request<T>('POST', path, body);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request<T>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<HttpResponse<T>> {
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path.startsWith('/') ? '' : '/ai-photographer/'}${path}`;
    const headers: Record<string, string> = { ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.origin && method !== 'GET') headers.origin = this.origin;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const response = this.inject && url.startsWith(this.baseUrl)
      ? await this.viaInject(method, url.slice(this.baseUrl.length), headers, payload)
      : await fetch(url, { method, headers, body: payload });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = (pair ?? '').split('=') as [string, string];
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0/i.test(a.trim()));
      if (expired || !value) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* plain-text reply such as auth-service/status */
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
}

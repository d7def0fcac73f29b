export interface HttpResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny browser stand-in: JSON requests, a cookie jar, an Origin header on state-changing calls. */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string, private readonly origin?: string) {}

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
    const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
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

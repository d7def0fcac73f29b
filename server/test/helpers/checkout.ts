import type { HttpClient } from './http-client.js';

export interface TestCheckoutAnswer {
  status: number;
  /** Where the server sends the browser (303). */
  location: string | null;
  text: string;
}

/** Presses Pay or Cancel on the local test checkout page, as the browser's form post does. */
export async function submitTestCheckout(pageUrl: string, action: 'pay' | 'cancel'): Promise<TestCheckoutAnswer> {
  const response = await fetch(`${pageUrl}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(pageUrl).origin },
    body: '',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

export async function openTestCheckout(pageUrl: string): Promise<{ status: number; html: string; contentType: string | null }> {
  const response = await fetch(pageUrl);
  return { status: response.status, html: await response.text(), contentType: response.headers.get('content-type') };
}

/** Starts a checkout through the API (the pricing page's call) and answers the provider page's URL. */
export async function startCheckout(client: HttpClient, body: Record<string, unknown>): Promise<{ id: string; url: string }> {
  const reply = await client.post('subscription-service/create-checkout-session', { originatingPagePath: '/pricing', ...body });
  if (reply.status !== 200) throw new Error(`create-checkout-session: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Buys a payg bundle or a plan on the local test checkout, end to end. */
export async function buyWithTestCheckout(client: HttpClient, body: Record<string, unknown>): Promise<TestCheckoutAnswer> {
  const { url } = await startCheckout(client, body);
  return submitTestCheckout(url, 'pay');
}

import { createHmac } from 'node:crypto';

/**
 * Signs a delivery as Replicate does (Standard Webhooks), written from the scheme
 * rather than with the library the server verifies with, so a test can catch a mismatch:
 * base64(HMAC-SHA256(key = base64decode(secret after "whsec_"), `${id}.${timestamp}.${body}`)).
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface Delivery {
  url: string;
  webhookId: string;
  timestamp: number;
  body: string;
  /** The receiver's answer; 0 when the connection failed; undefined when the delivery was dropped. */
  httpStatus?: number;
  dropped?: boolean;
}

export async function deliverWebhook(
  url: string,
  secret: string,
  payload: { webhookId: string; timestamp?: number; body: string; signature?: string },
): Promise<Delivery> {
  const timestamp = payload.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = payload.signature ?? signWebhook(secret, payload.webhookId, timestamp, payload.body);
  const delivery: Delivery = { url, webhookId: payload.webhookId, timestamp, body: payload.body };
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual', // Replicate does not follow redirects
      headers: {
        'content-type': 'application/json',
        'webhook-id': payload.webhookId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      },
      body: payload.body,
    });
    await response.arrayBuffer();
    delivery.httpStatus = response.status;
  } catch {
    delivery.httpStatus = 0;
  }
  return delivery;
}

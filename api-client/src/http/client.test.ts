/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyticsEventCall } from '../contract/analytics-service/event';
import { authStatusCall } from '../contract/auth-service/status';
import { checkEligibilityCall } from '../contract/offer-service/check-eligibility';
import { offerTypeCall } from '../contract/offer-service/offer-types-by-type';
import { getPackGeneration, packGenerationCall } from '../contract/photo-pack-service/pack-generation';
import { getGenStatus } from '../start-up/start-up-calls';
import { genCall } from '../contract/replicate-service/gen';
import { uploadImageCall } from '../contract/upload-service/upload-image';
import { ApiError, errorMessage } from './api-error';
import { callApi, configureApi, onCreditBalance, onUnauthorized } from './client';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Answer = { status: number; type: string; body: string; headers?: Record<string, string> };
const json = (status: number, value: unknown): Answer => ({ status, type: 'application/json', body: JSON.stringify(value) });
const text = (status: number, body: string): Answer => ({ status, type: 'text/plain', body });

let seen: Seen[] = [];
let answer: Answer = json(200, {});
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
    res.writeHead(answer.status, { 'content-type': answer.type, ...answer.headers });
    res.end(answer.body);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = json(200, {});
  onUnauthorized(undefined);
  onCreditBalance(undefined);
});

describe('the balance every answer carries', () => {
  it('is handed to the listener from a success and from a refusal alike; an answer without it hands nothing', async () => {
    const heard: number[] = [];
    onCreditBalance((credits) => heard.push(credits));
    answer = { ...json(200, { status: 'success', outputImages: [] }), headers: { 'x-credit-balance': '1140' } };
    await callApi(genCall, { prompt: 'a model', modelId: 'm', imageCount: 1 });
    answer = { ...json(402, { status: 'error', message: 'short', requestId: 'r' }), headers: { 'x-credit-balance': '0' } };
    await expect(callApi(genCall, { prompt: 'a model', modelId: 'm', imageCount: 1 })).rejects.toBeInstanceOf(ApiError);
    answer = json(200, { status: 'success' });
    await getGenStatus();
    answer = { ...json(200, {}), headers: { 'x-credit-balance': 'lots' } };
    await getGenStatus();
    expect(heard).toEqual([1140, 0]);
  });
});

const last = () => seen[seen.length - 1] as Seen;

describe('callApi requests', () => {
  it('puts path parameters in the path, not the query', async () => {
    answer = json(200, { packGeneration: { title: 'Beach' } });
    const reply = await callApi(packGenerationCall, { id: 42 });
    expect(last().method).toBe('GET');
    expect(last().url).toBe('/ai-photographer/photo-pack-service/pack-generation/42');
    expect(reply.packGeneration.title).toBe('Beach');

    await callApi(offerTypeCall, { typeId: 'reddit_share' });
    expect(last().url).toBe('/ai-photographer/offer-service/offer-types/by-type/reddit_share');
  });

  it('sends GET fields as the query', async () => {
    await callApi(checkEligibilityCall, { offerTypeId: 'reddit_share' });
    expect(last().url).toBe('/ai-photographer/offer-service/check-eligibility?offerTypeId=reddit_share');
    expect(last().body).toBe('');
  });

  it('sends POST fields as JSON', async () => {
    answer = json(200, { status: 'success', outputImages: [] });
    const reply = await callApi(genCall, { prompt: 'a model', modelId: '3', imageCount: 2 });
    expect(last().method).toBe('POST');
    expect(last().url).toBe('/ai-photographer/replicate-service/gen');
    expect(last().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(last().body)).toEqual({ prompt: 'a model', modelId: '3', imageCount: 2 });
    expect(reply.status).toBe('success');
  });

  it('sends multipart calls as form data with the file', async () => {
    await callApi(uploadImageCall, { file: new Blob(['png-bytes'], { type: 'image/png' }) });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="file"');
    expect(last().body).toContain('png-bytes');
  });

  it('adds the analytics session header to analytics events', async () => {
    await callApi(analyticsEventCall, { eventType: 'impression', pagePath: '/', funnelName: 'onboarding', funnelStep: 'start' });
    expect(last().headers['x-analytics-session-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('returns a text reply as the bare word', async () => {
    answer = text(200, 'logged-in');
    await expect(callApi(authStatusCall, {})).resolves.toBe('logged-in');
  });
});

describe('typed read calls take request options', () => {
  it('still work without them', async () => {
    answer = json(200, { packGeneration: { title: 'Beach' } });
    await expect(getPackGeneration({ id: 5 })).resolves.toMatchObject({ packGeneration: { title: 'Beach' } });
    expect(last().url).toBe('/ai-photographer/photo-pack-service/pack-generation/5');
  });

  it('pass the signal on: an aborted read is not sent and rejects as a cancellation (status 0)', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(getPackGeneration({ id: 5 }, { signal: controller.signal })).rejects.toMatchObject({ httpStatus: 0 });
    await expect(getGenStatus({ signal: controller.signal })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(0);
  });
});

describe('callApi errors', () => {
  it('calls the unauthorized hook on 401', async () => {
    const hook = jest.fn();
    onUnauthorized(hook);
    answer = json(401, { status: 'error', message: 'Not signed in', requestId: 'r1' });
    await expect(callApi(genCall, { prompt: 'a model', modelId: '1', imageCount: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(hook).toHaveBeenCalledWith(genCall);
  });

  it('does not call the hook for other statuses', async () => {
    const hook = jest.fn();
    onUnauthorized(hook);
    answer = json(403, { status: 'error', message: 'Forbidden', requestId: 'r2' });
    await expect(callApi(genCall, { prompt: 'a model', modelId: '1', imageCount: 1 })).rejects.toThrow('Forbidden');
    expect(hook).not.toHaveBeenCalled();
  });

  it('turns a 400 error body into an ApiError with its message, request id and field', async () => {
    answer = json(400, { status: 'error', message: 'Too many images', requestId: 'req-9', field: 'imageCount' });
    const error = await callApi(genCall, { prompt: 'a model', modelId: '1', imageCount: 4 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Too many images', httpStatus: 400, requestId: 'req-9', field: 'imageCount' });
    expect(errorMessage(error)).toBe('Too many images');
  });
});

describe('errorMessage fallbacks', () => {
  it('uses the response body when there is no message', async () => {
    answer = text(500, 'Engine down');
    const error = await callApi(authStatusCall, {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Engine down');
  });

  it("uses the error's own message when the body is empty", async () => {
    answer = text(502, '');
    const error = await callApi(authStatusCall, {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Request failed with status code 502');
  });

  it("ends with 'Something went wrong'", () => {
    expect(errorMessage(undefined)).toBe('Something went wrong');
    expect(errorMessage(new Error(''))).toBe('Something went wrong');
    expect(errorMessage(null, 'Failed to share image')).toBe('Failed to share image');
  });
});

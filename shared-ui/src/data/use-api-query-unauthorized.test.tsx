import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderHook, waitFor } from '@testing-library/react';
import { ApiError, configureApi, getAccountInfo, onUnauthorized } from 'api-client/runtime';
import { clearApiQueryCache } from './query-cache';
import { useApiQuery } from './use-api-query';

// The real api-client against a real server: a 401 must reach the shell's handler once, unretried,
// even when two components read the key.
let requests = 0;
const server = http.createServer((req, res) => {
  requests += 1;
  res.writeHead(401, {
    'content-type': 'application/json',
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
  });
  res.end(JSON.stringify({ status: 'error', message: 'Not signed in', requestId: 'r1' }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  onUnauthorized(undefined);
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => clearApiQueryCache());

it('sends a 401 to the unauthorized handler exactly once and shows the error', async () => {
  const handler = jest.fn();
  onUnauthorized(handler);
  const read = () => useApiQuery(['account-info'], ({ signal }) => getAccountInfo({ signal }));
  const first = renderHook(read);
  const second = renderHook(read);
  await waitFor(() => expect(first.result.current.status).toBe('error'));
  expect(second.result.current.status).toBe('error');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests).toBe(1);
  expect(handler).toHaveBeenCalledTimes(1);
  expect(first.result.current.status === 'error' && first.result.current.error).toBeInstanceOf(ApiError);
});

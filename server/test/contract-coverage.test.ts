// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allCalls, type CallDefinition } from 'api-client';
import { routeUrl } from '../src/http/contract-route.js';
import { NOT_YET_SERVED } from '../src/modules/site/served-calls.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const LIST = 'NOT_YET_SERVED (server/src/modules/not-yet-served.ts)';
const keyOf = (call: CallDefinition) => `${call.method} ${call.path}`;
const keys = (calls: readonly CallDefinition[]) => calls.map(keyOf).sort();

describe('the contract lists what the server serves', () => {
  let server: TestServer;
  let served: CallDefinition[];
  before(async () => {
    server = await startTestServer();
    served = allCalls.filter((call) => server.built.app.hasRoute({ method: call.method, url: routeUrl(call) }));
  });
  after(() => server.close());

  it('serves every contract call but the ones listed as not served yet', () => {
    const missing = allCalls.filter((call) => !served.includes(call) && !NOT_YET_SERVED.includes(call));
    assert.deepEqual(keys(missing), [], `contract calls with no route: serve them, or add them to ${LIST}`);
  });

  it('lists no call that is served', () => {
    const servedAnyway = NOT_YET_SERVED.filter((call) => served.includes(call));
    assert.deepEqual(keys(servedAnyway), [], `served now: take them off ${LIST}`);
  });

  it('lists contract calls only, each once', () => {
    assert.deepEqual(keys(NOT_YET_SERVED.filter((call) => !allCalls.includes(call))), [], `${LIST} names calls the contract does not have`);
    assert.equal(new Set(NOT_YET_SERVED).size, NOT_YET_SERVED.length, `${LIST} names a call twice`);
  });

  it('documents exactly the served calls in openapi.json', async () => {
    const res = await server.client().get('/ai-photographer/openapi.json');
    assert.equal(res.status, 200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`)).sort();
    const expected = served.map((call) => `${call.method} ${routeUrl(call).replace(/:(\w+)/g, '{$1}')}`).sort();
    assert.deepEqual(documented, expected);
  });
});

import { errorReply, type CallDefinition } from 'api-client';
import { z } from 'zod';
import { routeUrl } from './contract-route.js';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function operation(call: CallDefinition) {
  const params = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const request = jsonSchema(call.request, 'input');
  const contentType = call.body === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    operationId: call.path.replace(/[^\w]+/g, '_'),
    summary: call.summary,
    tags: [call.path.split('/')[0]],
    ...(call.access !== 'public' ? { security: [{ session: [] }] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(call.method === 'GET'
      ? { 'x-query': request }
      : { requestBody: { required: true, content: { [contentType]: { schema: request } } } }),
    responses: {
      200: { description: 'OK', content: { [call.replyAsText ? 'text/plain' : 'application/json']: { schema: jsonSchema(call.reply, 'output') } } },
      400: { description: 'Invalid request: the message names the field', content: { 'application/json': { schema: jsonSchema(errorReply, 'output') } } },
      ...(call.access !== 'public' ? { 401: { description: 'Not signed in' } } : {}),
      ...(call.access === 'admin' ? { 403: { description: 'Not an admin' } } : {}),
    },
  };
}

/**
 * The OpenAPI 3.1 document of `calls` (the ones the server serves), generated from the same api-client
 * schemas the server validates with.
 */
export function buildOpenApiDocument(serverUrl: string, calls: readonly CallDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const url = routeUrl(call).replace(/:(\w+)/g, '{$1}');
    paths[url] = { ...paths[url], [call.method.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'AI Photographer API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } } },
    paths,
  };
}

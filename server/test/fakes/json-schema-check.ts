/**
 * The small part of JSON Schema / OpenAPI 3.0 that Replicate's request schemas use: type, required,
 * properties, additionalProperties: false, enum, items, maxLength, nullable. Returns every violation,
 * e.g. ["input: is required", "webhook_events_filter[0]: must be one of start, output, logs, completed"].
 */
export interface Schema {
  type?: 'object' | 'string' | 'array' | 'integer' | 'number' | 'boolean';
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  enum?: unknown[];
  items?: Schema;
  maxLength?: number;
  nullable?: boolean;
  format?: string;
  default?: unknown;
}

function typeOk(type: Schema['type'], value: unknown): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

export function checkSchema(schema: Schema, value: unknown, at = ''): string[] {
  const here = at || '(body)';
  if (value === null) return schema.nullable ? [] : [`${here}: must not be null`];
  if (!typeOk(schema.type, value)) return [`${here}: must be ${schema.type === 'array' || schema.type === 'object' || schema.type === 'integer' ? 'an' : 'a'} ${schema.type}`];
  const problems: string[] = [];
  if (schema.enum && !schema.enum.includes(value)) problems.push(`${here}: must be one of ${schema.enum.join(', ')}`);
  if (schema.maxLength !== undefined && typeof value === 'string' && value.length > schema.maxLength) {
    problems.push(`${here}: must be at most ${schema.maxLength} characters`);
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => problems.push(...checkSchema(schema.items!, item, `${at}[${i}]`)));
  }
  if (schema.type === 'object' && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const prefix = at ? `${at}.` : '';
    for (const key of schema.required ?? []) if (record[key] === undefined) problems.push(`${prefix}${key}: is required`);
    for (const [key, item] of Object.entries(record)) {
      const property = schema.properties?.[key];
      if (property) problems.push(...checkSchema(property, item, `${prefix}${key}`));
      else if (schema.additionalProperties === false) problems.push(`${prefix}${key}: is not allowed`);
    }
  }
  return problems;
}

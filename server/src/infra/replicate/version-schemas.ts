/**
 * What we send to one Replicate model version, as the adapter that sends it builds it: `npm run
 * providers:check` compares it with the input schema the version publishes. Replicate ignores an input
 * its version does not have, silently: a field renamed by a new version degrades photos without an error.
 */
export interface SentInputs {
  /** Who sends it and which setting pins it, for the report: "inpainting (REPLICATE_INPAINT_VERSION)". */
  label: string;
  /** The model, "owner/name". */
  model: string;
  /** The pinned 64-hex version; absent: the model's latest version (an official model, or our trained ones). */
  version?: string;
  /** `Input` for predictions, `TrainingInput` for trainings (the names in a Cog version's OpenAPI schema). */
  schema: 'Input' | 'TrainingInput';
  /** Every input field the adapter sends. */
  fields: readonly string[];
  /** The model may not exist yet, and that is no fault (our destination model before the first training). */
  mayNotExistYet?: boolean;
}

export interface SchemaCheck {
  sent: SentInputs;
  /** The version read (the latest one's id when none is pinned); undefined when it could not be read. */
  versionId?: string;
  /** Fields we send that the version's schema does not have. */
  missing: string[];
  /** Why the version or its schema could not be read (unreachable, 404, no such schema). */
  unreachable?: string;
  /** Nothing to check, and not a fault: the model has no version yet (our destination before its first training). */
  skipped?: string;
}

export interface SchemaSource {
  /** Replicate's API base, e.g. https://api.replicate.com/v1. */
  baseUrl: string;
  apiToken: string;
  fetch?: typeof fetch;
}

interface VersionObject {
  id?: string;
  openapi_schema?: { components?: { schemas?: Record<string, { properties?: Record<string, unknown> } | undefined> } };
}

/** GET a Replicate path: its JSON, or why not. */
async function getJson(source: SchemaSource, path: string): Promise<{ ok: true; body: unknown } | { ok: false; reason: string; status?: number }> {
  const doFetch = source.fetch ?? fetch;
  try {
    const response = await doFetch(`${source.baseUrl.replace(/\/$/, '')}${path}`, {
      headers: { authorization: `Bearer ${source.apiToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (!response.ok) {
      let detail = text.slice(0, 200);
      try {
        detail = String((JSON.parse(text) as { detail?: unknown }).detail ?? detail);
      } catch { /* not JSON: the text as it came */ }
      return { ok: false, reason: `GET ${path}: ${response.status} ${detail}`, status: response.status };
    }
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: `GET ${path}: ${(error as Error).message}` };
  }
}

/** The version whose schema is checked: the pinned one, or the model's latest. */
async function versionOf(source: SchemaSource, sent: SentInputs): Promise<{ version?: VersionObject; reason?: string; skipped?: string }> {
  const [owner, name] = sent.model.split('/');
  const modelPath = `/models/${encodeURIComponent(owner ?? '')}/${encodeURIComponent(name ?? '')}`;
  if (sent.version) {
    const read = await getJson(source, `${modelPath}/versions/${encodeURIComponent(sent.version)}`);
    return read.ok ? { version: read.body as VersionObject } : { reason: read.reason };
  }
  const read = await getJson(source, modelPath);
  if (!read.ok && sent.mayNotExistYet && read.status === 404) return { skipped: `${sent.model} does not exist yet` };
  if (!read.ok) return { reason: read.reason };
  const latest = (read.body as { latest_version?: VersionObject | null }).latest_version;
  return latest ? { version: latest } : { skipped: `${sent.model} has no version yet` };
}

/** Reads each version's input schema and names every field we send that it lacks. */
export async function checkSentInputs(source: SchemaSource, entries: readonly SentInputs[]): Promise<SchemaCheck[]> {
  const checks: SchemaCheck[] = [];
  for (const sent of entries) {
    const { version, reason, skipped } = await versionOf(source, sent);
    if (!version) {
      checks.push({ sent, missing: [], ...(skipped ? { skipped } : { unreachable: reason }) });
      continue;
    }
    const properties = version.openapi_schema?.components?.schemas?.[sent.schema]?.properties;
    if (!properties) {
      checks.push({ sent, versionId: version.id, missing: [], unreachable: `version ${version.id ?? '?'} publishes no ${sent.schema} schema` });
      continue;
    }
    checks.push({ sent, versionId: version.id, missing: sent.fields.filter((field) => !(field in properties)) });
  }
  return checks;
}

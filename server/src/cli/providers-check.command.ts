import { loadConfig } from '../config/config.js';
import { checkSentInputs, type SchemaCheck } from '../infra/replicate/version-schemas.js';
import { replicateImageInputs } from '../modules/generation/index.js';
import { replicateTrainerInputs } from '../modules/training/index.js';
import { CliError, cliEnvironment } from './cli-runtime.js';

function line(check: SchemaCheck): string {
  const what = `${check.sent.label}: ${check.sent.model}${check.versionId ? `:${check.versionId}` : ''}`;
  if (check.skipped) return `  skipped  ${what} (${check.skipped})`;
  if (check.unreachable) return `  FAILED   ${what}: cannot read the version (${check.unreachable})`;
  if (check.missing.length) return `  FAILED   ${what}: its ${check.sent.schema} schema has no ${check.missing.join(', ')} (Replicate ignores such inputs silently)`;
  return `  ok       ${what} (${check.sent.fields.length} fields sent, all in its ${check.sent.schema} schema)`;
}

/**
 * Operator tool, with real tokens (deploy checklist): asks Replicate for every version we pin (and the
 * latest of the models we run unpinned) and its input schema, and names each field our adapters send that
 * the schema lacks. Exits 1 on any such field or any version it cannot read.
 */
export async function providersCheck(env: NodeJS.ProcessEnv = process.env, deps: { fetch?: typeof fetch } = {}): Promise<string> {
  const config = loadConfig(cliEnvironment(env));
  const { replicate } = config.engine;
  if (!replicate.apiToken) throw new CliError('REPLICATE_API_TOKEN is required: the check asks Replicate for each pinned version and its input schema.');
  const entries = [...replicateTrainerInputs(replicate.trainerVersions), ...replicateImageInputs(config)];
  const checks = await checkSentInputs({ baseUrl: replicate.baseUrl, apiToken: replicate.apiToken, fetch: deps.fetch }, entries);
  const failed = checks.filter((check) => check.unreachable || check.missing.length > 0).length;
  const report = [
    `Replicate (${replicate.baseUrl}): what our adapters send, against each version's published input schema`,
    ...checks.map(line),
    failed ? `${failed} of ${checks.length} versions do not take what we send, or could not be read.` : `All ${checks.length} versions take every field we send.`,
  ].join('\n');
  if (failed) throw new CliError(report);
  return report;
}

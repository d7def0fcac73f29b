import { parseArgs } from 'node:util';
import { CliError } from './cli-runtime.js';

const BAD_INPUT = 2;

/** `--name value` options, all strings; unknown or missing ones end the tool with the usage line. */
export function readOptions<K extends string>(argv: string[], names: readonly K[], usage: string): Record<K, string | undefined> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
    return values as Record<K, string | undefined>;
  } catch (error) {
    throw badInput(`${(error as Error).message}`, usage);
  }
}

export function badInput(problem: string, usage: string): CliError {
  return new CliError(`${problem}\nUsage: ${usage}`, BAD_INPUT);
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

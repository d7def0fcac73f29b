import type { RuntimeConfig } from '../contract/site/runtime-config';

// Set once by the shell at start; read by any remote (api-client is a shared singleton).
let current: RuntimeConfig | undefined;

export function setRuntimeSettings(config: RuntimeConfig): void {
  current = config;
}

export function runtimeSettings(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration has not been loaded yet');
  return current;
}

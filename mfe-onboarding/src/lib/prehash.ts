import { prehashLazily, runtimeSettings } from 'api-client';

/** The password as the server receives it: pre-hashed with this deployment's salt and suffix (bcrypt loads with the first one). */
export function prehash(password: string): Promise<string> {
  return prehashLazily(password, runtimeSettings());
}

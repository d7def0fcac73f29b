import type { GenStatus, ModelsReply } from 'api-client';
import { getGenStatus, getModels } from 'api-client/runtime';
import { GEN_STATUS_KEY, MOBILE_BREAKPOINT, preloadApiQuery, type QueryFetcher } from 'shared-ui/start-up';

// The generation page's first data, gen-status and the user's models: keys and fetchers through the schema-free
// start-up client (api-client/runtime), so the page renders before the contract and zod load, and the shell can
// start both requests with its own start-up (preloadGenPageData), in parallel with the page's JavaScript.

export { GEN_STATUS_KEY };
export const fetchGenStatus: QueryFetcher<GenStatus> = ({ signal }) => getGenStatus({ signal });

/** Phones get smaller images in the models reply. */
export const isMobileScreen = () => typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`).matches;

/** models: the user's models with their images (gen and templates share it). */
export const modelsKey = (isMobile: boolean) => ['models', { isMobile }] as const;
export const fetchModels = (isMobile: boolean): QueryFetcher<ModelsReply> => ({ signal }) => getModels({ isMobile }, { signal });

/** Starts the generation page's first requests before its JavaScript has arrived (the shell, on opening /gen). */
export function preloadGenPageData(): void {
  preloadApiQuery(GEN_STATUS_KEY, fetchGenStatus);
  const mobile = isMobileScreen();
  preloadApiQuery(modelsKey(mobile), fetchModels(mobile));
}

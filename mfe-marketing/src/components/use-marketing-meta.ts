import { runtimeSettings } from 'api-client/runtime';
import { usePageMeta } from 'shared-ui/start-up';
import type { PageMetaData } from '../content/content.types';

/** The deployment's base path; empty where the runtime settings are not loaded (build-time prerendering). */
function basePath(): string {
  try {
    return runtimeSettings().basePath.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** Title, description and canonical link of a public marketing page. */
export function useMarketingMeta(meta: PageMetaData): void {
  usePageMeta({ title: meta.title, description: meta.description, canonical: `${basePath()}${meta.canonical}` });
}

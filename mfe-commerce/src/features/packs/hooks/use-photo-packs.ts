import { getPhotoPacks, type Persona, type PhotoPack } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';
import { orderPacksForPersona } from '../persona-order';

/**
 * Approved packs. With a persona the server narrows the list; when it has nothing for that persona the
 * whole catalogue is shown rather than an empty page, with the persona's packs first either way.
 * A failure shows PHOTO_PACKS_LOAD_FAILED_MESSAGE (and is logged).
 */
export function usePhotoPacks(persona: Persona | null = null): ApiQueryResult<PhotoPack[]> {
  return useApiQuery(
    // The cached value is the ordered list this hook shows (two calls when the fallback is needed).
    ['photo-packs', { persona }],
    async ({ signal }) => {
      let packs = (await getPhotoPacks(persona ? { persona } : {}, { signal })).photoPacks;
      if (persona && packs.length === 0) packs = (await getPhotoPacks({}, { signal })).photoPacks;
      return orderPacksForPersona(packs, persona);
    },
    { onError: (error) => console.error('Loading photo packs failed', error) },
  );
}

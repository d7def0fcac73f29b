import { useCallback, useEffect, useState } from 'react';
import { getPhotoPacks, PHOTO_PACKS_LOAD_FAILED_MESSAGE, type Persona, type PhotoPack } from 'api-client';
import { orderPacksForPersona } from '../persona-order';

export type PhotoPacksState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; packs: PhotoPack[] };

/**
 * Approved packs. With a persona the server narrows the list; when it has nothing for that persona the
 * whole catalogue is shown rather than an empty page, with the persona's packs first either way.
 */
export function usePhotoPacks(persona: Persona | null = null) {
  const [state, setState] = useState<PhotoPacksState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    (async () => {
      let packs = (await getPhotoPacks(persona ? { persona } : {})).photoPacks;
      if (persona && packs.length === 0) packs = (await getPhotoPacks({})).photoPacks;
      return orderPacksForPersona(packs, persona);
    })()
      .then((packs) => active && setState({ kind: 'loaded', packs }))
      .catch((error: unknown) => {
        console.error('Loading photo packs failed', error);
        if (active) setState({ kind: 'failed', message: PHOTO_PACKS_LOAD_FAILED_MESSAGE });
      });
    return () => {
      active = false;
    };
  }, [persona, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The content generator with a pack (and category) chosen: the way back from the prompts page. */
export function contentGenPath(packId?: number | null, categoryId?: number | null): string {
  const params = new URLSearchParams();
  if (packId != null) params.set('pack', String(packId));
  if (categoryId != null) params.set('category', String(categoryId));
  const query = params.toString();
  return query ? `/content-gen?${query}` : '/content-gen';
}

export function promptsPath(packId: number): string {
  return `/content-gen-prompts/${packId}`;
}

/** A positive whole number from a URL part, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export interface ContentGenSelection {
  packId: number | null;
  categoryId: number | null;
  setPackId: (id: number | null) => void;
  setCategoryId: (id: number | null) => void;
}

/**
 * The pack being edited and the category being shown live in the URL (?pack=&category=), so a reload or
 * the way back from the prompts page keeps them.
 */
export function useContentGenSelection(): ContentGenSelection {
  const [params, setParams] = useSearchParams();
  const packId = parseId(params.get('pack'));
  const categoryId = parseId(params.get('category'));
  const set = useCallback(
    (name: 'pack' | 'category', id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(name);
          else next.set(name, String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    packId,
    categoryId,
    setPackId: useCallback((id) => set('pack', id), [set]),
    setCategoryId: useCallback((id) => set('category', id), [set]),
  };
}

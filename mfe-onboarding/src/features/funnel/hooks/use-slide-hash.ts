import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The slide number lives in the URL hash (#1, #2, …), so back and forward move between slides. */
export function slideIndexFromHash(hash: string, total: number): number {
  const text = hash.replace(/^#/, '');
  if (!/^\d+$/.test(text)) return 0;
  const number = Number(text);
  return number >= 1 && number <= total ? number - 1 : 0;
}

export function useSlideHash(total: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const index = slideIndexFromHash(location.hash, total);
  const goTo = useCallback(
    (next: number) => navigate({ pathname: location.pathname, search: location.search, hash: `#${next + 1}` }),
    [location.pathname, location.search, navigate],
  );
  return { index, goTo };
}

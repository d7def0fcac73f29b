import { useCallback, useMemo, useState } from 'react';

/** Multi-select by file id for the batch toolbar. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((fileId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(fileId)) next.add(fileId);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected((current) => (current.size === 0 ? current : new Set())), []);

  return useMemo(() => ({ selected, toggle, clear }), [selected, toggle, clear]);
}
export type Selection = ReturnType<typeof useSelection>;

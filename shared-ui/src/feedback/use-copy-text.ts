import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy confirmation (or failure) stays on screen. */
export const COPY_MESSAGE_MS = 2000;

export interface CopyTexts {
  copied: string;
  failed: string;
}

export interface CopyResult {
  text: string;
  ok: boolean;
}

export interface CopyText {
  /** Copies `value` to the clipboard; the promise settles when the outcome shows, never rejects. */
  copy: (value: string) => Promise<void>;
  copying: boolean;
  /** The outcome for COPY_MESSAGE_MS, then null. */
  result: CopyResult | null;
}

/**
 * Copy to the clipboard with a short-lived outcome message (a link, a hash). The clipboard is refused
 * without a secure context or permission: that shows `failed` instead of throwing.
 */
export function useCopyText(texts: CopyTexts, clearAfterMs = COPY_MESSAGE_MS): CopyText {
  const [copying, setCopying] = useState(false);
  const [result, setResult] = useState<CopyResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(texts);
  latest.current = texts;

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (value: string) => {
      setCopying(true);
      let ok = false;
      try {
        if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(value);
        ok = true;
      } catch (error) {
        console.error('Copy to clipboard failed', error);
      }
      setCopying(false);
      setResult({ ok, text: ok ? latest.current.copied : latest.current.failed });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setResult(null), clearAfterMs);
    },
    [clearAfterMs],
  );

  return { copy, copying, result };
}

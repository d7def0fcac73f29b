import { useAtom } from 'jotai';
import { useEffect } from 'react';
import styled from 'styled-components';
import { darkSurfaceFocus, focusRing, media, theme } from '../theme/theme';
import { snackbarAtom } from './snackbar.atom';

/** The snackbar hides itself after 6 seconds. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: 24px;
  transform: translateX(-50%);
  z-index: 1200;
  width: max-content;
  max-width: calc(100vw - 32px);
  ${media.mobile`bottom: 16px;`}
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: 48px;
  padding: 8px 8px 8px 16px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.text};
  color: #fff;
  box-shadow: ${theme.shadows.overlay};
  ${darkSurfaceFocus}
`;

const Undo = styled.button`
  min-height: 36px;
  padding: 6px 12px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: #a5b4fc;
  font-weight: 700;
  letter-spacing: 0.04em;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.08); }
  ${focusRing}
`;

/** Shows the snackbar raised through useSnackbar; the shell mounts it once. */
export function SnackbarHost() {
  const [snackbar, setSnackbar] = useAtom(snackbarAtom);

  useEffect(() => {
    if (!snackbar) return undefined;
    const timer = setTimeout(() => setSnackbar(null), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snackbar, setSnackbar]);

  // The live region stays mounted so screen readers announce each new message. It shows above overlays,
  // which leave it exposed (ABOVE_OVERLAYS_ATTRIBUTE, use-page-behind-hidden.ts).
  return (
    <Region role="status" aria-live="polite" data-above-overlays="">
      {snackbar && (
        <Bar>
          <span>{snackbar.message}</span>
          {snackbar.onUndo && (
            <Undo
              type="button"
              onClick={() => {
                snackbar.onUndo?.();
                setSnackbar(null);
              }}
            >
              UNDO
            </Undo>
          )}
        </Bar>
      )}
    </Region>
  );
}

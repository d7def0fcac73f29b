import { PACK_CLOSE_PAGE_TEXT } from '../pack-texts';
import styled from 'styled-components';
import { LoadingView, theme } from 'shared-ui';

/** The pack loader's progress bar fills over 30 s, then waits at 95 % until generate-pack answers. */
export const PACK_LOADER_MS = 30_000;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.background};
`;

/** Covers the page while a pack is made, so nothing else can be clicked. */
export function PackLoader() {
  return (
    <Overlay role="dialog" aria-modal="true" aria-label="Generating your photo pack">
      <LoadingView
        text="Generating your photo pack..."
        warning={PACK_CLOSE_PAGE_TEXT}
        durationMs={PACK_LOADER_MS}
      />
    </Overlay>
  );
}

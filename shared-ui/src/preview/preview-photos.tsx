import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { PACK_IMAGE_COUNT, apiFileUrl } from 'api-client/runtime';
import { PREVIEW_IMAGE_COUNT, PROMISE, type Persona, type PreviewImage } from 'api-client';
import { media, ProgressBar, theme, VisuallyHidden } from 'shared-ui/start-up';
import { ButtonLink } from 'shared-ui/first-render';
import { logPreviewEvent, type PreviewPlace } from './preview-analytics';
import { previewPackPath } from './preview-links';

/** What a photo usually takes (the issue promises "under a minute"); the placeholders' bars fill towards it. */
export const PREVIEW_EXPECTED_MS = 40_000;
/** The placeholders' bars stop here until the photo is really there. */
const PROGRESS_CAP = 0.95;
const TICK_MS = 500;

export interface PreviewPhotosProps {
  /** The photos made so far, in style order. */
  images: readonly PreviewImage[];
  /** Still being made: the photos not there yet show as placeholders with progress. */
  processing: boolean;
  /** The styles' titles in order, for the placeholders (a photo that arrived carries its own). */
  expectedTitles?: readonly string[];
  /** Goes with the analytics events and into the pack link (buy-packs lists the persona's packs first). */
  persona?: Persona | null;
  /** Where the photos are shown, for analytics. */
  place: PreviewPlace;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile`gap: 10px;`}
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

/** Portrait photos (the identity models answer 4:5); contain, so the "Preview" watermark is never cropped. */
const Frame = styled.div`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Placeholder = styled(Frame)`
  background: linear-gradient(90deg, ${theme.colors.surfaceMuted} 0%, #fafbfc 50%, ${theme.colors.surfaceMuted} 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: 15px;
  overflow-wrap: anywhere;
`;

const Waiting = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const Status = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.textMuted};
  font-size: 15px;
`;

/** Fills from 0 towards PROGRESS_CAP over PREVIEW_EXPECTED_MS from when the placeholders first showed. */
function useWaitProgress(active: boolean): number {
  const started = useRef(Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return Math.min(PROGRESS_CAP, Math.max(0, (now - started.current) / PREVIEW_EXPECTED_MS));
}

/** The live line: what is being made and what has arrived, read out by screen readers as it changes. */
export function previewStatusText(images: readonly PreviewImage[], processing: boolean, total: number): string {
  if (!processing && images.length === 0) return '';
  if (!processing) return images.length === 1 ? 'Your preview photo is ready.' : `Your ${images.length} preview photos are ready.`;
  if (images.length === 0) return `Making your ${total} preview photos: usually ${PROMISE.previewTime}.`;
  const last = images[images.length - 1] as PreviewImage;
  return `${last.title} is ready (${images.length} of ${total}). The next one is on its way.`;
}

/**
 * The free preview's photos, arriving one by one: placeholders with progress while they are made, then each
 * photo with its style and "Get 30 like this" to that style's pack on buy-packs. Logs the funnel's
 * preview-seen (the first photo displayed) and preview:get-30.
 */
export function PreviewPhotos({ images, processing, expectedTitles = [], persona = null, place }: PreviewPhotosProps) {
  const total = Math.max(PREVIEW_IMAGE_COUNT, images.length);
  const slots = processing ? total : images.length;
  const progress = useWaitProgress(processing);
  const seen = useRef(false);

  function shown(image: PreviewImage) {
    if (seen.current) return;
    seen.current = true;
    logPreviewEvent('seen', persona, { place, style: image.style });
  }

  return (
    <div>
      <Status role="status" aria-live="polite">
        {previewStatusText(images, processing, total)}
      </Status>
      <List aria-label="Your preview photos" aria-busy={processing}>
        {Array.from({ length: slots }, (_, index) => {
          const image = images[index];
          if (!image) {
            const title = expectedTitles[index] ?? `Preview photo ${index + 1}`;
            return (
              <Item key={`waiting-${index}`} data-testid="preview-placeholder">
                <Placeholder aria-hidden="true" />
                <Title>{title}</Title>
                <ProgressBar value={progress} label={`Making your preview: ${title}`} />
                <Waiting>On its way…</Waiting>
              </Item>
            );
          }
          return (
            <Item key={image.fileId} data-testid="preview-photo">
              <Frame>
                <img src={apiFileUrl(image.url)} alt={`Preview of you: ${image.title}`} onLoad={() => shown(image)} />
              </Frame>
              <Title>{image.title}</Title>
              <ButtonLink
                to={previewPackPath(image.packReference, persona)}
                $variant="primary"
                onClick={() => logPreviewEvent('get30', persona, { place, style: image.style, packReference: image.packReference })}
              >
                Get {PACK_IMAGE_COUNT} like this<VisuallyHidden> ({image.title})</VisuallyHidden>
              </ButtonLink>
            </Item>
          );
        })}
      </List>
    </div>
  );
}

import { apiFileUrl, SHOWCASE_HONEST_LABEL } from 'api-client';
import { useRef, useState, type PointerEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { focusRing, media, theme } from 'shared-ui';

/** A swipe shorter than this is a tap, not a change of image. */
export const SWIPE_THRESHOLD_PX = 50;

export interface PackCarouselProps {
  title: string;
  images: readonly string[];
  /** How many of the first images are real customers' photos (the showcase): labelled so while shown. */
  realCount?: number;
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  ${media.mobile`aspect-ratio: 1 / 1;`}
  overflow: hidden;
  border-radius: ${theme.radii.md} ${theme.radii.md} 0 0;
  background: linear-gradient(135deg, ${theme.colors.accentSoft}, ${theme.colors.surfaceMuted});
  touch-action: pan-y;
  user-select: none;
`;

const Track = styled.div<{ $index: number }>`
  display: flex;
  height: 100%;
  transform: translateX(${(p) => -100 * p.$index}%);
  transition: transform 250ms ease;
`;

// Cropped from the bottom, never the top: a sample's corner marks ("Example") sit along its top edge, where a
// centred crop cut them under the card's rounded corner, and a portrait's face is in its upper part.
const Slide = styled.img`
  flex: none;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: center top;
  pointer-events: none;
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: 8px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.colors.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${theme.shadows.card};
  ${focusRing}
`;

// Top right: sample images often carry a caption band along their bottom edge.
const Counter = styled.span`
  position: absolute;
  top: 10px;
  right: 10px;
  padding: 2px 8px;
  border-radius: ${theme.radii.pill};
  background: rgba(17, 24, 39, 0.7);
  color: #fff;
  font-size: 12px;
  font-weight: 600;
`;

// Bottom left, on a real customer's photo only: says what it is.
const RealLabel = styled.span`
  position: absolute;
  left: 10px;
  bottom: 10px;
  padding: 3px 10px;
  border-radius: ${theme.radii.pill};
  background: rgba(17, 24, 39, 0.78);
  color: #fff;
  font-size: 12px;
  font-weight: 600;
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${theme.colors.accent};
  font-size: 44px;
`;

/** Sample images of a pack: arrows (keyboard too) and a horizontal swipe move between them. */
export function PackCarousel({ title, images, realCount = 0 }: PackCarouselProps) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  if (count === 0) {
    return (
      <Frame>
        <Placeholder aria-hidden="true">📸</Placeholder>
      </Frame>
    );
  }

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(index + (distance < 0 ? 1 : -1));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    if (event.key === 'ArrowLeft') go(index - 1);
  };

  return (
    <Frame
      role="group"
      aria-roledescription="carousel"
      aria-label={`${title} samples`}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (startX.current = null)}
      onKeyDown={onKeyDown}
    >
      <Track $index={index} aria-live="polite">
        {images.map((src, i) => (
          <Slide
            key={src}
            src={apiFileUrl(src)}
            alt={`${title} sample ${i + 1} of ${count}${i < realCount ? `: ${SHOWCASE_HONEST_LABEL.toLowerCase()}` : ''}`}
            aria-hidden={i !== index}
            loading={i === 0 ? 'eager' : 'lazy'}
            draggable={false}
          />
        ))}
      </Track>
      {index < realCount && <RealLabel>{SHOWCASE_HONEST_LABEL}</RealLabel>}
      {count > 1 && (
        <>
          <Arrow type="button" $side="left" aria-label={`Previous ${title} sample`} onClick={() => go(index - 1)}>
            ‹
          </Arrow>
          <Arrow type="button" $side="right" aria-label={`Next ${title} sample`} onClick={() => go(index + 1)}>
            ›
          </Arrow>
          <Counter aria-hidden="true">
            {index + 1}/{count}
          </Counter>
        </>
      )}
    </Frame>
  );
}

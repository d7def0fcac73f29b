import styled from 'styled-components';
import { media, theme } from 'shared-ui/start-up';
import { isVideoSource } from 'shared-ui/first-render';
import { useSwipe } from './use-viewer-navigation';
import { viewerControl } from './viewer-control';
import { ChevronIcon } from './viewer-icons';

const Stage = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  min-height: 0;
  align-items: center;
  justify-content: center;
  padding: 0 16px;
  ${media.mobile`padding: 0 8px;`}
`;

const mediaStyle = `
  display: block;
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  border-radius: ${theme.radii.md};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.5);
`;
const Picture = styled.img`${mediaStyle}`;
const Video = styled.video`${mediaStyle}`;

const StepButton = styled.button<{ $side: 'left' | 'right' }>`
  ${viewerControl}
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: 16px;
  width: 48px;
  height: 48px;
  padding: 0;
  transform: translateY(-50%);
  background: rgba(10, 12, 18, 0.55);
  &:disabled { opacity: 0.3; cursor: default; }
  ${media.mobile`
    width: 40px;
    height: 40px;
    min-height: 40px;
  `}
  ${(p) => (p.$side === 'left' ? media.mobile`left: 4px;` : media.mobile`right: 4px;`)}
`;

interface ViewerStageProps {
  src: string;
  alt: string;
  /** Previous and Next show while browsing a set; each is disabled at its end. */
  browsing: boolean;
  onPrevious?: () => void;
  onNext?: () => void;
  onClose: () => void;
}

/** The image (or looping muted video), swipeable, with Previous and Next; a click beside it closes the viewer. */
export function ViewerStage({ src, alt, browsing, onPrevious, onNext, onClose }: ViewerStageProps) {
  const swipe = useSwipe(onPrevious, onNext);
  return (
    <Stage
      {...swipe}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {browsing && (
        <>
          <StepButton type="button" $side="left" aria-label="Previous photo" disabled={!onPrevious} onClick={onPrevious}>
            <ChevronIcon direction="left" />
          </StepButton>
          <StepButton type="button" $side="right" aria-label="Next photo" disabled={!onNext} onClick={onNext}>
            <ChevronIcon direction="right" />
          </StepButton>
        </>
      )}
      {isVideoSource(src) ? <Video src={src} aria-label={alt} controls autoPlay loop muted playsInline /> : <Picture src={src} alt={alt} />}
    </Stage>
  );
}

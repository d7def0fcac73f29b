import { Stack } from 'shared-ui';
import { PreviewPromise } from '../../../components/preview-promise';
import type { OnboardingSlide } from '../content/slide.types';
import { SlideImage, SlideText, SlideTitle } from './slide-parts';

/** A slide of copy and one illustration: intro, pack introduction, Why use AI. */
export function InfoSlide({ slide }: { slide: OnboardingSlide }) {
  return (
    <Stack gap={20}>
      <SlideTitle tabIndex={-1}>{slide.title}</SlideTitle>
      {slide.imageUrl && <SlideImage src={slide.imageUrl} alt={slide.imageAlt ?? ''} width={400} height={480} />}
      <SlideText>{slide.text}</SlideText>
      {slide.previewPromise && <PreviewPromise {...slide.previewPromise} />}
    </Stack>
  );
}

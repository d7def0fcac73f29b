import { SHOWCASE_HONEST_LABEL } from 'api-client/runtime';
import styled from 'styled-components';
import { media, theme, useSession } from 'shared-ui/start-up';
import { ContentPage } from '../components/content-page';
import { CtaLink } from '../components/cta-link';
import { useMarketingMeta } from '../components/use-marketing-meta';
import { showcaseImage, useShowcase } from '../components/use-showcase';
import {
  FACE_GALLERY_ILLUSTRATION_LABEL, FACE_GALLERY_NOTE, FACE_GALLERY_PAIRS, FACE_GALLERY_SIDES, FACE_GALLERY_TITLE, faceGalleryIntro, type GalleryPair,
} from '../content/face-gallery';
import { PAGE_META } from '../content/page-meta';

const Pairs = styled.ul`
  display: grid;
  gap: 28px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pair = styled.li`
  padding: 20px;
  border: 1px solid ${theme.colors.border};
  border-radius: 16px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  ${media.mobile`padding: 14px;`}

  h2 {
    margin: 0 0 16px;
    font-size: 1.15rem;
    text-align: center;
  }
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  ${media.mobile`gap: 10px;`}

  figure {
    margin: 0;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 12px;
  }

  figcaption {
    margin-top: 8px;
    font-weight: 600;
    text-align: center;
  }
`;

const Note = styled.p`
  margin: 24px 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  text-align: center;
`;

const RealLabel = styled.p`
  margin: 12px 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
  text-align: center;
`;

// Without the note below the pairs, the button keeps the same distance from them.
const Cta = styled.div<{ $afterPairs: boolean }>`
  display: flex;
  justify-content: center;
  margin-top: ${(p) => (p.$afterPairs ? '28px' : '0')};
`;

/** Most real pairs the page shows; the page always shows at least the spec's three pairs. */
const MAX_REAL_PAIRS = 6;
const PAIRS_SHOWN = FACE_GALLERY_PAIRS.length;

/**
 * Selfie-versus-AI pairs: the showcase's face-gallery pairs (real customers, with consent) first, each labelled,
 * then illustrated ones until there are three, captioned as drawings, with a note saying what they are; the
 * intro says what is shown. Get my photos goes to buy-packs when signed in, else onboarding.
 */
export default function FaceGalleryPage() {
  useMarketingMeta(PAGE_META['/face-gallery']);
  const { session } = useSession();
  const ctaHref = session.status === 'logged-in' ? '/buy-packs' : '/onboarding';
  const real: GalleryPair[] = useShowcase().faceGallery.slice(0, MAX_REAL_PAIRS).flatMap((item) => (item.before[0] ? [{
    caption: item.caption,
    real: showcaseImage(item.before[0], `Real selfie: ${item.caption}`),
    ai: showcaseImage(item.after, `Photo the product made from it: ${item.caption}`),
  }] : []));
  const illustrations = FACE_GALLERY_PAIRS.slice(0, Math.max(0, PAIRS_SHOWN - real.length));
  const pairs = [...real.map((pair) => ({ ...pair, isReal: true })), ...illustrations.map((pair) => ({ ...pair, isReal: false }))];
  const illustrated = illustrations.length > 0;
  return (
    <ContentPage title={FACE_GALLERY_TITLE} intro={faceGalleryIntro(real.length, illustrations.length)}>
      <Pairs>
        {pairs.map((pair, index) => (
          <Pair key={pair.caption}>
            <h2>{pair.caption}</h2>
            <Sides>
              <figure>
                <img src={pair.real.src} alt={pair.real.alt} width={pair.real.width} height={pair.real.height} loading={index ? 'lazy' : undefined} />
                <figcaption>{FACE_GALLERY_SIDES[pair.isReal ? 'real' : 'illustrated'].before}</figcaption>
              </figure>
              <figure>
                <img src={pair.ai.src} alt={pair.ai.alt} width={pair.ai.width} height={pair.ai.height} loading={index ? 'lazy' : undefined} />
                <figcaption>{FACE_GALLERY_SIDES[pair.isReal ? 'real' : 'illustrated'].after}</figcaption>
              </figure>
            </Sides>
            <RealLabel>{pair.isReal ? SHOWCASE_HONEST_LABEL : FACE_GALLERY_ILLUSTRATION_LABEL}</RealLabel>
          </Pair>
        ))}
      </Pairs>
      {illustrated && <Note>{FACE_GALLERY_NOTE}</Note>}
      <Cta $afterPairs={!illustrated}>
        <CtaLink to={ctaHref}>Get my photos</CtaLink>
      </Cta>
    </ContentPage>
  );
}

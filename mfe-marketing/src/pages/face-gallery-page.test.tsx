import { screen } from '@testing-library/react';
import { pageMetaMock, renderAt, sessionState } from 'shared-ui/testing';
import { setShowcaseSnapshot, SHOWCASE_HONEST_LABEL } from 'api-client/runtime';
import { realPair, showcaseWith } from '../components/showcase-fixture';
import { FACE_GALLERY_ILLUSTRATION_LABEL, FACE_GALLERY_NOTE, FACE_GALLERY_PAIRS } from '../content/face-gallery';

const intro = () => screen.getByRole('heading', { level: 1 }).nextElementSibling;
import FaceGalleryPage from './face-gallery-page';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));

afterEach(() => setShowcaseSnapshot(null));

describe('FaceGalleryPage', () => {
  it('says the pairs are illustrations while they are, and calls nothing real', () => {
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getByText(FACE_GALLERY_NOTE)).toBeInTheDocument();
    expect(screen.queryByText(SHOWCASE_HONEST_LABEL)).not.toBeInTheDocument();
    expect(intro()).toHaveTextContent(/^What the product does, drawn for now/);
    expect(screen.getByRole('main')).not.toHaveTextContent(/Real selfie|made by that person/);
    expect(screen.getAllByText('Selfie (drawing)')).toHaveLength(3);
    expect(screen.getAllByText('AI portrait (drawing)')).toHaveLength(3);
  });

  it('shows a real pair first, labelled honestly, and illustrated ones after it until there are three', () => {
    setShowcaseSnapshot(showcaseWith({ faceGallery: [realPair(7, 'Ada, from a selfie to a headshot')] }));
    renderAt(<FaceGalleryPage />, '/face-gallery');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Ada, from a selfie to a headshot', FACE_GALLERY_PAIRS[0]!.caption, FACE_GALLERY_PAIRS[1]!.caption]);
    expect(screen.getByRole('img', { name: 'Real selfie: Ada, from a selfie to a headshot' })).toHaveAttribute('src', '/ai-photographer/showcase-files/before-7.jpg');
    expect(screen.getByRole('img', { name: /^Photo the product made from it/ })).toHaveAttribute('src', '/ai-photographer/showcase-files/after-7.jpg');
    expect(screen.getAllByText(SHOWCASE_HONEST_LABEL)).toHaveLength(1);
    expect(screen.getAllByText(FACE_GALLERY_ILLUSTRATION_LABEL)).toHaveLength(2);
    expect(screen.getByText(FACE_GALLERY_NOTE)).toBeInTheDocument();
    // The real pair's sides are called real; the drawings' are called drawings.
    expect(screen.getAllByText('Real selfie')).toHaveLength(1);
    expect(screen.getAllByText('Selfie (drawing)')).toHaveLength(2);
    expect(intro()).toHaveTextContent(/^Real customers’ selfies .* Drawn examples fill the rest/);
  });

  it('shows only real pairs, and no illustrations note, once three are placed', () => {
    setShowcaseSnapshot(showcaseWith({ faceGallery: [realPair(7, 'Ada'), realPair(8, 'Ben'), realPair(9, 'Cy'), realPair(10, 'Di')] }));
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Ada', 'Ben', 'Cy', 'Di']);
    expect(screen.getAllByText(SHOWCASE_HONEST_LABEL)).toHaveLength(4);
    expect(screen.queryByText(FACE_GALLERY_ILLUSTRATION_LABEL)).not.toBeInTheDocument();
    expect(screen.queryByText(FACE_GALLERY_NOTE)).not.toBeInTheDocument();
    expect(screen.getAllByText('Real selfie')).toHaveLength(4);
    expect(intro()).toHaveTextContent('Real customers’ selfies next to portraits made by their own AI models, shown with their permission. Same face, studio results.');
  });

  it('shows three selfie-versus-AI pairs with alt text', () => {
    sessionState.status = 'logged-out';
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getByRole('heading', { level: 1, name: 'From selfie to AI portrait' })).toBeInTheDocument();
    expect(screen.getAllByText('AI portrait (drawing)')).toHaveLength(3);
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ canonical: '/face-gallery' }));
  });

  it('sends visitors to onboarding', () => {
    sessionState.status = 'logged-out';
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getByRole('link', { name: 'Get my photos' })).toHaveAttribute('href', '/onboarding');
  });

  it('sends signed-in users to buy-packs', () => {
    sessionState.status = 'logged-in';
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getByRole('link', { name: 'Get my photos' })).toHaveAttribute('href', '/buy-packs');
  });
});

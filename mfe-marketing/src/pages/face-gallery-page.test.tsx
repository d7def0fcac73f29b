import { screen } from '@testing-library/react';
import { pageMetaMock, renderAt, sessionState } from 'shared-ui/testing';
import { setShowcaseSnapshot, SHOWCASE_HONEST_LABEL } from 'api-client/runtime';
import { realPair, showcaseWith } from '../components/showcase-fixture';
import { FACE_GALLERY_ILLUSTRATION_LABEL, FACE_GALLERY_NOTE, FACE_GALLERY_PAIRS } from '../content/face-gallery';
import FaceGalleryPage from './face-gallery-page';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));

afterEach(() => setShowcaseSnapshot(null));

describe('FaceGalleryPage', () => {
  it('says the pairs are illustrations while they are', () => {
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getByText(FACE_GALLERY_NOTE)).toBeInTheDocument();
    expect(screen.queryByText(SHOWCASE_HONEST_LABEL)).not.toBeInTheDocument();
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
  });

  it('shows only real pairs, and no illustrations note, once three are placed', () => {
    setShowcaseSnapshot(showcaseWith({ faceGallery: [realPair(7, 'Ada'), realPair(8, 'Ben'), realPair(9, 'Cy'), realPair(10, 'Di')] }));
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Ada', 'Ben', 'Cy', 'Di']);
    expect(screen.getAllByText(SHOWCASE_HONEST_LABEL)).toHaveLength(4);
    expect(screen.queryByText(FACE_GALLERY_ILLUSTRATION_LABEL)).not.toBeInTheDocument();
    expect(screen.queryByText(FACE_GALLERY_NOTE)).not.toBeInTheDocument();
  });

  it('shows three real-versus-AI pairs with alt text', () => {
    sessionState.status = 'logged-out';
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getByRole('heading', { level: 1, name: 'Real selfies, AI portraits' })).toBeInTheDocument();
    expect(screen.getAllByText('Real selfie')).toHaveLength(3);
    expect(screen.getAllByText('AI photo')).toHaveLength(3);
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

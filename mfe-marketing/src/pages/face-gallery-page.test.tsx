import { screen } from '@testing-library/react';
import { pageMetaMock, renderAt, sessionState } from 'shared-ui/testing';
import { setShowcaseSnapshot, SHOWCASE_HONEST_LABEL } from 'api-client/runtime';
import { realPair, showcaseWith } from '../components/showcase-fixture';
import { FACE_GALLERY_NOTE } from '../content/face-gallery';
import FaceGalleryPage from './face-gallery-page';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));

afterEach(() => setShowcaseSnapshot(null));

describe('FaceGalleryPage', () => {
  it('says the pairs are illustrations while they are', () => {
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getByText(FACE_GALLERY_NOTE)).toBeInTheDocument();
    expect(screen.queryByText(SHOWCASE_HONEST_LABEL)).not.toBeInTheDocument();
  });

  it('shows the real pairs the admin placed, labelled honestly, and no illustrations note', () => {
    setShowcaseSnapshot(showcaseWith({ faceGallery: [realPair(7, 'Ada, from a selfie to a headshot')] }));
    renderAt(<FaceGalleryPage />, '/face-gallery');
    expect(screen.getByRole('heading', { level: 2, name: 'Ada, from a selfie to a headshot' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Real selfie: Ada, from a selfie to a headshot' })).toHaveAttribute('src', '/ai-photographer/showcase-files/before-7.jpg');
    expect(screen.getByRole('img', { name: /^Photo the product made from it/ })).toHaveAttribute('src', '/ai-photographer/showcase-files/after-7.jpg');
    expect(screen.getByText(SHOWCASE_HONEST_LABEL)).toBeInTheDocument();
    expect(screen.queryByText(FACE_GALLERY_NOTE)).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
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

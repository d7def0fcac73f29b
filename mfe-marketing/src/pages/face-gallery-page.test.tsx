import { screen } from '@testing-library/react';
import { pageMetaMock, renderAt, sessionState } from 'shared-ui/testing';
import FaceGalleryPage from './face-gallery-page';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));

describe('FaceGalleryPage', () => {
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

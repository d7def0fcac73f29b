import { render, screen } from '@testing-library/react';
import { ImageViewerCaption } from './image-viewer-caption';

describe('ImageViewerCaption', () => {
  it('shows the likeness badge above the prompt once the photo is scored', () => {
    render(<ImageViewerCaption prompt="TOK woman in a park" likeness={0.92} />);
    expect(screen.getByText('Likeness 92 %')).toBeInTheDocument();
    expect(screen.getByText('TOK woman in a park')).toBeInTheDocument();
  });

  it('shows no badge while the score is on its way (likeness null)', () => {
    render(<ImageViewerCaption prompt="TOK woman in a park" likeness={null} />);
    expect(screen.queryByText(/Likeness/)).toBeNull();
    expect(screen.getByText('TOK woman in a park')).toBeInTheDocument();
  });
});

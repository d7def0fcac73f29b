import { render, screen } from '@testing-library/react';
import { LikenessBadge } from './likeness-badge';

describe('LikenessBadge', () => {
  it('shows the score as a whole percentage', () => {
    render(<LikenessBadge likeness={0.916} />);
    expect(screen.getByText('Likeness 92 %')).toBeInTheDocument();
  });

  it('shows nothing before the photo is scored, or when it has no score', () => {
    const { container, rerender } = render(<LikenessBadge likeness={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<LikenessBadge likeness={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces its label to screen readers', () => {
    render(<Spinner label="Loading images" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading images');
  });

  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});

import { render, screen } from '@testing-library/react';
import { LookAlikeWarning } from './look-alike-warning';

describe('LookAlikeWarning', () => {
  it('names the photos that do not look like the others', () => {
    render(<LookAlikeWarning positions={[2, 5, 7]} />);
    expect(screen.getByText('Photos 2, 5 and 7: This photo does not look like the others.')).toBeInTheDocument();
  });

  it('names one photo alone, and shows nothing when every photo looks alike', () => {
    const { container, rerender } = render(<LookAlikeWarning positions={[3]} />);
    expect(screen.getByText('Photo 3: This photo does not look like the others.')).toBeInTheDocument();
    rerender(<LookAlikeWarning positions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

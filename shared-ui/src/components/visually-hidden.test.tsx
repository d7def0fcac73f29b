import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while clipping it to one pixel', () => {
    render(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Like photo 1</VisuallyHidden>
      </button>,
    );
    const text = screen.getByText('Like photo 1');
    expect(screen.getByRole('button', { name: 'Like photo 1' })).toBeInTheDocument();
    expect(text).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    expect(text).not.toHaveStyle({ display: 'none' });
  });
});

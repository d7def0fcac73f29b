import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a link to its page, looking like a button', () => {
    render(<MemoryRouter><ButtonLink to="/pricing" $variant="primary">Buy credits</ButtonLink></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  });
});

import { render, screen } from '@testing-library/react';
import { Card, Page, PageTitle, Stack } from './layout';

describe('layout', () => {
  it('renders a main landmark with a level-one heading', () => {
    render(
      <Page narrow>
        <PageTitle>Log in</PageTitle>
        <Stack gap={8}>
          <Card>One</Card>
        </Stack>
      </Page>,
    );
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    // Layout props style the element and are not leaked to the DOM as attributes.
    expect(main).not.toHaveAttribute('narrow');
    expect(main.querySelector('[gap]')).toBeNull();
  });

  it('uses a 400 px column when narrow and 1000 px otherwise', () => {
    const { rerender } = render(<Page narrow>x</Page>);
    expect(getComputedStyle(screen.getByRole('main')).maxWidth).toBe('400px');
    rerender(<Page>x</Page>);
    expect(getComputedStyle(screen.getByRole('main')).maxWidth).toBe('1000px');
  });
});

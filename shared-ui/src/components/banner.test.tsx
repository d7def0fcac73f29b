import { render, screen } from '@testing-library/react';
import { Banner } from './banner';
import { Button } from './button';

describe('Banner', () => {
  it('uses role alert for errors', () => {
    render(<Banner tone="error">Payment failed</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('uses role status for other tones and renders its actions', () => {
    render(
      <Banner tone="success" actions={<Button>View</Button>}>
        Your model is ready
      </Banner>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your model is ready');
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
  });
});

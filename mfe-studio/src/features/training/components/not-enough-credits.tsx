import { useNavigate } from 'react-router-dom';
import { Banner, Button, formatCredits } from 'shared-ui';
import { CREDITS_PER_TRAINING } from 'api-client';

/** The purchase prompt, shown instead of the form when the balance does not cover a training. */
export function NotEnoughCredits() {
  const navigate = useNavigate();
  return (
    <Banner tone="warning" actions={<Button onClick={() => navigate('/pricing')}>Get More Credits</Button>}>
      You don&apos;t have enough credits to train a model. Training a model costs {formatCredits(CREDITS_PER_TRAINING)}{' '}
      credits.
    </Banner>
  );
}

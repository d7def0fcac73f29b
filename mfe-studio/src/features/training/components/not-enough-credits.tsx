import { useNavigate } from 'react-router-dom';
import { Banner, Button, formatCredits } from 'shared-ui';
import { CREDITS_PER_TRAINING } from 'api-client';

/** The purchase prompt of part 2 §2, shown instead of the form when a training cannot be paid for. */
export function NotEnoughCredits() {
  const navigate = useNavigate();
  return (
    <Banner tone="warning" actions={<Button onClick={() => navigate('/pricing')}>Get More Credits</Button>}>
      You don&apos;t have enough credits to train a model. Training a model costs {formatCredits(CREDITS_PER_TRAINING)}{' '}
      credits.
    </Banner>
  );
}

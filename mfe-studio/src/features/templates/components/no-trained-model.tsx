import { useNavigate } from 'react-router-dom';
import { Banner, Button } from 'shared-ui';
import { MODEL_TRAINING_MESSAGE, NO_TRAINED_MODEL_MESSAGE } from '../template-messages';

/** Templates put the user's own model in the picture: without a ready one, the way leads to train. */
export function NoTrainedModel({ training }: { training: boolean }) {
  const navigate = useNavigate();
  return (
    <Banner
      tone="info"
      actions={<Button onClick={() => navigate('/train')}>{training ? 'Check status' : 'Train a model'}</Button>}
    >
      {training ? MODEL_TRAINING_MESSAGE : NO_TRAINED_MODEL_MESSAGE}
    </Banner>
  );
}

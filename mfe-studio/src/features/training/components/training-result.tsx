import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, Button, Stack } from 'shared-ui';

export const TRAINING_COMPLETE_TITLE = 'Training complete!';
export const TRAINING_FAILED_TITLE = 'Training failed';

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
`;

const Text = styled.p`
  margin: 0;
`;

interface TrainingResultProps {
  modelName: string | null;
  didFail: boolean;
  /** Train A New Model: hides this notice so the form shows. */
  onTrainAgain: () => void;
  /** A bought pack waiting for this model (train-overview's photoPackPendingID): Continue makes it. */
  pendingPackPurchaseId?: number | null;
}

/** The notice about a recently finished training: completion with two actions, failure with none. */
export function TrainingResult({ modelName, didFail, onTrainAgain, pendingPackPurchaseId = null }: TrainingResultProps) {
  const navigate = useNavigate();
  const name = modelName ? `"${modelName}"` : 'your model';
  if (didFail) {
    return (
      <Banner tone="error">
        <Stack gap={8}>
          <Title>{TRAINING_FAILED_TITLE}</Title>
          <Text>Training of {name} has failed. Please contact support.</Text>
        </Stack>
      </Banner>
    );
  }
  return (
    <Banner
      tone="success"
      actions={
        <>
          <Button variant="secondary" onClick={onTrainAgain}>
            Train A New Model
          </Button>
          <Button onClick={() => navigate(pendingPackPurchaseId === null ? '/gen' : `/generate-pack/${pendingPackPurchaseId}`)}>
            Continue
          </Button>
        </>
      }
    >
      <Stack gap={8}>
        <Title>{TRAINING_COMPLETE_TITLE}</Title>
        <Text>
          Your model {name} is ready.{' '}
          {pendingPackPurchaseId === null ? 'Continue to create your first photos.' : 'Continue to make the photo pack you bought.'}
        </Text>
      </Stack>
    </Banner>
  );
}

import { useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui/start-up';
import { Banner } from 'shared-ui/first-render';

/** Shown while one of the user's models trains, with CHECK STATUS leading to train. */
export function TrainingBanner({ modelName }: { modelName: string }) {
  const navigate = useNavigate();
  return (
    <Banner
      tone="info"
      actions={
        <Button variant="secondary" onClick={() => navigate('/train')}>
          CHECK STATUS
        </Button>
      }
    >
      Your model &ldquo;{modelName}&rdquo; is training. You can keep generating with your other models meanwhile.
    </Banner>
  );
}

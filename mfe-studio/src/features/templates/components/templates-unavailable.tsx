import { useNavigate } from 'react-router-dom';
import { Banner, Button } from 'shared-ui';
import { TEMPLATES_UNAVAILABLE_MESSAGE } from '../template-messages';
import { changeClassPath } from '../template-model';

/** No templates for the model's class: Change class opens edit-model, whose Save comes back here. */
export function TemplatesUnavailable({ modelId }: { modelId: string }) {
  const navigate = useNavigate();
  return (
    <Banner
      tone="info"
      actions={
        <Button variant="secondary" onClick={() => navigate(changeClassPath(modelId))}>
          Change class
        </Button>
      }
    >
      {TEMPLATES_UNAVAILABLE_MESSAGE}
    </Banner>
  );
}

import { useNavigate } from 'react-router-dom';
import { FAILED_TO_UPDATE_LATEST_MODEL_MESSAGE, updateLatestModel, type ThinModel } from 'api-client';
import { useAlert, useApiMutation } from 'shared-ui';
import { MODEL_NOT_READY_MESSAGE } from '../../../lib/model-label';

/** A succeeded model becomes the latest and opens gen; a training one opens train. */
export function useSelectModel() {
  const navigate = useNavigate();
  const alert = useAlert();
  const latest = useApiMutation((modelId: string) => updateLatestModel({ modelId }), {
    onSuccess: () => navigate('/gen'),
    onError: () => void alert(FAILED_TO_UPDATE_LATEST_MODEL_MESSAGE),
  });

  async function select(model: ThinModel) {
    if (model.Status === 'starting' || model.Status === 'processing') {
      navigate('/train');
      return;
    }
    if (model.Status !== 'succeeded') {
      await alert(MODEL_NOT_READY_MESSAGE);
      return;
    }
    latest.mutate(model.ModelID);
  }

  // The model's tile stays busy while the page leaves for gen.
  const busyId = latest.status === 'pending' || latest.status === 'success' ? latest.variables : undefined;
  return { select, busyId };
}

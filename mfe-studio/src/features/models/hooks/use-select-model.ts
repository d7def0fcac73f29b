import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FAILED_TO_UPDATE_LATEST_MODEL_MESSAGE, updateLatestModel, type ThinModel } from 'api-client';
import { useAlert } from 'shared-ui';
import { MODEL_NOT_READY_MESSAGE } from '../../../lib/model-label';

/** A succeeded model becomes the latest and opens gen; a training one opens train. */
export function useSelectModel() {
  const navigate = useNavigate();
  const alert = useAlert();
  const [busyId, setBusyId] = useState<string>();

  async function select(model: ThinModel) {
    if (model.Status === 'starting' || model.Status === 'processing') {
      navigate('/train');
      return;
    }
    if (model.Status !== 'succeeded') {
      await alert(MODEL_NOT_READY_MESSAGE);
      return;
    }
    setBusyId(model.ModelID);
    try {
      await updateLatestModel({ modelId: model.ModelID });
      navigate('/gen');
    } catch {
      setBusyId(undefined);
      await alert(FAILED_TO_UPDATE_LATEST_MODEL_MESSAGE);
    }
  }

  return { select, busyId };
}

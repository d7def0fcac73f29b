import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, generatePack, PACK_PARTIAL_WARNING, packGenerationFailedMessage, type GeneratePackRequest } from 'api-client';
import { logEvent, useAlert } from 'shared-ui';

/**
 * Runs generate-pack and follows its result: success → the generated pack; partial → warn, then go;
 * anything else → the packGenerationFailedMessage alert. `generating` names the pack in flight.
 */
export function useGeneratePack() {
  const navigate = useNavigate();
  const alert = useAlert();
  const [generating, setGenerating] = useState<number | null>(null);

  const generate = useCallback(
    async (request: GeneratePackRequest & { packId: number }) => {
      setGenerating(request.packId);
      try {
        const reply = await generatePack(request);
        logEvent({ eventType: 'conversion', funnelName: 'checkout', funnelStep: 'pack-generated', metadata: { packId: request.packId } });
        if (reply.status === 'partial') await alert(PACK_PARTIAL_WARNING);
        else if (reply.status !== 'success') throw new Error(reply.message || '');
        navigate(`/pack-generated/${reply.packGenerationId}`);
      } catch (error) {
        setGenerating(null);
        await alert(packGenerationFailedMessage(errorMessage(error, '')));
        // Without enough credits for the pack the user is sent to pricing.
        if (error instanceof ApiError && error.httpStatus === 402) navigate('/pricing');
      }
    },
    [alert, navigate],
  );

  return { generating, generate };
}

import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, generatePack, PACK_PARTIAL_WARNING, packGenerationFailedMessage, type GeneratePackRequest } from 'api-client';
import { logEvent, refreshCreditBalance, useAlert, useCreditShortfall } from 'shared-ui';

/** What the generation costs in credits and the balance before it (null: unknown), for a refusal to explain. */
export interface PackSpend {
  cost: number;
  balance: number | null;
}

/**
 * Runs generate-pack and follows its result: success → the generated pack; partial → warn, then go;
 * short of credits → the cost and the balance, then pricing; anything else → the
 * packGenerationFailedMessage alert. `generating` names the pack in flight.
 */
export function useGeneratePack() {
  const navigate = useNavigate();
  const alert = useAlert();
  const shortOfCredits = useCreditShortfall();
  const [generating, setGenerating] = useState<number | null>(null);

  const generate = useCallback(
    async (request: GeneratePackRequest & { packId: number }, spend: PackSpend | null = null) => {
      setGenerating(request.packId);
      try {
        const reply = await generatePack(request);
        logEvent({ eventType: 'conversion', funnelName: 'checkout', funnelStep: 'pack-generated', metadata: { packId: request.packId } });
        if (reply.status === 'partial') await alert(PACK_PARTIAL_WARNING);
        else if (reply.status !== 'success') throw new Error(reply.message || '');
        navigate(`/pack-generated/${reply.packGenerationId}`);
      } catch (error) {
        setGenerating(null);
        // Without enough credits for the pack: why, what it costs and what the user has, then pricing.
        if (error instanceof ApiError && error.httpStatus === 402) await shortOfCredits(spend?.cost ?? 0, spend?.balance ?? null);
        else await alert(packGenerationFailedMessage(errorMessage(error, '')));
      } finally {
        void refreshCreditBalance();
      }
    },
    [alert, navigate, shortOfCredits],
  );

  return { generating, generate };
}

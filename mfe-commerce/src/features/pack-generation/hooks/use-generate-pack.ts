import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError, errorMessage, generatePack, PACK_PARTIAL_WARNING, packGenerationFailedMessage, type GeneratePackRequest,
} from 'api-client';
import { logEvent, refreshCreditBalance, useAlert, useApiMutation, useCreditShortfall } from 'shared-ui';

/** What the generation costs in credits and the balance before it (null: unknown), for a refusal to explain. */
export interface PackSpend {
  cost: number;
  balance: number | null;
}

interface PackRun {
  request: GeneratePackRequest & { packId: number };
  spend: PackSpend | null;
}

/** generate-pack; a reply that is neither success nor partial counts as a failure. */
async function sendGeneratePack({ request }: PackRun) {
  const reply = await generatePack(request);
  logEvent({ eventType: 'conversion', funnelName: 'checkout', funnelStep: 'pack-generated', metadata: { packId: request.packId } });
  if (reply.status !== 'success' && reply.status !== 'partial') throw new Error(reply.message || '');
  return reply;
}

/**
 * Runs generate-pack and follows its result: success → the generated pack; partial → warn, then go;
 * short of credits → the cost and the balance, then pricing; anything else → the
 * packGenerationFailedMessage alert. `generating` names the pack in flight (until the page has left).
 */
export function useGeneratePack() {
  const navigate = useNavigate();
  const alert = useAlert();
  const shortOfCredits = useCreditShortfall();
  const generation = useApiMutation(sendGeneratePack, {
    onSuccess: async (reply) => {
      void refreshCreditBalance();
      if (reply.status === 'partial') await alert(PACK_PARTIAL_WARNING);
      navigate(`/pack-generated/${reply.packGenerationId}`);
    },
    onError: (error, { spend }) => {
      void refreshCreditBalance();
      // Without enough credits for the pack: why, what it costs and what the user has, then pricing.
      if (error instanceof ApiError && error.httpStatus === 402) void shortOfCredits(spend?.cost ?? 0, spend?.balance ?? null);
      else void alert(packGenerationFailedMessage(errorMessage(error, '')));
    },
  });

  const { mutate } = generation;
  const generate = useCallback(
    (request: PackRun['request'], spend: PackSpend | null = null) => mutate({ request, spend }),
    [mutate],
  );
  const leaving = generation.status === 'pending' || generation.status === 'success';
  return { generating: leaving ? (generation.variables?.request.packId ?? null) : null, generate };
}

import {
  editModelCall, genStatusCall, modelDetailsCall, modelsCall, modelsThinCall, trainOverviewCall, updateLatestModelCall,
  updateRulesAcceptedCall,
} from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { SessionLookup } from '../../http/session-lookup.js';
import { bothFacts, type SessionFacts, type SessionColumns } from '../../infra/db/session-facts.js';
import type { ModelPages } from './models.wiring.js';
import { registerCall } from '../../http/contract-route.js';
import { genPageFacts } from './models.repository.js';

const ok = { status: 'success' as const };

/** replicate-service calls about models, the train page and the generation page's status. */
export interface ModelsRoutesDeps extends ModelPages {
  /** Reads a call's facts with the session (the auth module's). */
  sessionLookupWith: <CB extends SessionColumns, F>(facts: SessionFacts<CB, F>) => SessionLookup<F>;
  /** Trainings a purchase included and no training used yet (the credits module's), read with gen-status's session. */
  includedTrainingsFacts: SessionFacts<SessionColumns, number>;
}

export function modelsRoutes(app: FastifyInstance, { modelsService, overviewService, sessionLookupWith, includedTrainingsFacts }: ModelsRoutesDeps): void {
  registerCall(app, trainOverviewCall, async (_input, { account }) => overviewService.trainOverview(account!.id));
  const genStatusSession = sessionLookupWith(bothFacts(genPageFacts, includedTrainingsFacts, (page, trainingsIncluded) => ({ ...page, trainingsIncluded })));
  registerCall(app, genStatusCall, async (_input, { account, facts }) => overviewService.genStatus(account!, facts), { session: genStatusSession });
  registerCall(app, updateRulesAcceptedCall, async (_input, { account }) => {
    await overviewService.acceptRules(account!.id);
    return ok;
  });
  registerCall(app, modelsThinCall, async (_input, { account }) => ({ status: 'success' as const, models: await modelsService.thinList(account!.id) }));
  registerCall(app, modelsCall, async (_input, { account }) => {
    const [list, latestModelId] = await Promise.all([modelsService.list(account!.id), modelsService.latestModelId(account!.id)]);
    return { status: 'success' as const, models: list, latestModelId };
  });
  registerCall(app, modelDetailsCall, async (input, { account }) => ({ model: await modelsService.details(account!.id, input.modelId) }));
  registerCall(app, editModelCall, async (input, { account }) => {
    await modelsService.edit(account!.id, input.modelId, input.modelClass, input.modelCharacteristics);
    return ok;
  });
  registerCall(app, updateLatestModelCall, async (input, { account }) => {
    await modelsService.setLatest(account!.id, input.modelId);
    return ok;
  });
}

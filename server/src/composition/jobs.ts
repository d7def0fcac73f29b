import type { JobHandlers } from '../infra/jobs/job-queue.js';
import type { System } from './system.js';

/** One handler per job name; the type makes a missing one a compile error. */
export function jobHandlers(system: System): JobHandlers {
  const { trainingService } = system.training;
  const { subscriptionService } = system.payments;
  return {
    'mail.deliver': ({ mailId }) => system.mailer.deliver(mailId),
    'model.look-alike': ({ modelId }) => system.uploads.lookAlikeService.check(modelId),
    'training.start': ({ modelId }) => trainingService.start(modelId),
    'training.poll': ({ modelId }) => trainingService.poll(modelId),
    'pack.slot': ({ slotId }) => system.packs.packSlotWorker.run(slotId),
    'pack.ready-mail': ({ generationId }) => system.packs.packReadyMailer.send(generationId),
    'image.likeness': ({ imageId }) => system.generation.likenessService.score(imageId),
    'pack.slot-replace': ({ slotId }) => system.packs.packSlotWorker.replace(slotId),
    'subscription.renew': async ({ accountId }) => {
      await subscriptionService.renewAccount(accountId);
    },
    'subscription.cancel-at-provider': ({ providerSubscriptionId }) => subscriptionService.cancelAtProvider(providerSubscriptionId),
    'subscription.refund-duplicate': ({ paymentId, providerSubscriptionId }) =>
      subscriptionService.refundDuplicate(paymentId, providerSubscriptionId),
    'model.delete': ({ deletionId }) => system.privacy.modelDeletionService.run(deletionId),
    'account.delete': ({ accountId }) => system.privacy.accountDeletionService.run(accountId),
    'account.export': ({ exportId }) => system.privacy.dataExportService.build(exportId),
    'preview.make': ({ previewId }) => system.previews.previewWorker.run(previewId),
  };
}

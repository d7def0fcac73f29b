// A worker thread of the ID photo pool (id-photo-maker.ts): loads the segmentation and the face models as soon
// as it starts, then measures, checks and makes one photo at a time.
import { lowerThisThread } from '../photo/thread-priority.js';
import { copiedBuffer, serveTasks } from '../photo/worker-pool.js';
import { makeIdPhoto, loadIdPhotoModels } from './id-photo-pipeline.js';
import type { IdPhotoOutcome, IdPhotoTask } from './id-photo-maker.js';

lowerThisThread();
let models = loadIdPhotoModels();
models.catch(() => undefined);

serveTasks<IdPhotoTask, IdPhotoOutcome>(async (task, progress) => {
  const loaded = await models.catch((error: unknown) => {
    models = loadIdPhotoModels();
    models.catch(() => undefined);
    throw new Error(`The ID photo models could not load: ${error instanceof Error ? error.message : String(error)}`);
  });
  const outcome = await makeIdPhoto(loaded, Buffer.from(task.photo), task.document, progress);
  if ('retake' in outcome) return { value: { kind: 'retake', reasons: outcome.retake } };
  const photo = copiedBuffer(outcome.made.photo.jpeg);
  const sheets = outcome.made.sheets.map((sheet) => ({ ...sheet, jpeg: copiedBuffer(sheet.jpeg) }));
  return {
    value: { kind: 'made', photo: { ...outcome.made.photo, jpeg: photo }, sheets, report: outcome.made.report },
    transfer: [photo, ...sheets.map((sheet) => sheet.jpeg)],
  };
});

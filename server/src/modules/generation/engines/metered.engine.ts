import { meterEngineCall } from '../../../infra/metrics/process-metrics.js';
import type { ImageEngine, ImageOutcome, PreviewEngine } from '../image-engine.js';

const anyFailed = (outcomes: ImageOutcome[]) => outcomes.some((outcome) => !outcome.ok);
const failed = (outcome: ImageOutcome) => !outcome.ok;

// Name and availability are read through, at each call: an engine may be swapped behind its reference (tests).

/** The engine, each call timed into engine_call_duration_seconds with its outcome (a call with any failed image failed). */
export function meteredImageEngine(engine: ImageEngine): ImageEngine {
  const labels = (operation: string) => ({ engine: engine.name, operation });
  return {
    get name() {
      return engine.name;
    },
    generate: (request) => meterEngineCall(labels('generate'), () => engine.generate(request), anyFailed),
    edit: (request) => meterEngineCall(labels('edit'), () => engine.edit(request), failed),
    filter: (request) => meterEngineCall(labels('filter'), () => engine.filter(request), failed),
  };
}

export function meteredPreviewEngine(engine: PreviewEngine): PreviewEngine {
  return {
    get name() {
      return engine.name;
    },
    get available() {
      return engine.available;
    },
    preview: (request) => meterEngineCall({ engine: engine.name, operation: 'preview' }, () => engine.preview(request), failed),
  };
}

import { heroPainted, releaseScriptPreloads } from './runtime/hero-first';

// An async boundary, so Module Federation can negotiate the shared singletons before any of them runs.
// On a prerendered page it starts once the hero image is painted: the start-up's files and first tasks
// would delay that paint (runtime/hero-first.ts).
void heroPainted(document).then(() => {
  releaseScriptPreloads(document);
  return import('./bootstrap');
});

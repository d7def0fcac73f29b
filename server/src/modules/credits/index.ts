// The credits module's public face: what other modules and the composition may use. The credit ledger: every grant, spend and refund, and the balance that is their sum.
export { createCreditsComponents, type CreditsComponents } from './credits.wiring.js';
export { insufficientCredits, type CreditsService } from './credits.service.js';

export type { TrainingOf, TrainingPaidWith } from './training-charges.js';

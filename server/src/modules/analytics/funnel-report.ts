import { PREVIEW_FUNNEL_STEPS, type FunnelReport } from 'api-client';
import type { FunnelCountRow } from './analytics.repository.js';

/**
 * The onboarding funnel's steps in the order a visitor meets them: the marketing pages' steps
 * (`landing` impressions and `landing:<action>` such as the persona card, in order of first
 * appearance), then the slide keys of mfe-onboarding, each followed by the actions taken on it.
 * Steps not listed follow in order of first appearance.
 */
const LANDING = 'landing';
const isLandingStep = (step: string) => step === LANDING || step.startsWith(`${LANDING}:`);
export const ONBOARDING_STEP_ORDER = [
  'persona-question',
  'persona-question:choose',
  'intro',
  'training-demo',
  'training-demo:create-model',
  'training-complete',
  'training-complete:generate-1',
  'training-complete:generate-2',
  'training-complete:generate-3',
  'email-entry',
  'email-entry:sign-up',
  // After activation: the free preview step (made, or skipped), then the spec's two slides.
  'preview',
  'preview:skip',
  'pack-intro',
  'why-ai',
  'why-ai:see-packs',
];

/**
 * Funnels whose steps have a meaningful order (listed steps first, in that order, others after them by
 * first appearance), and so a conversion from each step to the next: onboarding's (after its landing
 * steps) and the free preview's (offered → selfie sent → photos seen → pack chosen → pack bought).
 */
const ORDERED_FUNNELS: Record<string, readonly string[]> = { onboarding: ONBOARDING_STEP_ORDER, preview: PREVIEW_FUNNEL_STEPS };

const PERSONA_ORDER = ['influencer', 'professional', 'single', 'unknown', 'none'];
const NO_PERSONA = 'none';

type FunnelRows = FunnelReport['funnels'][number];

function orderSteps(funnelName: string, rows: FunnelCountRow[]): string[] {
  const byFirstSeen = [...rows].sort((a, b) => a.firstSeen.getTime() - b.firstSeen.getTime());
  const seen = [...new Set(byFirstSeen.map((row) => row.funnelStep))];
  const order = ORDERED_FUNNELS[funnelName];
  if (!order) return seen;
  const landings = funnelName === 'onboarding' ? seen.filter(isLandingStep) : [];
  const known = order.filter((step) => seen.includes(step));
  const others = seen.filter((step) => !order.includes(step) && !landings.includes(step));
  return [...landings, ...known, ...others];
}

function orderPersonas(rows: FunnelCountRow[]): string[] {
  const present = new Set(rows.map((row) => row.persona ?? NO_PERSONA));
  const known = PERSONA_ORDER.filter((persona) => present.has(persona));
  return [...known, ...[...present].filter((persona) => !PERSONA_ORDER.includes(persona)).sort()];
}

/**
 * Builds one funnel's table. `sessionsPerStep` counts distinct sessions across personas (a session that
 * changed persona mid-funnel counts once); conversion is given for the funnels whose step order is
 * meaningful (ORDERED_FUNNELS).
 */
export function buildFunnel(funnelName: string, rows: FunnelCountRow[], sessionsPerStep: Map<string, number>): FunnelRows {
  const personas = orderPersonas(rows);
  const steps = orderSteps(funnelName, rows).map((funnelStep, index, all) => {
    const stepRows = rows.filter((row) => row.funnelStep === funnelStep);
    const sessions = sessionsPerStep.get(funnelStep) ?? 0;
    const previous = index > 0 ? (sessionsPerStep.get(all[index - 1] as string) ?? 0) : 0;
    return {
      funnelStep,
      events: stepRows.reduce((sum, row) => sum + row.events, 0),
      sessions,
      byPersona: personas.map((persona) => {
        const row = stepRows.find((r) => (r.persona ?? NO_PERSONA) === persona);
        return { persona, events: row?.events ?? 0, sessions: row?.sessions ?? 0 };
      }),
      conversionFromPrevious: funnelName in ORDERED_FUNNELS && index > 0 && previous > 0 ? sessions / previous : null,
    };
  });
  return { funnelName, personas, steps };
}

/** Funnels in a stable order: onboarding first, then by name. */
export function funnelNames(rows: FunnelCountRow[]): string[] {
  const names = [...new Set(rows.map((row) => row.funnelName))].sort();
  return names.includes('onboarding') ? ['onboarding', ...names.filter((n) => n !== 'onboarding')] : names;
}

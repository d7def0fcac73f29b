// The funnel's copy makes the same promises as the rest of the site (docs/promises.md), for every persona,
// before and after activation, and the demo never says a model of the user's is ready.
import { personaSchema, PREVIEW_HEADLINE, PREVIEW_TERMS, promiseContradictions } from 'api-client';
import { PERSONA_SLIDES } from './persona-slides';
import { funnelSlides } from './slides';

const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

const PERSONAS = personaSchema.options;

describe('onboarding promises', () => {
  it.each(PERSONAS)('the %s slides say nothing a promise contradicts', (persona) => {
    const slides = [true, false].flatMap((activated) => funnelSlides({ persona, askPersona: true, activated }));
    expect(textsOf([slides, PERSONA_SLIDES[persona]]).flatMap((text) => promiseContradictions(text))).toEqual([]);
  });

  it.each(PERSONAS)('the %s slides say the free preview before sign-up, on the first slide and beside the e-mail', (persona) => {
    const slides = funnelSlides({ persona, askPersona: false, activated: false });
    const saying = slides.filter((slide) => slide.previewPromise).map((slide) => slide.key);
    expect(saying).toEqual(['intro', 'email-entry']);
    for (const slide of slides.filter((each) => each.previewPromise)) expect(slide.previewPromise).toEqual({ headline: PREVIEW_HEADLINE, terms: PREVIEW_TERMS });
  });

  it.each(PERSONAS)('the %s demo says it is a demo before anything is uploaded', (persona) => {
    const text = textsOf(funnelSlides({ persona, askPersona: false, activated: false })).join(' ');
    expect(text).not.toMatch(/Your (AI )?model is ready/);
    expect(text).toContain('Here is what happens with your own photos');
    expect(text).toContain('Demo: Training Complete');
  });
});

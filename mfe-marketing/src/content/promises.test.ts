// Every promise the marketing pages make (times, selfie counts, studio cost, the subscriber saving, the
// selfie retention) agrees with api-client's promises (docs/promises.md): all their text, checked at once.
import { promiseContradictions } from 'api-client/promises';
import * as claims from './claims';
import * as comparison from './comparison';
import * as faceGallery from './face-gallery';
import { faqItems } from './faq';
import * as guide from './guide-article';
import * as help from './help';
import * as instructions from './instructions';
import * as landing from './landing-content';
import * as pageMeta from './page-meta';
import * as passportPhotos from './passport-photos';
import * as personas from './persona-content';
import * as reviews from './reviews';
import * as rules from './rules';

/** Every string inside a value (objects, arrays, nested), the way a page would show them. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('marketing promises', () => {
  const modules = { claims, comparison, faceGallery, guide, help, instructions, landing, pageMeta, passportPhotos, personas, reviews, rules, faq: { items: faqItems() } };

  it.each(Object.entries(modules))('%s says nothing a promise contradicts', (_name, content) => {
    expect(textsOf(content).flatMap((text) => promiseContradictions(text))).toEqual([]);
  });

  it('states the configured selfie retention, not the default, once it is known', () => {
    const answers = faqItems(45).map((item) => item.answer).join(' ');
    expect(answers).toContain('deleted 45 days after your training ends');
    expect(promiseContradictions(answers, 45)).toEqual([]);
  });
});

import { setRuntimeSettings } from '../../http/runtime-settings';
import { PREVIEW_STYLES } from './preview';
import {
  firstPackBreakdown, firstPackMinutes, PREVIEW_HEADLINE, PREVIEW_IMAGE_COUNT, PREVIEW_TERMS, PROMISE, promiseContradictions, selfieRetentionText,
  trainingMinutes,
} from './promises';

describe('the promises', () => {
  it('add up: the first pack is the training and then the pack', () => {
    expect(firstPackMinutes()).toBe(30);
    expect(firstPackBreakdown()).toBe('about 30 minutes: about 25 to train your model, then about 5 for the photos');
    expect(PROMISE.selfies).toBe('12–20 selfies');
  });

  it('follow the configured trainer: switching it changes every training time at once', () => {
    setRuntimeSettings({ basePath: '', passwordSalt: 's', passwordSuffix: 'x', googleClientId: null, supportEmails: { payments: 'p@x', models: 'm@x' }, training: { trainer: 'fast-flux', expectedMinutes: 5 } });
    try {
      expect([trainingMinutes(), firstPackMinutes(), PROMISE.trainingTime, PROMISE.firstPackTime]).toEqual([5, 10, 'about 5 minutes', 'about 10 minutes']);
      expect(firstPackBreakdown()).toBe('about 10 minutes: about 5 to train your model, then about 5 for the photos');
      expect(promiseContradictions('Your model trains in about 25 minutes.')).toEqual(['about 25 minutes']);
      expect(promiseContradictions('Your model trains in about 5 minutes; your first pack in about 10 minutes.')).toEqual([]);
    } finally {
      setRuntimeSettings(undefined as never);
    }
  });

  it('find what the site said before they were one source', () => {
    const before = [
      'Training your model takes around 20-30 minutes.',
      'Twelve selfies in, and an hour later I had dating photos.',
      'Four selfies in, a studio headshot out',
      'We never sell them, and delete them and your model when you ask us to.',
      'A studio shoot costs $300-$600.',
      'Subscribers save 30% on packs.',
      'Photos are deleted 90 days after training.',
    ].join(' ');
    expect(promiseContradictions(before, 30)).toEqual([
      'around 20-30 minutes', 'an hour later', 'Four selfies', '$300-$600', 'save 30%', 'deleted when you ask', 'deleted 90 days',
    ]);
  });

  it('let every promised claim, reading times and counts within 12–20 through', () => {
    const now = [
      `Upload ${PROMISE.selfies}.`, `Your first pack arrives in ${firstPackBreakdown()}.`, `${PROMISE.studioCost}`,
      `Save ${PROMISE.subscriberSaving} on photo packs.`, 'Twelve selfies in, and 30 minutes later I had photos.',
      'AI Photographer team · 6 minute read', 'Spend five minutes choosing them.', `They are ${selfieRetentionText(30)}.`,
      'Upload 12-20 selfies.', 'About 1 minute remaining',
    ].join(' ');
    expect(promiseContradictions(now, 30)).toEqual([]);
  });

  describe('the free preview', () => {
    it('promises the photos it makes, in the wait the product measured, before paying', () => {
      expect(PROMISE.preview).toBe('two free photos of you in under a minute');
      expect(PREVIEW_HEADLINE).toBe('Two free photos of you in under a minute, before you pay.');
      expect(PREVIEW_TERMS).toMatch(/Sign up .*one selfie.*one free preview per person/);
      // Each persona's preview makes one photo per style: as many as the promise counts.
      for (const styles of Object.values(PREVIEW_STYLES)) expect(styles).toHaveLength(PREVIEW_IMAGE_COUNT);
    });

    it('finds another photo count or another wait for it', () => {
      const other = [
        'Three free photos of you, before you pay.', 'See 4 free preview photos today.', 'Free photos of you in 30 seconds.',
        'Two free preview photos within seconds.', 'Get two free photos of you in 5 minutes.',
      ].join(' ');
      expect(promiseContradictions(other)).toEqual(['Three free photos', '4 free preview photos', 'in 30 seconds', 'within seconds', 'in 5 minutes']);
    });

    it('lets the promised one through, with every other promise beside it', () => {
      const said = [
        PREVIEW_HEADLINE, PREVIEW_TERMS, 'One selfie, two free preview photos in under a minute.', `Start with ${PROMISE.preview}.`,
        `Then your first pack arrives in ${PROMISE.firstPackTime}.`, 'One free preview per account.',
      ].join(' ');
      expect(promiseContradictions(said)).toEqual([]);
    });
  });
});

import { setRuntimeSettings } from '../../http/runtime-settings';
import { firstPackBreakdown, firstPackMinutes, PROMISE, promiseContradictions, selfieRetentionText, trainingMinutes } from './promises';

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
});

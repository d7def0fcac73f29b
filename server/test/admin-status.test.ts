// @test-databases pglite
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSystemStatus, timeAgo, type StatusFacts } from '../src/modules/admin/system-status.js';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const none: StatusFacts = {
  lastGenerationTime: null, lastTrainingTime: null, lastRegistrationTime: null,
  totalUsers: 0, totalGenerations: 0, recentlyActiveUsers: 0,
};

describe('system status indicators', () => {
  it('says minutes, hours or days', () => {
    assert.equal(timeAgo(ago(20_000), now), 'just now');
    assert.equal(timeAgo(ago(60_000), now), '1 minute ago');
    assert.equal(timeAgo(ago(59 * 60_000), now), '59 minutes ago');
    assert.equal(timeAgo(ago(3 * HOUR), now), '3 hours ago');
    assert.equal(timeAgo(ago(49 * HOUR), now), '2 days ago');
  });

  it('marks each window: a day for generations, a week for trainings and registrations', () => {
    const sut = buildSystemStatus({
      ...none,
      lastGenerationTime: ago(25 * HOUR),
      lastTrainingTime: ago(6 * 24 * HOUR),
      lastRegistrationTime: ago(3 * HOUR),
      totalUsers: 4,
      totalGenerations: 1,
      recentlyActiveUsers: 1,
    }, now);
    assert.equal(sut.lastGenerationTime, '2025-03-09T11:00:00.000Z');
    assert.deepEqual(sut.statusIndicators.recentGeneration, { status: false, message: 'No generation in the last 24 hours (last 1 day ago)' });
    assert.deepEqual(sut.statusIndicators.recentTraining, { status: true, message: 'Last training 6 days ago' });
    assert.deepEqual(sut.statusIndicators.recentRegistration, { status: true, message: 'Last registration 3 hours ago' });
    assert.deepEqual(sut.statusIndicators.activeUsers, { status: true, message: '1 user signed in in the last 24 hours' });
    assert.deepEqual(sut.statusIndicators.hasGenerations, { status: true, message: '1 generation in total' });
  });

  it('is red with "none yet" when nothing has happened', () => {
    const sut = buildSystemStatus(none, now);
    assert.equal(sut.lastRegistrationTime, null);
    assert.deepEqual(sut.statusIndicators.recentRegistration, { status: false, message: 'No registrations yet' });
    assert.deepEqual(sut.statusIndicators.activeUsers, { status: false, message: 'No sign-ins in the last 24 hours' });
    assert.equal(Object.values(sut.statusIndicators).some((i) => i.status), false);
  });
});

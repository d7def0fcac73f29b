// Shared mock setup for the shell's tests: the MF runtime and api-client are replaced by jest.fn()s.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AccountInfo } from 'api-client';
import { getAccountInfo, getAuthStatus, onUnauthorized } from 'api-client/runtime';
import { createElement } from 'react';

export const mocked = {
  loadRemote: jest.mocked(loadRemote),
  getAuthStatus: jest.mocked(getAuthStatus),
  getAccountInfo: jest.mocked(getAccountInfo),
  onUnauthorized: jest.mocked(onUnauthorized),
};

/** Every remote page renders a heading with its id, e.g. "marketing/LandingPage". */
export function remotesRenderTheirIds(): void {
  mocked.loadRemote.mockImplementation(async (id: string) => ({
    default: (props: { adminPanel?: unknown }) =>
      createElement('div', null, createElement('h1', null, id), props.adminPanel as never),
  }));
}

export function account(isAdmin: boolean): AccountInfo {
  return {
    status: 'success',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    credits: 0,
    trainingsIncluded: 0,
    persona: null,
    isAdmin,
    subscriptionPackage: null,
    nextBillingDate: null,
  };
}

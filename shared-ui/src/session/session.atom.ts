import { atom } from 'jotai';

export type SessionStatus = 'unknown' | 'logged-in' | 'logged-out';

export interface Session {
  status: SessionStatus;
}

/** The one login state for the whole site (jotai and shared-ui are Module Federation singletons). */
export const sessionAtom = atom<Session>({ status: 'unknown' });

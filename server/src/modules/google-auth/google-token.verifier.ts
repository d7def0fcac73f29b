import { createRemoteJWKSet, jwtVerify } from 'jose';

/** What we take from a verified Google ID token: `sub`, the verified e-mail and the given and family names. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface GoogleTokenVerifier {
  /** The identity of a valid token with a verified e-mail, or null for anything else. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
// google-auth-library allows this much clock skew; we accept the same tokens it would.
const CLOCK_TOLERANCE_SECONDS = 300;

/** Adapter over Google's public keys (fetched and cached by jose) for one OAuth client id. */
export function createGoogleTokenVerifier(options: { clientId: string; certsUrl: string }): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.certsUrl), { timeoutDuration: 5000 });
  return {
    async verify(idToken) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: ISSUERS,
          audience: options.clientId,
          algorithms: ['RS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch {
        return null;
      }
      // jose checks signature, issuer, audience and expiry; a verified e-mail is ours to check.
      const { sub, email, email_verified: emailVerified, given_name: givenName, family_name: familyName } = payload;
      if (emailVerified !== true || typeof sub !== 'string' || typeof email !== 'string' || !email) return null;
      return {
        subject: sub,
        email: email.trim().toLowerCase(),
        firstName: typeof givenName === 'string' ? givenName : '',
        lastName: typeof familyName === 'string' ? familyName : '',
      };
    },
  };
}

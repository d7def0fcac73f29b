import { useEffect, useState } from 'react';
import type { RuntimeConfig } from 'api-client';
import { runtimeSettings } from 'api-client/runtime';

export type SupportEmails = RuntimeConfig['supportEmails'];

/**
 * The configured support addresses (runtime-config: SUPPORT_EMAIL, docs/frontends.md), read in an effect: the
 * prerendered page is the same for every deployment and carries no address, so the first render in the browser
 * must not either (hydration), and the address appears right after.
 */
export function useSupportEmails(): SupportEmails | null {
  const [emails, setEmails] = useState<SupportEmails | null>(null);
  useEffect(() => {
    try {
      setEmails(runtimeSettings().supportEmails);
    } catch {
      // Not loaded: only a page rendered outside the shell (a test); the page then says where to find them.
    }
  }, []);
  return emails;
}

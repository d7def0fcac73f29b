import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logEvent } from 'shared-ui/start-up';
import { CONVERSION_PARAM, parseConversionParam } from './conversion-param';

/**
 * A redirect may carry `?conversion=<base64url JSON event>` (docs/analytics.md): the page it lands on logs it
 * once as a conversion and takes it out of the URL, so a reload or a shared link does not count again.
 */
export function useConversionParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  // Strict mode runs effects twice with the same refs: remember what was logged.
  const logged = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const raw = params.get(CONVERSION_PARAM);
    if (raw === null) return;
    if (logged.current !== raw) {
      logged.current = raw;
      const event = parseConversionParam(raw);
      if (event) logEvent(event);
      else console.warn('Ignored a conversion parameter that is not an event', raw);
    }
    params.delete(CONVERSION_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
}

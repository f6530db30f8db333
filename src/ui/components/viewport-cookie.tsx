/** Records the visitor's breakpoint in the viewport cookie (spec section 9) so the server can adapt. */
import { useEffect } from 'react';
import { breakpointForWidth } from '../../domain/theme/breakpoints';
import { VIEWPORT_COOKIE } from '../ui-constants';

export function ViewportCookie() {
  useEffect(() => {
    const write = () => {
      const maxAge = VIEWPORT_COOKIE.maxAgeDays * 24 * 60 * 60;
      document.cookie = `${VIEWPORT_COOKIE.name}=${breakpointForWidth(window.innerWidth)}; Path=${VIEWPORT_COOKIE.path}; Max-Age=${maxAge}; SameSite=${VIEWPORT_COOKIE.sameSite}; Secure`;
    };
    write();
    window.addEventListener('resize', write, { passive: true });
    return () => window.removeEventListener('resize', write);
  }, []);
  return null;
}

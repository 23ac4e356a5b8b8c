import { type Role, TIMINGS } from '@door/contract';
import { pathAfterSwitch } from './navigation';

/** After a confirmed language or brand change, waits 700 ms, then reloads document pages or goes home. */
export const redirectAfterSwitch = (
  pathname: string,
  role: Role | null,
  navigate: (path: string) => void,
): (() => void) => {
  const timer = window.setTimeout(() => {
    const target = pathAfterSwitch(pathname, role);
    if (target === 'reload') {
      window.location.reload();
    } else {
      navigate(target);
    }
  }, TIMINGS.languageOrBrandRedirect);
  return () => window.clearTimeout(timer);
};

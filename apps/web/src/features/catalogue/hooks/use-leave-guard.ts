import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before the page is left while something is not saved: leaving within the app waits for the user's answer
 * (`isAsking`, then `proceed` or `stay`), closing or reloading the tab gets the browser's own question.
 */
export const useLeaveGuard = (hasUnsaved: boolean) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasUnsaved) {
      return;
    }
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsaved]);
  return {
    isAsking: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
};

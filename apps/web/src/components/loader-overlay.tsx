import { TIMINGS } from '@door/contract';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';

const LoaderOverlayView = lazy(() =>
  import('./loader-overlay-view').then((module) => ({ default: module.LoaderOverlayView })),
);

/** True once `active` has stayed true for the delay; false again as soon as it turns false. */
export const useDelayedFlag = (active: boolean, delay: number = TIMINGS.loaderOverlayDelay): boolean => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [active, delay]);
  return shown;
};

/** A full-page loader that appears only when waiting has lasted 2000 ms. */
export const LoaderOverlay = ({ active }: { active: boolean }) => {
  const shown = useDelayedFlag(active);
  if (!shown) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <LoaderOverlayView />
    </Suspense>
  );
};

/** The loader overlay driven by every running query and mutation. */
export const GlobalLoaderOverlay = () => {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  return <LoaderOverlay active={fetching + mutating > 0} />;
};

import { TIMINGS } from '@door/contract';
import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('common');
  const shown = useDelayedFlag(active);
  if (!shown) {
    return null;
  }
  return (
    <Overlay fixed backgroundOpacity={0.35} blur={2} zIndex={400} center>
      <Stack align="center" gap="xs" role="status" aria-live="polite" data-testid="loader-overlay">
        <Loader color="white" />
        <Text c="white" fw={600}>
          {t('loader.loading')}
        </Text>
      </Stack>
    </Overlay>
  );
};

/** The loader overlay driven by every running query and mutation. */
export const GlobalLoaderOverlay = () => {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  return <LoaderOverlay active={fetching + mutating > 0} />;
};

import '#web/lib/mantine-styles';
import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from '#web/i18n';

/** The full-page loader itself; loaded only when a wait has lasted long enough to show it. */
export const LoaderOverlayView = () => {
  const { t } = useTranslation('common');
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

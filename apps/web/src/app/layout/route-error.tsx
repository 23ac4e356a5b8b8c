import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load or render (for example a chunk missing after a new release). */
export const RouteError = () => {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" role="alert">
        <Title order={1}>{t('dialog.exception')}</Title>
        <Text>{t('errors.generalException')}</Text>
        <Button onClick={() => window.location.reload()}>{t('dialog.close')}</Button>
      </Stack>
    </Center>
  );
};

import '#web/lib/mantine-styles';
import { Alert, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { useTranslation } from '#web/i18n';
import { PATHS } from '#web/lib/paths';
import { useConfirmEmail } from '../api/confirm-email';

/**
 * /confirm-email?token=…: confirms the new address of an e-mail change that management entered. It waits for a
 * click rather than confirming on load, because mail scanners open links and would spend the one-time token.
 */
export const ConfirmEmailRoute = () => {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmEmail();
  const failed = !token || confirm.isError;

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="lg">
          <PageTitle title={t('confirmEmail.title')} />
          {confirm.isSuccess ? (
            <>
              <Alert
                color="green"
                variant="light"
                role="status"
                title={t('confirmEmail.success', { email: confirm.data.Email })}
              >
                {null}
              </Alert>
              <Button component={Link} to={PATHS.login}>
                {t('confirmEmail.signIn')}
              </Button>
            </>
          ) : failed ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={confirm.error?.message ? confirm.error.message : t('confirmEmail.invalid')}
            >
              {null}
            </Alert>
          ) : (
            <>
              <Text>{t('confirmEmail.intro')}</Text>
              <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending} size="md">
                {t('confirmEmail.submit')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};

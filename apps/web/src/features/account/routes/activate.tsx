import '#web/lib/mantine-styles';
import { Alert, Anchor, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { useTranslation } from '#web/i18n';
import { PATHS } from '#web/lib/paths';
import { useActivateAccount } from '../api/activate-account';

/**
 * /activate?token=…: activates the account of a mailed link. It waits for a click rather than activating on load,
 * because mail scanners open links and would spend the one-time token before the customer does.
 */
export const ActivateRoute = () => {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const activate = useActivateAccount();
  const failed = !token || activate.isError;

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="lg">
          <PageTitle title={t('activate.title')} />
          {activate.isSuccess ? (
            <>
              <Alert color="green" variant="light" role="status" title={t('activate.success')}>
                {null}
              </Alert>
              <Button component={Link} to={PATHS.login}>
                {t('activate.signIn')}
              </Button>
            </>
          ) : failed ? (
            <>
              <Alert color="red" variant="light" role="alert" title={t('messages.missingToken')}>
                {null}
              </Alert>
              <Anchor component={Link} to={PATHS.register} ta="center">
                {t('activate.registerAgain')}
              </Anchor>
            </>
          ) : (
            <>
              <Text>{t('activate.intro')}</Text>
              <Button onClick={() => activate.mutate(token)} loading={activate.isPending} size="md">
                {t('activate.submit')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};

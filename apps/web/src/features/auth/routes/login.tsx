import '#web/lib/mantine-styles';
import { TIMINGS } from '@door/contract';
import { Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { useTranslation } from '#web/i18n';
import { homePathFor } from '#web/lib/navigation';
import { PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';
import { LoginForm } from '../components/login-form';

const Logout = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    useAppStore.getState().destroySession();
    queryClient.clear();
    const timer = window.setTimeout(() => navigate(PATHS.selection, { replace: true }), TIMINGS.logoutRedirect);
    return () => window.clearTimeout(timer);
  }, [navigate, queryClient]);
  return (
    <Stack align="center" gap="md" py="xl">
      <PageTitle title={t('logout.title')} />
      <Loader aria-hidden />
      <Text role="status">{t('logout.message')}</Text>
    </Stack>
  );
};

/** /login and /logout: one screen; a path containing /logout signs out and goes to model selection after 700 ms. */
export const LoginRoute = () => {
  const { t } = useTranslation('auth');
  const { t: tAccount } = useTranslation('account');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (pathname.toLowerCase().includes('/logout')) {
    return <Logout />;
  }
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <PageTitle title={t('login.title')} />
          <LoginForm onSignedIn={(role) => navigate(homePathFor(role), { replace: true })} />
          <Text size="sm" ta="center">
            {tAccount('register.noAccount')}{' '}
            <Anchor component={Link} to={PATHS.register}>
              {tAccount('register.link')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
};

import type { Role } from '@door/contract';
import { EMAIL_PATTERN, TIMINGS } from '@door/contract';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { useAppStore } from '../../../stores/app-store';
import { getAccountInfoQueryOptions } from '../api/get-account-info';
import { useLogin } from '../api/login';
import { applyAccount } from '../session';

type EmailState = 'unchecked' | 'valid' | 'invalid';

/** True when a failed token call is a refusal of the credentials (OAuth2 error), not a failed request. */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'error' in error.body;

/** The sign-in form: e-mail (format checked 700 ms after typing stops) and password. */
export const LoginForm = ({ onSignedIn }: { onSignedIn: (role: Role | null) => void }) => {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailState, setEmailState] = useState<EmailState>('unchecked');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!email.trim()) {
      setEmailState('unchecked');
      return;
    }
    const timer = window.setTimeout(
      () => setEmailState(EMAIL_PATTERN.test(email.trim()) ? 'valid' : 'invalid'),
      TIMINGS.emailCheckDelay,
    );
    return () => window.clearTimeout(timer);
  }, [email]);

  const shownEmailError = emailError ?? (emailState === 'invalid' ? t('login.emailInvalid') : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const missingEmail = !email.trim();
    const missingPassword = !password;
    setEmailError(missingEmail ? t('messages.loginNoUsername') : null);
    setPasswordError(missingPassword ? t('messages.loginNoPass') : null);
    if (missingEmail || missingPassword) {
      return;
    }
    if (!EMAIL_PATTERN.test(email.trim())) {
      setEmailState('invalid');
      return;
    }
    try {
      const tokens = await login.mutateAsync({ email, password });
      useAppStore.getState().setTokens(tokens.access_token, tokens.refresh_token);
      const info = await queryClient.fetchQuery(getAccountInfoQueryOptions());
      onSignedIn(applyAccount(info));
    } catch (error) {
      if (!isRefusal(error)) {
        useAppStore.getState().destroySession();
      }
      setFormError(isRefusal(error) ? t('messages.loginFailed') : t('messages.loginError'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        <Text>{t('login.intro')}</Text>
        {formError ? (
          <Alert color="red" variant="light" role="alert" title={formError} data-testid="login-error">
            {null}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(null);
          }}
          error={shownEmailError}
          data-valid={emailState === 'valid' ? 'true' : undefined}
          required
          size="md"
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setPasswordError(null);
          }}
          error={passwordError}
          required
          size="md"
        />
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <Anchor component={Link} to={PATHS.reset} size="sm" ta="center">
          {t('login.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
};

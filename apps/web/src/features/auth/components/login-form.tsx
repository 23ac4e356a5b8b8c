import '#web/lib/mantine-styles';
import { type Role, TIMINGS } from '@door/contract';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { PATHS } from '#web/lib/paths';
import { schemaValidator, translateErrors } from '#web/lib/schema-form';
import { useAppStore } from '#web/stores/app-store';
import { getAccountInfo, getAccountInfoQueryOptions } from '../api/get-account-info';
import { useLogin } from '../api/login';
import { applyAccount } from '../session';
import { isLoginEmail, type LoginFormValues, loginErrorText, loginFormSchema } from './login-form-schema';

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
  const form = useForm<LoginFormValues>({
    initialValues: { username: '', password: '' },
    validate: schemaValidator(loginFormSchema),
    enhanceGetInputProps: translateErrors(loginErrorText(t)),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const email = form.values.username;
  const [settledEmail] = useDebouncedValue(email, TIMINGS.emailCheckDelay);
  // The format is judged once typing has stopped for 700 ms; until then the field shows no verdict.
  const emailState =
    email.trim() === '' || settledEmail !== email ? 'unchecked' : isLoginEmail(email) ? 'valid' : 'invalid';
  const emailProps = form.getInputProps('username');

  const submit = async ({ username, password }: LoginFormValues) => {
    setFormError(null);
    try {
      const tokens = await login.mutateAsync({ email: username, password });
      // The account is read with the new token before the session is stored, and the role goes in first: until the
      // app knows the role, a stored token would look like a customer's and ask for a customer's cart (staff have none).
      const info = await getAccountInfo(tokens.access_token);
      queryClient.setQueryData(getAccountInfoQueryOptions().queryKey, info);
      const role = applyAccount(info);
      useAppStore.getState().setTokens(tokens.access_token, tokens.refresh_token);
      onSignedIn(role);
    } catch (error) {
      if (!isRefusal(error)) {
        useAppStore.getState().destroySession();
      }
      setFormError(isRefusal(error) ? t('messages.loginFailed') : t('messages.loginError'));
    }
  };

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => void submit(values),
        () => setFormError(null),
      )}
      noValidate
      aria-label={t('login.title')}
    >
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
          {...emailProps}
          error={emailProps.error ?? (emailState === 'invalid' ? t('login.emailInvalid') : null)}
          data-valid={emailState === 'valid' ? 'true' : undefined}
          required
          size="md"
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
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

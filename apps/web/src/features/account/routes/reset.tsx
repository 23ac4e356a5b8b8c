import '#web/lib/mantine-styles';
import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { useTranslation } from '#web/i18n';
import { PATHS } from '#web/lib/paths';
import { schemaValidator, translateErrors } from '#web/lib/schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../components/new-password-fields';
import { accountErrorText, newPasswordFormSchema, resetRequestFormSchema } from '../lib/form-schemas';

const RequestForm = () => {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { username: '' },
    validate: schemaValidator(resetRequestFormSchema),
    enhanceGetInputProps: translateErrors(accountErrorText(t)),
  });
  const [isSent, setIsSent] = useState(false);

  const submit = async ({ username }: { username: string }) => {
    // The success message is shown whatever the call answers, so the screen never tells whether an account exists.
    await request.mutateAsync(username.trim()).catch(() => undefined);
    setIsSent(true);
  };

  if (isSent) {
    return (
      <Alert color="green" variant="light" role="status" title={t('reset.success')}>
        {null}
      </Alert>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={t('reset.title')}>
      <Stack gap="md">
        <Text>{t('reset.intro')}</Text>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          {...form.getInputProps('username')}
          required
          size="md"
        />
        <Button type="submit" size="md" loading={request.isPending} fullWidth>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
};

const NewPasswordForm = ({ token }: { token: string }) => {
  const { t } = useTranslation('account');
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { Password: '', ConfirmPassword: '' },
    validate: schemaValidator(newPasswordFormSchema),
    enhanceGetInputProps: translateErrors(accountErrorText(t)),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: { Password: string; ConfirmPassword: string }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ Token: token, ...values });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('messages.missingToken'));
    }
  };

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title={t('reset.newSuccess')}>
          {null}
        </Alert>
        <Button component={Link} to={PATHS.login}>
          {t('reset.signIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={t('reset.newTitle')}>
      <Stack gap="md">
        <Text>{t('reset.newIntro')}</Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert" title={failure}>
            <Anchor component={Link} to={PATHS.reset} size="sm">
              {t('reset.requestAgain')}
            </Anchor>
          </Alert>
        ) : null}
        <NewPasswordFields form={form} />
        <Button type="submit" size="md" loading={reset.isPending} fullWidth>
          {t('reset.newSubmit')}
        </Button>
      </Stack>
    </form>
  );
};

/** /reset: asks for the e-mail and mails a link; /reset?token=… sets the new password. */
export const ResetRoute = () => {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="lg">
          <PageTitle title={token ? t('reset.newTitle') : t('reset.title')} />
          {token ? <NewPasswordForm key={token} token={token} /> : <RequestForm />}
        </Stack>
      </Paper>
    </Center>
  );
};

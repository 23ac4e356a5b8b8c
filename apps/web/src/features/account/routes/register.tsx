import '#web/lib/mantine-styles';
import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { useTranslation } from '#web/i18n';
import { PATHS } from '#web/lib/paths';
import { hasMissingFields, schemaValidator, translateErrors } from '#web/lib/schema-form';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { useRegister } from '../api/register';
import { ConsentFields } from '../components/consent-fields';
import { ContactFields } from '../components/contact-fields';
import { type ConsentValues, type ContactValues, EMPTY_CONTACT, NO_CONSENTS } from '../components/contact-values';
import { NewPasswordFields } from '../components/new-password-fields';
import { accountErrorTextWithoutRequired, registerFormSchema } from '../lib/form-schemas';

type RegisterValues = ContactValues & ConsentValues & { Email: string; Password: string; ConfirmPassword: string };

/** /register: a customer account for the current brand partner, activated through a mailed link. */
export const RegisterRoute = () => {
  const { t } = useTranslation('account');
  const language = useAppStore((state) => state.language);
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const register = useRegister();
  const form = useForm<RegisterValues>({
    initialValues: { ...EMPTY_CONTACT, ...NO_CONSENTS, Email: '', Password: '', ConfirmPassword: '' },
    validate: schemaValidator(registerFormSchema),
    enhanceGetInputProps: translateErrors(accountErrorTextWithoutRequired(t)),
  });
  // The server's refusal of a complete form, with its message when it sent one.
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const submit = async (values: RegisterValues) => {
    setFailure(null);
    const email = values.Email.trim();
    try {
      await register.mutateAsync({ ...values, Email: email, BrandPartnerId: brandPartnerId, Lang: language });
      setRegisteredEmail(email);
    } catch (error) {
      setFailure({ detail: error instanceof Error && error.message ? error.message : null });
    }
  };

  const error = hasMissingFields(form.errors)
    ? { title: t('messages.missingFields'), detail: null }
    : failure && { title: t('messages.registrationFailed'), detail: failure.detail };

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={760}>
        <Stack gap="lg">
          <PageTitle title={t('register.title')} />
          {registeredEmail ? (
            <Alert color="green" variant="light" role="status" title={t('register.successTitle')}>
              {t('register.success', { email: registeredEmail })}
            </Alert>
          ) : (
            <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={t('register.title')}>
              <Stack gap="md">
                <Text>{t('register.intro')}</Text>
                {error ? (
                  <Alert color="red" variant="light" role="alert" title={error.title} data-testid="register-error">
                    {error.detail}
                  </Alert>
                ) : null}
                <Title order={2} size="h4">
                  {t('register.account')}
                </Title>
                <TextInput
                  label={t('fields.email')}
                  type="email"
                  autoComplete="email"
                  {...form.getInputProps('Email')}
                  required
                />
                <NewPasswordFields form={form} />
                <Title order={2} size="h4">
                  {t('register.personal')}
                </Title>
                <ContactFields form={form} companyTitle={t('register.company')} />
                <Title order={2} size="h4">
                  {t('consents.title')}
                </Title>
                <ConsentFields form={form} />
                <Button type="submit" size="md" loading={register.isPending} fullWidth>
                  {t('register.submit')}
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to={PATHS.login}>
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
};

import { EMAIL_PATTERN, missingProfileFields } from '@door/contract';
import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useTranslation } from '../../../i18n';
import { PATHS } from '../../../lib/paths';
import { currentBrandPartnerId, useAppStore } from '../../../stores/app-store';
import { useRegister } from '../api/register';
import { ConsentFields } from '../components/consent-fields';
import { ContactFields } from '../components/contact-fields';
import { type ConsentValues, type ContactValues, EMPTY_CONTACT, passwordMessage } from '../components/contact-values';
import { NewPasswordFields } from '../components/new-password-fields';

/** /register: a customer account for the current brand partner, activated through a mailed link. */
export const RegisterRoute = () => {
  const { t } = useTranslation('account');
  const language = useAppStore((state) => state.language);
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const register = useRegister();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [consents, setConsents] = useState<ConsentValues>({
    Marketing: false,
    Notification: false,
    PersonalData: false,
  });
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string; confirmation?: string }>({});
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const trimmed = email.trim();
    if (!trimmed || !password || !confirmation || missingProfileFields(values).length > 0) {
      setFieldErrors({});
      setError({ title: t('messages.missingFields') });
      return;
    }
    const errors = {
      email: EMAIL_PATTERN.test(trimmed) ? undefined : t('messages.invalidEmail'),
      password: passwordMessage(t, password, trimmed) ?? undefined,
      confirmation: password === confirmation ? undefined : t('messages.equalPasswords'),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password || errors.confirmation) {
      return;
    }
    try {
      await register.mutateAsync({
        ...values,
        ...consents,
        BrandPartnerId: brandPartnerId,
        Email: trimmed,
        Password: password,
        ConfirmPassword: confirmation,
        Lang: language,
      });
      setRegisteredEmail(trimmed);
    } catch (failure) {
      setError({
        title: t('messages.registrationFailed'),
        detail: failure instanceof Error && failure.message ? failure.message : undefined,
      });
    }
  };

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
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('register.title')}>
              <Stack gap="md">
                <Text>{t('register.intro')}</Text>
                {error ? (
                  <Alert color="red" variant="light" role="alert" title={error.title} data-testid="register-error">
                    {error.detail ?? null}
                  </Alert>
                ) : null}
                <Title order={2} size="h4">
                  {t('register.account')}
                </Title>
                <TextInput
                  label={t('fields.email')}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  error={fieldErrors.email}
                  required
                />
                <NewPasswordFields
                  password={password}
                  confirmation={confirmation}
                  onPasswordChange={setPassword}
                  onConfirmationChange={setConfirmation}
                  errors={{ password: fieldErrors.password, confirmation: fieldErrors.confirmation }}
                />
                <Title order={2} size="h4">
                  {t('register.personal')}
                </Title>
                <ContactFields
                  values={values}
                  onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
                  companyTitle={t('register.company')}
                />
                <Title order={2} size="h4">
                  {t('consents.title')}
                </Title>
                <ConsentFields
                  values={consents}
                  onChange={(field, value) => setConsents((current) => ({ ...current, [field]: value }))}
                />
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

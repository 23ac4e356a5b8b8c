import '#web/lib/mantine-styles';
import type { Account } from '@door/contract';
import { Alert, Button, Center, Divider, Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FeaturePage } from '#web/components/feature-page';
import { PersonalDataActions } from '#web/components/personal-data-actions';
import { useTranslation } from '#web/i18n';
import { PATHS } from '#web/lib/paths';
import { hasMissingFields, schemaValidator, translateErrors } from '#web/lib/schema-form';
import { useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { deleteAccount, exportAccountData } from '../api/account-data';
import { useAccount } from '../api/get-account';
import { useUpdateAccount } from '../api/update-account';
import { AddressTable } from '../components/address-table';
import { ConsentFields } from '../components/consent-fields';
import { ContactFields } from '../components/contact-fields';
import { type ConsentValues, type ContactValues, consentsOf, contactOf } from '../components/contact-values';
import { accountErrorTextWithoutRequired, profileFormSchema } from '../lib/form-schemas';

type PersonalDataValues = ContactValues & ConsentValues;

const PersonalDataForm = ({ account }: { account: Account }) => {
  const { t } = useTranslation('account');
  const update = useUpdateAccount();
  const form = useForm<PersonalDataValues>({
    initialValues: { ...contactOf(account), ...consentsOf(account) },
    validate: schemaValidator(profileFormSchema),
    enhanceGetInputProps: translateErrors(accountErrorTextWithoutRequired(t)),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: PersonalDataValues) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      notify({ kind: 'info', title: t('profile.savedTitle'), message: t('profile.saved') });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('messages.missingFields'));
    }
  };

  const error = hasMissingFields(form.errors) ? t('messages.missingFields') : failure;
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={t('profile.personalData')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.personalData')}
        </Title>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={error}>
            {null}
          </Alert>
        ) : null}
        <TextInput label={t('fields.email')} value={account.Email} readOnly />
        <ContactFields form={form} companyTitle={t('profile.companyData')} />
        <Title order={3} size="h5">
          {t('consents.title')}
        </Title>
        <ConsentFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The account's data on request: download it; a customer also deletes the account (then signed out, sent home). */
const YourData = ({ account }: { account: Account }) => {
  const { t } = useTranslation('common');
  const isCustomer = useAppStore((state) => state.role === null);
  const destroySession = useAppStore((state) => state.destroySession);
  const navigate = useNavigate();
  return (
    <PersonalDataActions
      whose="self"
      email={account.Email}
      exportData={exportAccountData}
      {...(isCustomer ? { erase: deleteAccount } : {})}
      onErased={async () => {
        // Away from the profile first: without a session it would send the visitor to the sign-in page.
        await navigate(PATHS.selection, { replace: true });
        destroySession();
        notify({ kind: 'info', title: t('personalData.self.title'), message: t('personalData.deleted') });
      }}
    />
  );
};

/** /profile: personal data, consents, the delivery and receipt address tables, and the account's data on request. */
export const ProfileRoute = () => {
  const { t } = useTranslation('account');
  const token = useAppStore((state) => state.token);
  const account = useAccount(Boolean(token));
  if (!token) {
    return <Navigate to={PATHS.login} replace />;
  }
  return (
    <FeaturePage title={t('profile.title')}>
      {account.data ? (
        <Stack gap="xl">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <PersonalDataForm account={account.data} />
          </Paper>
          <Divider />
          <AddressTable kind="delivery" addresses={account.data.DeliveryAddress} />
          <AddressTable kind="receipt" addresses={account.data.ReceiptAddress} />
          <Divider />
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <YourData account={account.data} />
          </Paper>
        </Stack>
      ) : account.isError ? (
        <Alert color="red" variant="light" role="alert" title={account.error.message}>
          {null}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-hidden />
        </Center>
      )}
    </FeaturePage>
  );
};

import '#web/lib/mantine-styles';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import type { FieldsForm } from '#web/lib/schema-form';
import type { ConsentValues } from './contact-values';

/** The three consents: offers and reminders (Marketing), notifications, surveys (PersonalData). */
export const ConsentFields = ({ form }: { form: FieldsForm<keyof ConsentValues> }) => {
  const { t } = useTranslation('account');
  return (
    <Stack gap="xs" role="group" aria-label={t('consents.title')}>
      <Checkbox label={t('consents.marketing')} {...form.getInputProps('Marketing', { type: 'checkbox' })} />
      <Checkbox label={t('consents.notification')} {...form.getInputProps('Notification', { type: 'checkbox' })} />
      <Checkbox label={t('consents.personalData')} {...form.getInputProps('PersonalData', { type: 'checkbox' })} />
    </Stack>
  );
};

import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { ConsentValues } from './contact-values';

/** The three consents: offers and reminders (Marketing), notifications, surveys (PersonalData). */
export const ConsentFields = ({
  values,
  onChange,
}: {
  values: ConsentValues;
  onChange: (field: keyof ConsentValues, value: boolean) => void;
}) => {
  const { t } = useTranslation('account');
  return (
    <Stack gap="xs" role="group" aria-label={t('consents.title')}>
      <Checkbox
        label={t('consents.marketing')}
        checked={values.Marketing}
        onChange={(event) => onChange('Marketing', event.currentTarget.checked)}
      />
      <Checkbox
        label={t('consents.notification')}
        checked={values.Notification}
        onChange={(event) => onChange('Notification', event.currentTarget.checked)}
      />
      <Checkbox
        label={t('consents.personalData')}
        checked={values.PersonalData}
        onChange={(event) => onChange('PersonalData', event.currentTarget.checked)}
      />
    </Stack>
  );
};

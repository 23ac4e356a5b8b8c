import '#web/lib/mantine-styles';
import { PASSWORD_LIMITS } from '@door/contract';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import type { FieldsForm } from '#web/lib/schema-form';

/** A new password and its confirmation, as registration and password reset ask for them. */
export const NewPasswordFields = ({ form }: { form: FieldsForm<'Password' | 'ConfirmPassword'> }) => {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordInput
        label={t('fields.password')}
        description={t('fields.passwordHint', { min: PASSWORD_LIMITS.minLength })}
        autoComplete="new-password"
        {...form.getInputProps('Password')}
        maxLength={PASSWORD_LIMITS.maxLength}
        required
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...form.getInputProps('ConfirmPassword')}
        maxLength={PASSWORD_LIMITS.maxLength}
        required
      />
    </>
  );
};

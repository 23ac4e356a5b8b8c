import { PASSWORD_LIMITS } from '@door/contract';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from '../../../i18n';

type Props = {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { password?: string | undefined; confirmation?: string | undefined };
};

/** A new password and its confirmation, as registration and password reset ask for them. */
export const NewPasswordFields = ({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
}: Props) => {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordInput
        label={t('fields.password')}
        description={t('fields.passwordHint', { min: PASSWORD_LIMITS.minLength })}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={errors.password}
        maxLength={PASSWORD_LIMITS.maxLength}
        required
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        error={errors.confirmation}
        maxLength={PASSWORD_LIMITS.maxLength}
        required
      />
    </>
  );
};

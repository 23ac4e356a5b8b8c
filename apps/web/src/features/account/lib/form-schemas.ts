import {
  ACCOUNT_FIELD_MAX,
  accountUpdateSchema,
  checkPassword,
  isEmail,
  missingProfileFields,
  PASSWORD_LIMITS,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
  userAddressInputSchema,
} from '@door/contract';
import type { z } from 'zod';
import type { TFunction } from '#web/i18n';
import type { ErrorText } from '#web/lib/schema-form';

// The account forms validate with the contract's request schemas (the server's), plus the rules the server checks
// in its service: the required profile fields (§5), the e-mail pattern and the password policy. Issues carry
// message keys of the account namespace's `messages`.

type Issues = z.core.$RefinementCtx;

const addIssue = (issues: Issues, field: string, key: string) =>
  issues.addIssue({ code: 'custom', path: [field], message: key });

/** Marks each required profile field that is empty (blank text, no country). */
const requireProfileFields = (values: Parameters<typeof missingProfileFields>[0], issues: Issues) => {
  for (const field of missingProfileFields(values)) {
    addIssue(issues, field, 'required');
  }
};

/** The personal data form of the profile. */
export const profileFormSchema = accountUpdateSchema.superRefine(requireProfileFields);

/** The add/edit dialog of a saved address. */
export const addressFormSchema = userAddressInputSchema.superRefine(requireProfileFields);

/** The registration: required fields first; only a complete form is checked for e-mail, password and its repetition. */
export const registerFormSchema = registerRequestSchema
  .omit({ BrandPartnerId: true, Lang: true })
  .superRefine((values, issues) => {
    const missingSignIn = (['Email', 'Password', 'ConfirmPassword'] as const).filter((field) => values[field] === '');
    if (missingSignIn.length > 0 || missingProfileFields(values).length > 0) {
      requireProfileFields(values, issues);
      for (const field of missingSignIn) {
        addIssue(issues, field, 'required');
      }
      return;
    }
    if (!isEmail(values.Email)) {
      addIssue(issues, 'Email', 'invalidEmail');
    }
    const problem = checkPassword(values.Password, values.Email);
    if (problem) {
      addIssue(issues, 'Password', problem);
    }
    if (values.Password !== values.ConfirmPassword) {
      addIssue(issues, 'ConfirmPassword', 'equalPasswords');
    }
  });

/** The request for a reset link: an e-mail address. */
export const resetRequestFormSchema = resetRequestSchema.superRefine(({ username }, issues) => {
  if (username === '') {
    addIssue(issues, 'username', 'required');
  } else if (!isEmail(username)) {
    addIssue(issues, 'username', 'invalidEmail');
  }
});

/** A new password of a reset link (the token comes from the link, not from the form). */
export const newPasswordFormSchema = resetPasswordRequestSchema
  .omit({ Token: true })
  .superRefine(({ Password, ConfirmPassword }, issues) => {
    const problem = Password === '' ? 'required' : checkPassword(Password, '');
    if (problem) {
      addIssue(issues, 'Password', problem);
    }
    if (Password !== ConfirmPassword) {
      addIssue(issues, 'ConfirmPassword', 'equalPasswords');
    }
  });

const isAccountField = (path: string): path is keyof typeof ACCOUNT_FIELD_MAX => path in ACCOUNT_FIELD_MAX;

/** The text of an account form's message key: a missing field, a too-long text, the e-mail or password rules. */
export const accountErrorText =
  (t: TFunction): ErrorText =>
  (key, path) => {
    if (key === 'required') {
      return t('messages.missingFields');
    }
    if (key === 'tooLong' && isAccountField(path)) {
      return t('messages.fieldTooLong', { max: ACCOUNT_FIELD_MAX[path] });
    }
    return t(`messages.${key}`, { min: PASSWORD_LIMITS.minLength, max: PASSWORD_LIMITS.maxLength });
  };

/** Like `accountErrorText`, but missing fields are said once above the form rather than at each field. */
export const accountErrorTextWithoutRequired =
  (t: TFunction): ErrorText =>
  (key, path) =>
    key === 'required' ? null : accountErrorText(t)(key, path);

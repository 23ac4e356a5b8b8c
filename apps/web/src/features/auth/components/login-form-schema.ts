import { EMAIL_PATTERN, passwordGrantSchema } from '@door/contract';
import type { TFunction } from '#web/i18n';
import type { ErrorText } from '#web/lib/schema-form';

/** The sign-in form: the user name (an e-mail address) and password of the token endpoint's password grant. */
export const loginFormSchema = passwordGrantSchema.pick({ username: true, password: true }).extend({
  username: passwordGrantSchema.shape.username.regex(EMAIL_PATTERN, 'emailInvalid'),
});

/** Values of the sign-in form. */
export type LoginFormValues = { username: string; password: string };

/** Whether a typed user name is an e-mail address (checked 700 ms after typing stops). */
export const isLoginEmail = (value: string): boolean => loginFormSchema.shape.username.safeParse(value).success;

/** The text of a sign-in form's message key. */
export const loginErrorText =
  (t: TFunction): ErrorText =>
  (key, path) => {
    if (key === 'emailInvalid') {
      return t('login.emailInvalid');
    }
    return path === 'username' ? t('messages.loginNoUsername') : t('messages.loginNoPass');
  };

import { type UseFormReturnType, useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { z } from 'zod';
import { type TFunction, useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { errorMessageOf } from '#web/lib/error-message';
import { schemaValidator } from '#web/lib/schema-form';
import { notify } from '#web/stores/notification-store';

/** The message key of a field's own check (not "required" or "too long"): what kind of value it wants. */
const invalidKeyOf = (field: string) => {
  if (/Email$/.test(field)) {
    return 'errors.email';
  }
  if (field === 'PriceMarkupPercent') {
    return 'errors.markup';
  }
  if (/url$/i.test(field)) {
    return 'errors.link';
  }
  return /^Style\..*Color$/.test(field) ? 'errors.colour' : 'errors.invalid';
};

/** The value at a dotted path (`Contacts.0.Email`), or undefined when there is none. */
const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' && Object.hasOwn(value, key)
          ? (value as Record<string, unknown>)[key]
          : undefined,
      values,
    );

/**
 * The field of the form a refusal of the server names (its `detail` is a field of the body, e.g. `ParentPartnerId`
 * or `Contacts.0.Email`), or null when it names none the form has: then the refusal is shown as a message.
 */
export const fieldOfError = (error: unknown, values: Record<string, unknown>): string | null => {
  const detail = error instanceof ApiError && !error.isNetworkError ? error.detail : undefined;
  return detail && /^[A-Za-z][\w.]*$/.test(detail) && valueAt(values, detail) !== undefined ? detail : null;
};

/**
 * The management forms' one pattern: Mantine form on the values, checked by the contract schema the server checks
 * with, on the body the form sends (`toBody`). A field's error shows once it was touched (or always, for fields whose
 * value is picked rather than typed); "missing fields" once anything changed. A refusal of the last save that names
 * a field (`saveError`) shows at that field, in the server's words, until the field changes.
 */
export const useManageForm = <Values extends Record<string, unknown>>({
  schema,
  initialValues,
  toBody,
  saveError = null,
  fieldOf = (field) => field,
}: {
  schema: z.ZodType;
  initialValues: Values;
  toBody: (values: Values) => unknown;
  saveError?: { error: unknown; values: Values } | null;
  /** The form field that holds a body field (when the form names it otherwise). */
  fieldOf?: (bodyField: string) => string;
}) => {
  const { t } = useTranslation('manage');
  const validate = useMemo(() => schemaValidator(schema), [schema]);
  const form: UseFormReturnType<Values> = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(toBody(values)),
  });
  const body = toBody(form.getValues());
  // An empty field that fails its check is missing, whatever the check (a parent not chosen yet fails as a GUID).
  const errors = Object.fromEntries(
    Object.entries(validate(body)).map(([field, key]) => [field, valueAt(body, field) === '' ? 'required' : key]),
  );
  const refused = saveError ? fieldOfError(saveError.error, toBody(saveError.values) as Record<string, unknown>) : null;
  const refusedField = refused ? fieldOf(refused) : null;
  // The refusal holds while the field keeps the value that was refused.
  const refusal =
    refusedField &&
    saveError &&
    valueAt(form.getValues(), refusedField) === valueAt(saveError.values, refusedField) &&
    saveError.error instanceof Error
      ? { field: refusedField, message: saveError.error.message }
      : null;
  return {
    form,
    canSave: Object.keys(errors).length === 0,
    missing: form.isDirty() && Object.values(errors).includes('required'),
    /** The translated error of a field, or null. */
    errorOf: (field: string, { always = false } = {}) => {
      if (refusal?.field === field) {
        return refusal.message;
      }
      const key = errors[field];
      if (typeof key !== 'string' || (!always && !form.isTouched(field))) {
        return null;
      }
      return t(key === 'required' || key === 'tooLong' ? `errors.${key}` : invalidKeyOf(field));
    },
  };
};

/**
 * Tells the user a management write failed, with the server's message, unless the refusal names a field of the body
 * sent: the form shows that at the field.
 */
export const notifySaveFailed = (t: TFunction, error: unknown, body?: Record<string, unknown>) => {
  if (body && fieldOfError(error, body)) {
    return;
  }
  notify({ kind: 'error', title: t('saving'), message: errorMessageOf(error, t('loadFailed')) });
};

import { type UseFormReturnType, useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { z } from 'zod';
import { type TFunction, useTranslation } from '#web/i18n';
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
  return /^Style\..*Color$/.test(field) ? 'errors.colour' : 'errors.invalid';
};

/**
 * The management forms' one pattern: Mantine form on the values, checked by the contract schema the server checks
 * with, on the body the form sends (`toBody`). A field's error shows once it was touched (or always, for fields whose
 * value is picked rather than typed); "missing fields" once anything changed.
 */
export const useManageForm = <Values extends Record<string, unknown>>({
  schema,
  initialValues,
  toBody,
}: {
  schema: z.ZodType;
  initialValues: Values;
  toBody: (values: Values) => unknown;
}) => {
  const { t } = useTranslation('manage');
  const validate = useMemo(() => schemaValidator(schema), [schema]);
  const form: UseFormReturnType<Values> = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(toBody(values)),
  });
  const errors = validate(toBody(form.getValues()));
  return {
    form,
    canSave: Object.keys(errors).length === 0,
    missing: form.isDirty() && Object.values(errors).includes('required'),
    /** The translated error of a field, or null. */
    errorOf: (field: string, { always = false } = {}) => {
      const key = errors[field];
      if (typeof key !== 'string' || (!always && !form.isTouched(field))) {
        return null;
      }
      return t(key === 'required' || key === 'tooLong' ? `errors.${key}` : invalidKeyOf(field));
    },
  };
};

/** Tells the user a management write failed, with the server's message (the field it names included). */
export const notifySaveFailed = (t: TFunction, error: unknown) =>
  notify({ kind: 'error', title: t('saving'), message: errorMessageOf(error, t('loadFailed')) });

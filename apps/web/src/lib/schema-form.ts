import {
  type GetInputPropsOptions,
  type GetInputPropsReturnType,
  schemaResolver,
  type UseFormReturnType,
  useForm,
} from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import type { z } from 'zod';

/** zod's own checks as message keys: too long, else missing (empty, no choice); a message the schema wrote wins. */
const keyOfBuiltInIssue = (issue: z.core.$ZodRawIssue): string => (issue.code === 'too_big' ? 'tooLong' : 'required');

type StandardSchema = Parameters<typeof schemaResolver>[0];

/** The schema as a Standard Schema whose issue messages are message keys, to be translated where they are shown. */
const withMessageKeys = (schema: z.ZodType): StandardSchema => ({
  '~standard': {
    version: 1,
    vendor: 'zod',
    validate: (value: unknown) => {
      const result = schema.safeParse(value, { error: keyOfBuiltInIssue });
      return result.success ? { value: result.data } : { issues: result.error.issues };
    },
  },
});

/**
 * Mantine form's `validate` for a contract schema (the one the server checks with): the errors by field path, each a
 * message key. Synchronous, so `form.isValid()` answers at once.
 */
export const schemaValidator = (schema: z.ZodType) => schemaResolver(withMessageKeys(schema), { sync: true });

/** The text of a message key of a field; null hides the error there (e.g. shown once above the form). */
export type ErrorText = (key: string, path: string) => string | null;

/** Mantine form's `enhanceGetInputProps` that shows each field's error key as its translated text. */
export const translateErrors =
  (errorText: ErrorText) =>
  ({ inputProps, field }: { inputProps: GetInputPropsReturnType; field: string }) =>
    typeof inputProps.error === 'string' ? { error: errorText(inputProps.error, field) } : undefined;

/** Whether any field misses a required value (a `required` key). */
export const hasMissingFields = (errors: Record<string, unknown>): boolean =>
  Object.values(errors).includes('required');

/** The part of a form a group of fields needs: their input props (value, onChange, translated error). */
export type FieldsForm<Field extends string> = {
  getInputProps: (path: Field, options?: GetInputPropsOptions) => GetInputPropsReturnType;
};

/** What a dialog form on a contract schema offers: the form, each field's error text, missing fields, saving. */
export type SchemaForm<Values extends Record<string, string>> = {
  form: UseFormReturnType<Values>;
  /** A field's input props: value, change handler and the error to show (once the field has text). */
  inputProps: (field: keyof Values & string) => GetInputPropsReturnType;
  /** A required field is empty after the first change (§5 'missing fields', said once). */
  missing: boolean;
  /** Every field is valid: the schema accepts the body. */
  canSave: boolean;
};

/**
 * The one pattern of the dialog forms (costs, discounts, terms): the values as typed, checked once, by the contract
 * schema the server checks with, on the body the form would send (`toBody`). Errors show at their field once it has
 * text, `delay` ms after typing stops (§9: 300 ms for discounts); an empty required field counts as missing.
 */
export const useSchemaForm = <Values extends Record<string, string>>({
  schema,
  initialValues,
  toBody,
  errorText,
  delay = 0,
}: {
  schema: z.ZodType;
  initialValues: Values;
  toBody: (values: Values) => unknown;
  /** The text of a field's error (`key` is `tooLong` or the schema's message), for the values it judged. */
  errorText: (field: keyof Values & string, key: string, values: Values) => string;
  delay?: number;
}): SchemaForm<Values> => {
  const validate = useMemo(() => schemaValidator(schema), [schema]);
  const form = useForm<Values>({ mode: 'controlled', initialValues, validate: (values) => validate(toBody(values)) });
  const values = form.getValues();
  const [settled] = useDebouncedValue(values, delay);
  const shown = delay > 0 ? settled : values;
  const errors = validate(toBody(values));
  const shownErrors = delay > 0 ? validate(toBody(shown)) : errors;
  const isEmpty = (field: string) => (values[field] ?? '').trim() === '';
  const errorOf = (field: keyof Values & string) => {
    const key = shownErrors[field];
    return typeof key === 'string' && !isEmpty(field) && (shown[field] ?? '').trim() !== ''
      ? errorText(field, key, shown)
      : null;
  };
  return {
    form,
    inputProps: (field) => ({ ...form.getInputProps(field), error: errorOf(field) }),
    missing: form.isDirty() && Object.keys(errors).some(isEmpty),
    canSave: Object.keys(errors).length === 0,
  };
};

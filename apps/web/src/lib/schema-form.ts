import { type GetInputPropsOptions, type GetInputPropsReturnType, schemaResolver } from '@mantine/form';
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

import {
  deliveryTermBodySchema,
  isCostValue,
  isSortOrder,
  LIMITS,
  normalizeDecimalInput,
  paymentTermBodySchema,
  TERM_DESCRIPTION_MAX,
} from '@door/contract';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../i18n';
import { schemaValidator } from '../../../lib/schema-form';

/** The values of the term dialog (texts as typed); Value only for payment terms. */
export type TermFormValues = { Name: string; Description: string; Value: string; SortOrder: string };

/** The body the dialog sends: the comma of the value turned into a dot (§5). */
export const termBodyOf = (brandPartnerId: string, values: TermFormValues, withValue: boolean) => ({
  BrandPartnerId: brandPartnerId,
  Name: values.Name.trim(),
  Description: values.Description.trim(),
  SortOrder: values.SortOrder.trim(),
  ...(withValue ? { Value: normalizeDecimalInput(values.Value) } : {}),
});

/**
 * The add/edit dialog of a payment term (text max 200, description, discount value, sort order) or a delivery term
 * (without the value); 'missing fields' while a required field is empty, save disabled while anything is invalid.
 */
export const TermDialog = ({
  title,
  withValue,
  initial,
  brandPartnerId,
  saving,
  onClose,
  onSave,
}: {
  title: string;
  withValue: boolean;
  initial: TermFormValues;
  brandPartnerId: string;
  saving: boolean;
  onClose: () => void;
  onSave: (values: TermFormValues) => void;
}) => {
  const { t } = useTranslation('terms');
  const schema = withValue ? paymentTermBodySchema : deliveryTermBodySchema;
  const form = useForm<TermFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => schemaValidator(schema)(termBodyOf(brandPartnerId, values, withValue)),
  });
  const values = form.getValues();
  const required = withValue
    ? [values.Name, values.Description, values.Value, values.SortOrder]
    : [values.Name, values.Description, values.SortOrder];
  const missing = required.some((value) => value.trim() === '');
  const valueError = withValue && values.Value.trim() !== '' && !isCostValue(values.Value) ? t('valueError') : null;
  const sortError = values.SortOrder.trim() !== '' && !isSortOrder(values.SortOrder) ? t('sortOrderError') : null;
  const valid = !missing && valueError === null && sortError === null && form.isValid();
  return (
    <FormDialog
      title={title}
      labels={{ close: t('close'), cancel: t('cancel'), save: t('save') }}
      canSave={valid}
      saving={saving}
      onClose={onClose}
      onSubmit={form.onSubmit(() => {
        if (valid) {
          onSave(form.getValues());
        }
      })}
    >
      <TextInput
        label={t('name')}
        required
        maxLength={LIMITS.termTextMax}
        data-autofocus
        {...form.getInputProps('Name')}
        error={null}
      />
      <Textarea
        label={t('description')}
        required
        rows={3}
        maxLength={TERM_DESCRIPTION_MAX}
        {...form.getInputProps('Description')}
        error={null}
      />
      {withValue ? (
        <TextInput
          label={t('value')}
          required
          inputMode="decimal"
          {...form.getInputProps('Value')}
          error={valueError}
        />
      ) : null}
      <TextInput
        label={t('sortOrder')}
        required
        inputMode="numeric"
        {...form.getInputProps('SortOrder')}
        error={sortError}
      />
      {form.isDirty() && missing ? (
        <Text size="sm" c="red" role="alert">
          {t('missingFields')}
        </Text>
      ) : null}
    </FormDialog>
  );
};

import '#web/lib/mantine-styles';
import {
  deliveryTermBodySchema,
  LIMITS,
  normalizeDecimalInput,
  paymentTermBodySchema,
  TERM_DESCRIPTION_MAX,
} from '@door/contract';
import { Textarea, TextInput } from '@mantine/core';
import { FormDialog } from '#web/components/form-dialog';
import { useTranslation } from '#web/i18n';
import { useSchemaForm } from '#web/lib/schema-form';

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
  const { form, inputProps, missing, canSave } = useSchemaForm({
    schema: withValue ? paymentTermBodySchema : deliveryTermBodySchema,
    initialValues: initial,
    toBody: (values) => termBodyOf(brandPartnerId, values, withValue),
    errorText: (field, key) => {
      if (key === 'tooLong') {
        return t('tooLong', { max: field === 'Description' ? TERM_DESCRIPTION_MAX : LIMITS.termTextMax });
      }
      return field === 'Value' ? t('valueError') : t('sortOrderError');
    },
  });
  return (
    <FormDialog
      title={title}
      labels={{ close: t('close'), cancel: t('cancel'), save: t('save') }}
      canSave={canSave}
      saving={saving}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => onSave(values))}
      notice={missing ? t('missingFields') : null}
    >
      <TextInput label={t('name')} required maxLength={LIMITS.termTextMax} data-autofocus {...inputProps('Name')} />
      <Textarea
        label={t('description')}
        required
        rows={3}
        maxLength={TERM_DESCRIPTION_MAX}
        {...inputProps('Description')}
      />
      {withValue ? <TextInput label={t('value')} required inputMode="decimal" {...inputProps('Value')} /> : null}
      <TextInput label={t('sortOrder')} required inputMode="numeric" {...inputProps('SortOrder')} />
    </FormDialog>
  );
};

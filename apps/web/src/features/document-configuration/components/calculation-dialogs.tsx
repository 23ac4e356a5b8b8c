import '#web/lib/mantine-styles';
import {
  costBodySchema,
  type DiscountType,
  discountBodySchema,
  discountTypeCodeOf,
  LIMITS,
  normalizeDecimalInput,
  TIMINGS,
} from '@door/contract';
import { Select, TextInput } from '@mantine/core';
import { FormDialog } from '#web/components/form-dialog';
import { type TFunction, useTranslation } from '#web/i18n';
import { useSchemaForm } from '#web/lib/schema-form';

/** The values of the cost dialog (texts as typed). */
export type CostFormValues = { Name: string; Value: string };
/** The values of the discount dialog (texts as typed). */
export type DiscountFormValues = { Name: string; Value: string; Level: string; TypeId: string };

/** What the dialog sends: the comma turned into a dot (§5), a percentage's trailing % dropped. */
export const costBodyOf = (brandPartnerId: string, values: CostFormValues) => ({
  BrandPartnerId: brandPartnerId,
  Name: values.Name.trim(),
  Value: normalizeDecimalInput(values.Value),
});

/** The discount body the dialog sends. */
export const discountBodyOf = (brandPartnerId: string, values: DiscountFormValues) => ({
  BrandPartnerId: brandPartnerId,
  Name: values.Name.trim(),
  Value: normalizeDecimalInput(values.Value, discountTypeCodeOf(values.TypeId) === 'percentage'),
  Level: values.Level.trim(),
  TypeId: values.TypeId,
});

type DialogProps<Values> = {
  opened: boolean;
  title: string;
  initial: Values;
  brandPartnerId: string;
  saving: boolean;
  onClose: () => void;
  onSave: (values: Values) => void;
};

/** Whether a discount type takes a percentage (every type but the amount). */
const isPercentageType = (typeId: string) => discountTypeCodeOf(typeId) !== 'amount';

/** The text of a field's format error (§5's messages). */
const errorTextOf = (t: TFunction, field: string, isPercentage = false): string => {
  if (field === 'Level') {
    return t('levelError');
  }
  return field === 'Value' && isPercentage ? t('discountValueError') : t('costValueError');
};

/** The add/edit dialog of an additional or net cost: name and value (§5 cost value, comma accepted). */
export const CostDialog = ({
  opened,
  title,
  initial,
  brandPartnerId,
  saving,
  onClose,
  onSave,
}: DialogProps<CostFormValues>) => {
  const { t } = useTranslation('calculation');
  const { form, inputProps, missing, canSave } = useSchemaForm({
    schema: costBodySchema,
    initialValues: initial,
    toBody: (values) => costBodyOf(brandPartnerId, values),
    errorText: (field, key) => (key === 'tooLong' ? t('tooLong', { max: LIMITS.textMax }) : errorTextOf(t, field)),
  });
  return (
    <FormDialog
      opened={opened}
      title={title}
      labels={{ close: t('close'), cancel: t('cancel'), save: t('save') }}
      canSave={canSave}
      saving={saving}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => onSave(values))}
      notice={missing ? t('missingFields') : null}
    >
      <TextInput label={t('name')} required maxLength={LIMITS.textMax} data-autofocus {...inputProps('Name')} />
      <TextInput label={t('value')} required inputMode="decimal" {...inputProps('Value')} />
    </FormDialog>
  );
};

/**
 * The add/edit dialog of a discount: name, value (percentage −100..100 with a trailing % ignored, or an amount),
 * level 0..100 and type; the value and level checks show 300 ms after typing stops (§9).
 */
export const DiscountDialog = ({
  opened,
  title,
  initial,
  brandPartnerId,
  saving,
  onClose,
  onSave,
  types,
}: DialogProps<DiscountFormValues> & { types: DiscountType[] }) => {
  const { t } = useTranslation('calculation');
  const { form, inputProps, missing, canSave } = useSchemaForm({
    schema: discountBodySchema,
    initialValues: initial,
    toBody: (values) => discountBodyOf(brandPartnerId, values),
    errorText: (field, key, values) =>
      key === 'tooLong'
        ? t('tooLong', { max: LIMITS.textMax })
        : errorTextOf(t, field, isPercentageType(values.TypeId)),
    delay: TIMINGS.discountCheckDebounce,
  });
  const isPercentage = isPercentageType(form.getValues().TypeId);
  return (
    <FormDialog
      opened={opened}
      title={title}
      labels={{ close: t('close'), cancel: t('cancel'), save: t('save') }}
      canSave={canSave}
      saving={saving}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => onSave(values))}
      notice={missing ? t('missingFields') : null}
    >
      <TextInput label={t('name')} required maxLength={LIMITS.textMax} data-autofocus {...inputProps('Name')} />
      <Select
        label={t('type')}
        required
        data={types.map((type) => ({ value: type.TypeId, label: type.Name }))}
        {...form.getInputProps('TypeId')}
        error={null}
        allowDeselect={false}
      />
      <TextInput
        label={isPercentage ? t('valuePercent') : t('value')}
        required
        inputMode="decimal"
        {...inputProps('Value')}
      />
      <TextInput label={t('level')} required inputMode="numeric" {...inputProps('Level')} />
    </FormDialog>
  );
};

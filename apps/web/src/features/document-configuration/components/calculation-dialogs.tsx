import {
  costBodySchema,
  type DiscountType,
  discountBodySchema,
  discountTypeCodeOf,
  isCostValue,
  isDiscountLevel,
  isDiscountValue,
  LIMITS,
  normalizeDecimalInput,
  TIMINGS,
} from '@door/contract';
import { Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../i18n';
import { schemaValidator } from '../../../lib/schema-form';

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

const MissingFields = ({ show }: { show: boolean }) => {
  const { t } = useTranslation('calculation');
  return show ? (
    <Text size="sm" c="red" role="alert">
      {t('missingFields')}
    </Text>
  ) : null;
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
  const form = useForm<CostFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => schemaValidator(costBodySchema)(costBodyOf(brandPartnerId, values)),
  });
  const { Name, Value } = form.getValues();
  const missing = Name.trim() === '' || Value.trim() === '';
  const valueError = Value.trim() !== '' && !isCostValue(Value) ? t('costValueError') : null;
  const nameError = Name.length > LIMITS.textMax ? t('tooLong', { max: LIMITS.textMax }) : null;
  const valid = !missing && valueError === null && nameError === null && form.isValid();
  return (
    <FormDialog
      opened={opened}
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
        maxLength={LIMITS.textMax}
        data-autofocus
        {...form.getInputProps('Name')}
        error={nameError}
      />
      <TextInput label={t('value')} required inputMode="decimal" {...form.getInputProps('Value')} error={valueError} />
      <MissingFields show={form.isDirty() && missing} />
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
  const form = useForm<DiscountFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => schemaValidator(discountBodySchema)(discountBodyOf(brandPartnerId, values)),
  });
  const values = form.getValues();
  const [debouncedValue] = useDebouncedValue(values.Value, TIMINGS.discountCheckDebounce);
  const [debouncedLevel] = useDebouncedValue(values.Level, TIMINGS.discountCheckDebounce);
  const missing = [values.Name, values.Value, values.Level, values.TypeId].some((value) => value.trim() === '');
  const isPercentage = discountTypeCodeOf(values.TypeId) !== 'amount';
  const valueOk = (value: string) =>
    values.TypeId === '' ? isDiscountValue(value, types[0]?.TypeId ?? '') : isDiscountValue(value, values.TypeId);
  const valueError =
    debouncedValue.trim() !== '' && !valueOk(debouncedValue)
      ? t(isPercentage ? 'discountValueError' : 'costValueError')
      : null;
  const levelError = debouncedLevel.trim() !== '' && !isDiscountLevel(debouncedLevel) ? t('levelError') : null;
  const nameError = values.Name.length > LIMITS.textMax ? t('tooLong', { max: LIMITS.textMax }) : null;
  const valid =
    !missing && valueOk(values.Value) && isDiscountLevel(values.Level) && nameError === null && form.isValid();
  return (
    <FormDialog
      opened={opened}
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
        maxLength={LIMITS.textMax}
        data-autofocus
        {...form.getInputProps('Name')}
        error={nameError}
      />
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
        {...form.getInputProps('Value')}
        error={valueError}
      />
      <TextInput label={t('level')} required inputMode="numeric" {...form.getInputProps('Level')} error={levelError} />
      <MissingFields show={form.isDirty() && missing} />
    </FormDialog>
  );
};

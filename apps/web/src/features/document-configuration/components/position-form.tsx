import '#web/lib/mantine-styles';
import {
  type ConfigurationPositionData,
  LIMITS,
  parseDeliveryDate,
  shiftDeliveryDate,
  textSchema,
} from '@door/contract';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { useTranslation } from '#web/i18n';
import { parseTypedDay, useDateFormats } from '#web/lib/format';
import { schemaValidator, translateErrors } from '#web/lib/schema-form';

/**
 * The position form's fields: the texts of §5 (max 255) and the delivery day typed as the pages show days in the
 * interface language ('' for none).
 */
export const positionFormSchema = z.object({
  CustomerPosition: textSchema('invalidCharacters').max(LIMITS.textMax),
  CustomerSubPosition: textSchema('invalidCharacters').max(LIMITS.textMax),
  Commission: textSchema('invalidCharacters').max(LIMITS.textMax),
  DeliveryDate: z.string().refine((text) => text.trim() === '' || parseTypedDay(text) !== null, 'invalidDate'),
});
/** The position form's values. */
export type PositionFormValues = z.infer<typeof positionFormSchema>;

/** What is sent for the day typed: its local midnight shifted by 12 hours (§9), or null for none. */
export const deliveryDateToSend = (value: string): string | null => {
  const date = parseDeliveryDate(parseTypedDay(value));
  return date ? shiftDeliveryDate(date) : null;
};

/** Props of the position form. */
export type PositionFormProps = {
  data: ConfigurationPositionData;
  disabled: boolean;
  isSaving: boolean;
  onSave: (values: PositionFormValues) => void;
};

/** Customer position, sub-position, delivery date, commission and the read-only comment (§2 "Position data"). */
export const PositionForm = ({ data, disabled, isSaving, onSave }: PositionFormProps) => {
  const { t } = useTranslation('configuration-position');
  const dates = useDateFormats();
  const form = useForm<PositionFormValues>({
    initialValues: {
      CustomerPosition: data.CustomerPosition,
      CustomerSubPosition: data.CustomerSubPosition,
      Commission: data.Commission,
      DeliveryDate: dates.day(data.DeliveryDate),
    },
    validateInputOnChange: true,
    validate: schemaValidator(positionFormSchema),
    enhanceGetInputProps: translateErrors((key) => t(`errors.${key}`, { max: LIMITS.textMax })),
  });
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput
          label={t('fields.customerPosition')}
          maxLength={LIMITS.textMax}
          disabled={disabled}
          {...form.getInputProps('CustomerPosition')}
          data-testid="customer-position"
        />
        <TextInput
          label={t('fields.customerSubPosition')}
          maxLength={LIMITS.textMax}
          disabled={disabled}
          {...form.getInputProps('CustomerSubPosition')}
          data-testid="customer-sub-position"
        />
        <TextInput
          label={t('fields.deliveryDate')}
          description={t('fields.deliveryDateFormat')}
          inputMode="numeric"
          disabled={disabled}
          {...form.getInputProps('DeliveryDate')}
          data-testid="delivery-date"
        />
        <TextInput
          label={t('fields.commission')}
          maxLength={LIMITS.textMax}
          disabled={disabled}
          {...form.getInputProps('Commission')}
          data-testid="position-commission"
        />
        <Textarea label={t('fields.comment')} value={data.Comment} readOnly autosize minRows={2} />
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={disabled || !form.isDirty() || !form.isValid()}
            loading={isSaving}
            data-testid="position-save"
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

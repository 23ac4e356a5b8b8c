import '#web/lib/mantine-styles';
import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCountries } from '#web/api/get-countries';
import { useTranslation } from '#web/i18n';
import type { AddressField, ContactFormValues, EmailState } from './contact-form-model';
import { maxLengthOf } from './contact-form-model';

type BlockName = 'ContactData' | 'DeliveryData' | 'ReceiptData';
const REQUIRED: Record<BlockName, readonly string[]> = {
  ContactData: ['FirstName', 'LastName', 'Email', 'City', 'Zip', 'CountryId'],
  DeliveryData: ['FirstName', 'LastName', 'Address', 'City', 'Zip', 'CountryId', 'Telephone'],
  ReceiptData: ['FirstName', 'LastName', 'Address', 'City', 'Zip', 'CountryId'],
};
const LEGENDS = { DeliveryData: 'blocks.delivery', ReceiptData: 'blocks.receipt' } as const;

/** Props of the contact form. */
export type ContactFormProps = {
  /** The inquiry form. */
  form: UseFormReturnType<ContactFormValues>;
  /** The translated error of a field path to show now, or null. */
  errorOf: (path: string) => string | null;
  showConsents: boolean;
  /** The e-mail check 700 ms after typing stops. */
  emailState: EmailState;
  /** Extra content above a different-address block (the saved-address choice of signed-in customers). */
  renderBlockExtra?: (block: 'DeliveryData' | 'ReceiptData') => React.ReactNode;
  /** Required fields of the contact block when they differ from the inquiry's (the document's contact data). */
  requiredContactFields?: readonly string[];
  /** Every field disabled (a read-only document). */
  disabled?: boolean;
};

/** The inquiry contact form: contact, legal entity, different delivery and receipt addresses, consents. */
export const ContactForm = ({
  form,
  errorOf,
  showConsents,
  emailState,
  renderBlockExtra,
  requiredContactFields,
  disabled = false,
}: ContactFormProps) => {
  const { t } = useTranslation('inquiry');
  const required = (block: BlockName) =>
    block === 'ContactData' && requiredContactFields ? requiredContactFields : REQUIRED[block];
  const countries = useCountries();
  // §2's first empty 'select country' option is the field's placeholder: searching starts on an empty field.
  const countryOptions = (countries.data ?? []).map((country) => ({ value: country.CountryId, label: country.Name }));

  const text = (
    block: BlockName,
    field: AddressField | 'Email',
    options: { type?: string; autoComplete?: string } = {},
  ) => (
    <TextInput
      key={`${block}-${field}`}
      label={t(`fields.${field}`)}
      {...form.getInputProps(`${block}.${field}`)}
      error={errorOf(`${block}.${field}`)}
      maxLength={maxLengthOf(field)}
      withAsterisk={required(block).includes(field)}
      disabled={disabled}
      data-valid={block === 'ContactData' && field === 'Email' && emailState === 'valid' ? 'true' : undefined}
      type={options.type}
      autoComplete={options.autoComplete}
    />
  );

  const country = (block: BlockName) => {
    const path = `${block}.CountryId` as const;
    return (
      <Select
        key={`${block}-country`}
        label={t('fields.CountryId')}
        data={countryOptions}
        placeholder={t('fields.selectCountry')}
        {...form.getInputProps(path)}
        value={form.getInputProps(path).value || null}
        onChange={(value) => form.setFieldValue(path, value ?? '')}
        error={errorOf(path)}
        searchable
        allowDeselect={false}
        withAsterisk
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
    );
  };

  const addressBlock = (block: 'DeliveryData' | 'ReceiptData') => (
    <Fieldset legend={t(LEGENDS[block])}>
      <Stack gap="xs">
        {renderBlockExtra?.(block)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {text(block, 'Addressing')}
          <span />
          {text(block, 'FirstName')}
          {text(block, 'LastName')}
          {text(block, 'Address')}
          {text(block, 'City')}
          {text(block, 'Zip')}
          {country(block)}
          {block === 'DeliveryData' ? text(block, 'Telephone', { type: 'tel' }) : null}
          {text(block, 'CompanyName')}
          {text(block, 'CompanyRegistration')}
          {text(block, 'CompanyVAT')}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );

  return (
    <Stack gap="md">
      <Fieldset legend={t('blocks.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {text('ContactData', 'Addressing', { autoComplete: 'honorific-prefix' })}
          <span />
          {text('ContactData', 'FirstName', { autoComplete: 'given-name' })}
          {text('ContactData', 'LastName', { autoComplete: 'family-name' })}
          {text('ContactData', 'Address', { autoComplete: 'street-address' })}
          {text('ContactData', 'City', { autoComplete: 'address-level2' })}
          {text('ContactData', 'Zip', { autoComplete: 'postal-code' })}
          {country('ContactData')}
          {text('ContactData', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('ContactData', 'Telephone', { type: 'tel', autoComplete: 'tel' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('blocks.company')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {text('ContactData', 'CompanyName', { autoComplete: 'organization' })}
          {text('ContactData', 'CompanyRegistration')}
          {text('ContactData', 'CompanyVAT')}
        </SimpleGrid>
      </Fieldset>
      <Checkbox
        label={t('blocks.deliveryToggle')}
        disabled={disabled}
        {...form.getInputProps('DeliveryAddress', { type: 'checkbox' })}
      />
      {form.values.DeliveryAddress ? addressBlock('DeliveryData') : null}
      <Checkbox
        label={t('blocks.receiptToggle')}
        disabled={disabled}
        {...form.getInputProps('ReceiptAddress', { type: 'checkbox' })}
      />
      {form.values.ReceiptAddress ? addressBlock('ReceiptData') : null}
      {showConsents ? (
        <Fieldset legend={t('blocks.consents')}>
          <Stack gap="xs">
            {(['Marketing', 'Notifications', 'PersonalData'] as const).map((consent) => (
              <Checkbox
                key={consent}
                label={t(`consents.${consent}`)}
                {...form.getInputProps(`ContactData.${consent}`, { type: 'checkbox' })}
              />
            ))}
          </Stack>
        </Fieldset>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('requiredHint')}
      </Text>
    </Stack>
  );
};

import { TIMINGS } from '@door/contract';
import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCountries } from '../../../api/get-countries';
import { useTranslation } from '../../../i18n';
import {
  type AddressField,
  type AddressValues,
  type ContactFormValues,
  checkEmail,
  type EmailState,
  maxLengthOf,
} from './contact-form-model';

type BlockName = 'contact' | 'delivery' | 'receipt';
const ERROR_PREFIX: Record<BlockName, string> = {
  contact: 'ContactData',
  delivery: 'DeliveryData',
  receipt: 'ReceiptData',
};
const REQUIRED: Record<BlockName, readonly string[]> = {
  contact: ['FirstName', 'LastName', 'Email', 'City', 'Zip', 'CountryId'],
  delivery: ['FirstName', 'LastName', 'Address', 'City', 'Zip', 'CountryId', 'Telephone'],
  receipt: ['FirstName', 'LastName', 'Address', 'City', 'Zip', 'CountryId'],
};

/** Props of the contact form. */
export type ContactFormProps = {
  values: ContactFormValues;
  onChange: (values: ContactFormValues) => void;
  /** Field path → message key, from the contract's schema. */
  errors: Record<string, string>;
  /** Whether required-but-empty fields are shown as errors (after a send attempt). */
  showRequired: boolean;
  showConsents: boolean;
  emailState: EmailState;
  onEmailState: (state: EmailState) => void;
  /** Extra content above a different-address block (the saved-address choice of signed-in customers). */
  renderBlockExtra?: (block: 'delivery' | 'receipt') => React.ReactNode;
};

/** The inquiry contact form: contact, legal entity, different delivery and receipt addresses, consents. */
export const ContactForm = ({
  values,
  onChange,
  errors,
  showRequired,
  showConsents,
  emailState,
  onEmailState,
  renderBlockExtra,
}: ContactFormProps) => {
  const { t } = useTranslation('inquiry');
  const countries = useCountries();
  const countryOptions = [
    { value: '', label: t('fields.selectCountry') },
    ...(countries.data ?? []).map((country) => ({ value: country.CountryId, label: country.Name })),
  ];
  const [email, setEmail] = useState(values.contact.Email);

  // The e-mail is checked 700 ms after typing stops (§5).
  useEffect(() => {
    onEmailState('unchecked');
    const timer = window.setTimeout(() => onEmailState(checkEmail(email)), TIMINGS.emailCheckDelay);
    return () => window.clearTimeout(timer);
  }, [email, onEmailState]);

  const errorOf = (block: BlockName, field: string): string | null => {
    if (block === 'contact' && field === 'Email' && emailState === 'invalid') {
      return t('errors.emailInvalid');
    }
    const key = errors[`${ERROR_PREFIX[block]}.${field}`];
    // Too long is said at once; missing fields only after a send attempt (Send is disabled until then).
    return key && (key === 'tooLong' || showRequired) ? t(`errors.${key}`, { max: maxLengthOf(field) }) : null;
  };

  const setField = (block: BlockName, field: AddressField | 'Email', value: string) => {
    if (block === 'contact') {
      onChange({ ...values, contact: { ...values.contact, [field]: value } });
    } else {
      onChange({ ...values, [block]: { ...values[block], [field]: value } });
    }
  };

  const text = (
    block: BlockName,
    field: AddressField | 'Email',
    options: { type?: string; autoComplete?: string } = {},
  ) => {
    const source = block === 'contact' ? values.contact : values[block];
    return (
      <TextInput
        key={`${block}-${field}`}
        label={t(`fields.${field}`)}
        value={(source as AddressValues & { Email?: string })[field] ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (block === 'contact' && field === 'Email') {
            setEmail(value);
          }
          setField(block, field, value);
        }}
        maxLength={maxLengthOf(field)}
        withAsterisk={REQUIRED[block].includes(field)}
        error={errorOf(block, field)}
        data-valid={block === 'contact' && field === 'Email' && emailState === 'valid' ? 'true' : undefined}
        type={options.type}
        autoComplete={options.autoComplete}
      />
    );
  };

  const country = (block: BlockName) => {
    const source = block === 'contact' ? values.contact : values[block];
    return (
      <Select
        key={`${block}-country`}
        label={t('fields.CountryId')}
        data={countryOptions}
        value={source.CountryId}
        onChange={(value) => setField(block, 'CountryId', value ?? '')}
        searchable
        allowDeselect={false}
        withAsterisk
        error={errorOf(block, 'CountryId')}
        comboboxProps={{ withinPortal: true }}
      />
    );
  };

  const addressBlock = (block: 'delivery' | 'receipt') => (
    <Fieldset legend={t(`blocks.${block}`)}>
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
          {block === 'delivery' ? text(block, 'Telephone', { type: 'tel' }) : null}
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
          {text('contact', 'Addressing', { autoComplete: 'honorific-prefix' })}
          <span />
          {text('contact', 'FirstName', { autoComplete: 'given-name' })}
          {text('contact', 'LastName', { autoComplete: 'family-name' })}
          {text('contact', 'Address', { autoComplete: 'street-address' })}
          {text('contact', 'City', { autoComplete: 'address-level2' })}
          {text('contact', 'Zip', { autoComplete: 'postal-code' })}
          {country('contact')}
          {text('contact', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('contact', 'Telephone', { type: 'tel', autoComplete: 'tel' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('blocks.company')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {text('contact', 'CompanyName', { autoComplete: 'organization' })}
          {text('contact', 'CompanyRegistration')}
          {text('contact', 'CompanyVAT')}
        </SimpleGrid>
      </Fieldset>
      <Checkbox
        label={t('blocks.deliveryToggle')}
        checked={values.deliveryOn}
        onChange={(event) => onChange({ ...values, deliveryOn: event.currentTarget.checked })}
      />
      {values.deliveryOn ? addressBlock('delivery') : null}
      <Checkbox
        label={t('blocks.receiptToggle')}
        checked={values.receiptOn}
        onChange={(event) => onChange({ ...values, receiptOn: event.currentTarget.checked })}
      />
      {values.receiptOn ? addressBlock('receipt') : null}
      {showConsents ? (
        <Fieldset legend={t('blocks.consents')}>
          <Stack gap="xs">
            {(['Marketing', 'Notifications', 'PersonalData'] as const).map((consent) => (
              <Checkbox
                key={consent}
                label={t(`consents.${consent}`)}
                checked={values.consents[consent]}
                onChange={(event) =>
                  onChange({ ...values, consents: { ...values.consents, [consent]: event.currentTarget.checked } })
                }
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

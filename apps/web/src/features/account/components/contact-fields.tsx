import '#web/lib/mantine-styles';
import { ACCOUNT_FIELD_MAX } from '@door/contract';
import { SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import type { FieldsForm } from '#web/lib/schema-form';
import type { ContactValues } from './contact-values';
import { CountrySelect } from './country-select';

type Props = {
  /** The form holding the contact fields. */
  form: FieldsForm<keyof ContactValues>;
  /** Show the company block (name, registration number, VAT id). */
  showCompany?: boolean;
  /** Heading of the company block; none when omitted. */
  companyTitle?: string;
};

type TextField = Exclude<keyof ContactValues, 'CountryId'>;

const LABELS: Record<TextField, string> = {
  Addressing: 'fields.addressing',
  FirstName: 'fields.firstName',
  LastName: 'fields.lastName',
  Address: 'fields.address',
  Zip: 'fields.zip',
  City: 'fields.city',
  Telephone: 'fields.telephone',
  CompanyName: 'fields.companyName',
  CompanyRegistration: 'fields.companyRegistration',
  CompanyVAT: 'fields.companyVAT',
};

const REQUIRED = new Set<keyof ContactValues>(['FirstName', 'LastName', 'Address', 'Zip', 'City']);

/** The contact fields of the profile, the registration and a saved address; required ones are marked. */
export const ContactFields = ({ form, showCompany = true, companyTitle }: Props) => {
  const { t } = useTranslation('account');
  const country = form.getInputProps('CountryId');
  const input = (field: TextField, autoComplete?: string) => (
    <TextInput
      key={field}
      label={t(LABELS[field])}
      {...form.getInputProps(field)}
      maxLength={ACCOUNT_FIELD_MAX[field]}
      required={REQUIRED.has(field)}
      autoComplete={autoComplete}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input('Addressing', 'honorific-prefix')}
        {input('FirstName', 'given-name')}
        {input('LastName', 'family-name')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('Address', 'street-address')}
        {input('Telephone', 'tel')}
        {input('Zip', 'postal-code')}
        {input('City', 'address-level2')}
        <CountrySelect
          value={country.value}
          onChange={(countryId) => country.onChange(countryId)}
          error={country.error}
          required
        />
      </SimpleGrid>
      {showCompany ? (
        <>
          {companyTitle ? (
            <Title order={3} size="h5">
              {companyTitle}
            </Title>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {input('CompanyName', 'organization')}
            {input('CompanyRegistration')}
            {input('CompanyVAT')}
          </SimpleGrid>
        </>
      ) : null}
    </>
  );
};

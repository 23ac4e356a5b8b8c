import '#web/lib/mantine-styles';
import { ZERO_GUID } from '@door/contract';
import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCountries } from '#web/api/get-countries';
import { useTranslation } from '#web/i18n';

/** The country list sorted by localized name, with an empty "select country" first option (the all-zero GUID). */
export const CountrySelect = ({
  value,
  onChange,
  error,
  required = false,
}: {
  value: string;
  onChange: (countryId: string) => void;
  error?: ReactNode;
  required?: boolean;
}) => {
  const { t } = useTranslation('account');
  const countries = useCountries();
  const data = [
    { value: '', label: t('fields.selectCountry') },
    ...(countries.data ?? []).map((country) => ({ value: country.CountryId, label: country.Name })),
  ];
  return (
    <NativeSelect
      label={t('fields.country')}
      data={data}
      value={value === ZERO_GUID ? '' : value}
      onChange={(event) => onChange(event.currentTarget.value || ZERO_GUID)}
      error={error}
      required={required}
    />
  );
};

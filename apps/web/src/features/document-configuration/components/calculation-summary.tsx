import { type CalculationReply, formatMoney } from '@door/contract';
import { Paper, Select, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n';

/** The summary block of the calculation and the tax dropdown. */
export const CalculationSummary = ({
  calculation,
  canEdit,
  onTaxChange,
}: {
  calculation: CalculationReply;
  canEdit: boolean;
  onTaxChange: (taxOptionId: string) => void;
}) => {
  const { t } = useTranslation('calculation');
  const money = (value: number) => formatMoney(value, calculation.Currency);
  const selected = calculation.Tax.find((option) => option.IsSelected)?.TaxOptionId ?? null;
  const rows: [string, string, string][] = [
    [
      'configurationPrice',
      t('configurationPrice', { quantity: calculation.Quantity }),
      money(calculation.ConfigurationPrice),
    ],
    ['additionalCost', t('additionalCost'), money(calculation.AdditionalCost)],
    ['withAdditionalCost', t('withAdditionalCost'), money(calculation.ConfigurationWithAdditionalCost)],
    [
      'discountValue',
      t('discountTotal'),
      `${money(calculation.DiscountValue)} (${calculation.DiscountPercentage.toLocaleString('de-DE', { maximumFractionDigits: 2 })} %)`,
    ],
    ['withDiscountCost', t('withDiscountCost'), money(calculation.ConfigurationWithDiscountCost)],
    ['netCost', t('netCost'), money(calculation.NetCost)],
    ['totalPrice', t('totalPrice'), money(calculation.TotalPrice)],
    ['taxCost', t('taxCost'), money(calculation.TaxCost)],
    ['totalPriceWithTax', t('totalPriceWithTax'), money(calculation.TotalPriceWithTax)],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="calculation-summary-title">
      <h2 id="calculation-summary-title" className="calc-summary__title">
        {t('summary')}
      </h2>
      <Select
        label={t('tax')}
        placeholder={t('noTax')}
        data={calculation.Tax.map((option) => ({
          value: option.TaxOptionId,
          label: `${option.TaxValue.toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`,
        }))}
        value={selected}
        onChange={(value) => {
          if (value && value !== selected) {
            onTaxChange(value);
          }
        }}
        disabled={!canEdit}
        allowDeselect={false}
        maw={240}
        mb="md"
      />
      <Table aria-label={t('summary')} data-testid="calculation-summary">
        <Table.Tbody>
          {rows.map(([key, label, value]) => (
            <Table.Tr key={key} data-testid={`summary-${key}`}>
              <Table.Th scope="row" fw={key === 'totalPriceWithTax' ? 700 : 400}>
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={key === 'totalPriceWithTax' ? 700 : 400}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
};

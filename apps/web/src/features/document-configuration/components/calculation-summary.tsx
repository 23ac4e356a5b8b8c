import '#web/lib/mantine-styles';
import { type CalculationReply, formatMoney, formatPercent } from '@door/contract';
import { Paper, Select } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import './calculation-summary.css';

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
      `${money(calculation.DiscountValue)} (${formatPercent(calculation.DiscountPercentage)})`,
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
          label: formatPercent(option.TaxValue),
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
      <dl className="calc-summary" data-testid="calculation-summary">
        {rows.map(([key, label, value]) => (
          <div
            key={key}
            className={key === 'totalPriceWithTax' ? 'calc-summary__row calc-summary__row--total' : 'calc-summary__row'}
            data-testid={`summary-${key}`}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
};

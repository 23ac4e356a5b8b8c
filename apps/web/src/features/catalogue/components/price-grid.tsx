import '#web/lib/mantine-styles';
import type { CatalogueDraftOperation } from '@door/contract';
import { Badge, Table, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';
import { centsToInput, type PriceGrid, type PriceProblem, parseEuros, priceEditOp } from '../lib/price-edit';
import './catalogue-pages.css';
import { ScrollRegion } from '#web/components/scroll-region';

/** Saves the operations of one edit; resolves true when the draft took them. */
export type SavePrices = (ops: CatalogueDraftOperation[]) => Promise<boolean>;

const PROBLEM_KEYS: Record<PriceProblem, string> = {
  format: 'prices.problems.format',
  range: 'prices.problems.range',
  precision: 'prices.problems.precision',
};

/**
 * One price typed inline: the saved price shows until the field is focused; Enter or leaving the field saves what is
 * typed (cents-exact, comma or dot), Escape goes back to the saved price. A price refused is said under the field.
 */
const PriceInput = ({
  label,
  path,
  cents,
  onSave,
  onEditing,
  testId,
}: {
  label: string;
  path: string;
  cents: number | null;
  onSave: SavePrices;
  onEditing: (isEditing: boolean) => void;
  testId: string;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Enter saves and the field may then lose focus: one save of a typed price, not two.
  const busy = useRef(false);
  const shown = typed ?? (cents === null ? '' : centsToInput(cents));

  const commit = async () => {
    if (typed === null || busy.current) {
      return;
    }
    if (typed.trim() === '' && cents === null) {
      setTyped(null);
      setProblem(null);
      return;
    }
    const parsed = parseEuros(typed);
    if ('problem' in parsed) {
      setProblem(t(PROBLEM_KEYS[parsed.problem]));
      return;
    }
    const op = priceEditOp(path, cents, parsed.cents);
    setProblem(null);
    if (!op) {
      setTyped(null);
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      // Saved or not (a conflict reloads the draft and says so), the field shows the draft's price again.
      await onSave([op]);
    } finally {
      busy.current = false;
      setSaving(false);
      setTyped(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape' && typed !== null) {
      event.preventDefault();
      event.stopPropagation();
      setTyped(null);
      setProblem(null);
    }
  };

  return (
    <TextInput
      size="xs"
      className="cat-prices__input"
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      placeholder={t('prices.noPrice')}
      rightSection={<span aria-hidden="true">€</span>}
      onFocus={() => {
        onEditing(true);
        setTyped(shown);
      }}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onBlur={() => void commit().finally(() => onEditing(false))}
      onKeyDown={onKeyDown}
      error={problem}
      readOnly={saving}
      data-testid={testId}
    />
  );
};

/**
 * The price grid of one model: its base price, then per parameter the price of every value the model offers, with
 * how many models share a value's price. Editable inline when a draft is open, else read-only.
 */
export const PriceGridTable = ({
  grid,
  editable,
  onSave,
  onEditing,
}: {
  grid: PriceGrid;
  editable: boolean;
  onSave: SavePrices;
  /** Told when a price field is focused and when it is left (and its price saved). */
  onEditing: (isEditing: boolean) => void;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const money = (cents: number | null) => (cents === null ? t('prices.noPrice') : formatMoney(cents / 100));
  return (
    <ScrollRegion label={t('prices.gridLabel', { model: grid.model })}>
      <Table verticalSpacing={4} aria-label={t('prices.gridLabel', { model: grid.model })} data-testid="price-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('prices.code')}</Table.Th>
            <Table.Th scope="col">{t('prices.name')}</Table.Th>
            <Table.Th scope="col" className="cat-pages__number">
              {t('prices.price')}
            </Table.Th>
            <Table.Th scope="col" className="cat-prices__hide-narrow">
              {t('prices.sharedBy')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr className="cat-prices__parameter">
            <Table.Th scope="rowgroup" colSpan={4}>
              {t('prices.model')}
            </Table.Th>
          </Table.Tr>
          <Table.Tr data-testid="price-row-base">
            <Table.Td className="cat-pages__code">{grid.model}</Table.Td>
            <Table.Th scope="row" fw="normal">
              {t('prices.basePrice')}
            </Table.Th>
            <Table.Td className="cat-pages__number">
              {editable ? (
                <PriceInput
                  label={t('prices.basePriceOf', { model: grid.name })}
                  path={grid.basePath}
                  cents={grid.baseCents}
                  onSave={onSave}
                  onEditing={onEditing}
                  testId="price-input-base"
                />
              ) : (
                money(grid.baseCents)
              )}
            </Table.Td>
            <Table.Td className="cat-prices__hide-narrow" />
          </Table.Tr>
        </Table.Tbody>
        {grid.groups.map((group) => (
          <Table.Tbody key={group.code}>
            <Table.Tr className="cat-prices__parameter">
              <Table.Th scope="rowgroup" colSpan={4}>
                {group.name || group.code}{' '}
                <Text span size="xs" c="dimmed" className="cat-pages__code">
                  {group.code}
                </Text>
              </Table.Th>
            </Table.Tr>
            {group.values.map((value) => (
              <Table.Tr key={value.item} data-testid={`price-row-${value.item}`}>
                <Table.Td className="cat-pages__code">{value.code}</Table.Td>
                <Table.Th scope="row" fw="normal">
                  {value.name || value.code}
                </Table.Th>
                <Table.Td className="cat-pages__number">
                  {editable ? (
                    <PriceInput
                      label={t('prices.priceOf', {
                        value: value.name || value.code,
                        parameter: group.name || group.code,
                      })}
                      path={value.path}
                      cents={value.cents}
                      onSave={onSave}
                      onEditing={onEditing}
                      testId={`price-input-${value.item}`}
                    />
                  ) : (
                    money(value.cents)
                  )}
                </Table.Td>
                <Table.Td className="cat-prices__hide-narrow">
                  {value.sharedBy > 1 ? (
                    <Badge variant="light" color="gray" title={t('prices.sharedHint')}>
                      {t('prices.models', { count: value.sharedBy })}
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </ScrollRegion>
  );
};

import '#web/lib/mantine-styles';
import type { CatalogueFile } from '@door/contract';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';
import {
  type BulkTarget,
  bulkChangeOf,
  DRAFT_OPERATIONS_MAX,
  type PercentProblem,
  type PriceGrid,
  parsePercent,
  percentChange,
} from '../lib/price-edit';
import { CodeText } from './code-text';
import { formatSignedPercent } from './diff-view';
import type { SavePrices } from './price-grid';
import { ScrollRegion } from './scroll-region';
import './catalogue-pages.css';

const PROBLEM_KEYS: Record<PercentProblem, string> = {
  format: 'bulk.problems.format',
  range: 'bulk.problems.range',
  precision: 'bulk.problems.precision',
};

const MODEL_TARGET = '*';

/**
 * A bulk price change: every value of a parameter, or every price of the model (its base price and the values it
 * offers), by a percentage rounded to the cent. The list old → new shows before anything changes, and the change is
 * saved as one edit of the draft, whole or not at all.
 */
export const PriceBulkDialog = ({
  file,
  grid,
  onSave,
  onClose,
}: {
  file: CatalogueFile;
  grid: PriceGrid;
  onSave: SavePrices;
  onClose: () => void;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const isNarrow = useMediaQuery('(max-width: 40em)');
  const [targetValue, setTargetValue] = useState<string>(MODEL_TARGET);
  const [typedPercent, setTypedPercent] = useState('');
  const [percentText] = useDebouncedValue(typedPercent, 200);
  const [saving, setSaving] = useState(false);
  const target: BulkTarget =
    targetValue === MODEL_TARGET ? { kind: 'model', code: grid.model } : { kind: 'parameter', code: targetValue };
  const parsed = percentText.trim() === '' ? null : parsePercent(percentText);
  const hundredths = parsed && 'hundredths' in parsed ? parsed.hundredths : null;
  const change = hundredths === null ? null : bulkChangeOf(file, target, hundredths);
  const changing = change?.rows.filter((row) => row.to !== row.from) ?? [];
  const tooMany = (change?.ops.length ?? 0) > DRAFT_OPERATIONS_MAX;
  const tooLarge = change?.rows.some((row) => row.tooLarge) ?? false;
  const canApply = change?.canApply === true && !tooMany && typedPercent === percentText;

  const options = [
    { value: MODEL_TARGET, label: t('bulk.wholeModel', { model: grid.name }) },
    ...grid.groups.map((group) => ({
      value: group.code,
      label: t('bulk.parameter', { parameter: group.name || group.code }),
    })),
  ];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change || !canApply || saving) {
      return;
    }
    setSaving(true);
    const saved = await onSave(change.ops);
    setSaving(false);
    if (saved) {
      onClose();
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('bulk.title')}
      size="lg"
      fullScreen={isNarrow}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} data-testid="bulk-dialog">
        <Stack>
          <Select
            label={t('bulk.target')}
            description={targetValue === MODEL_TARGET ? t('bulk.wholeModelHint') : t('bulk.parameterHint')}
            data={options}
            value={targetValue}
            onChange={(value) => setTargetValue(value ?? MODEL_TARGET)}
            allowDeselect={false}
            searchable
          />
          <TextInput
            label={t('bulk.percent')}
            description={t('bulk.percentHint')}
            value={typedPercent}
            onChange={(event) => setTypedPercent(event.currentTarget.value)}
            inputMode="decimal"
            autoComplete="off"
            rightSection={<span aria-hidden="true">%</span>}
            error={parsed && 'problem' in parsed ? t(PROBLEM_KEYS[parsed.problem]) : null}
            data-autofocus
          />
          {change ? (
            <div aria-live="polite">
              <Text size="sm" fw={600} mb={4}>
                {t('bulk.changes', { count: changing.length })}
              </Text>
              {changing.length > 0 ? (
                <ScrollRegion label={t('bulk.preview')} className="cat-prices__preview">
                  <Table striped verticalSpacing={2} aria-label={t('bulk.preview')} data-testid="bulk-preview">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('diff.item')}</Table.Th>
                        <Table.Th scope="col" className="cat-pages__number">
                          {t('diff.old')}
                        </Table.Th>
                        <Table.Th scope="col" className="cat-pages__number">
                          {t('diff.new')}
                        </Table.Th>
                        <Table.Th scope="col" className="cat-pages__number">
                          {t('diff.change')}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {changing.map((row) => {
                        const percent = percentChange(row.from, row.to);
                        return (
                          <Table.Tr key={row.path}>
                            <Table.Td className="cat-pages__item">
                              <CodeText code={row.item} />
                            </Table.Td>
                            <Table.Td className="cat-pages__number">{formatMoney(row.from / 100)}</Table.Td>
                            <Table.Td className="cat-pages__number" c={row.tooLarge ? 'red' : undefined}>
                              {formatMoney(row.to / 100)}
                            </Table.Td>
                            <Table.Td className="cat-pages__number">
                              {percent === null ? '—' : formatSignedPercent(percent)}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </ScrollRegion>
              ) : null}
            </div>
          ) : null}
          {tooLarge ? (
            <Alert color="red" role="alert">
              {t('bulk.tooLarge')}
            </Alert>
          ) : null}
          {tooMany ? (
            <Alert color="red" role="alert">
              {t('bulk.tooMany', { max: DRAFT_OPERATIONS_MAX })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={!canApply} loading={saving}>
              {t('bulk.apply', { count: change?.ops.length ?? 0 })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

import '#web/lib/mantine-styles';
import type { CatalogueFile } from '@door/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { DataTable } from '#web/components/data-table';
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
import './catalogue-pages.css';

const PROBLEM_KEYS: Record<PercentProblem, string> = {
  format: 'bulk.problems.format',
  range: 'bulk.problems.range',
  precision: 'bulk.problems.precision',
};

const MODEL_TARGET = '*';

/** The preview shows this many changes a page. */
const PREVIEW_PAGE = 10;

/** One price of the preview, old → new. */
type BulkRow = NonNullable<ReturnType<typeof bulkChangeOf>>['rows'][number];

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
  const columns = useMemo(
    (): ColumnDef<BulkRow>[] => [
      {
        id: 'item',
        header: () => t('diff.item'),
        meta: { label: t('diff.item'), width: 150 },
        cell: ({ row }) => (
          <span className="cat-pages__item">
            <CodeText code={row.original.item} />
          </span>
        ),
      },
      {
        id: 'old',
        header: () => t('diff.old'),
        meta: { label: t('diff.old'), width: 90, align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.from / 100),
      },
      {
        id: 'new',
        header: () => t('diff.new'),
        meta: { label: t('diff.new'), width: 90, align: 'right', nowrap: true },
        cell: ({ row }) => (
          <Text span inherit c={row.original.tooLarge ? 'red' : undefined}>
            {formatMoney(row.original.to / 100)}
          </Text>
        ),
      },
      {
        id: 'change',
        header: () => t('diff.change'),
        meta: { label: t('diff.change'), priority: 2, width: 80, align: 'right', nowrap: true },
        cell: ({ row }) => {
          const percent = percentChange(row.original.from, row.original.to);
          return percent === null ? '—' : formatSignedPercent(percent);
        },
      },
    ],
    [t],
  );
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
                <DataTable
                  label={t('bulk.preview')}
                  columns={columns}
                  rows={changing}
                  rowId={(row) => row.path}
                  emptyText={t('diff.none')}
                  testId="bulk-preview"
                  pageSize={changing.length > PREVIEW_PAGE ? PREVIEW_PAGE : undefined}
                />
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

import '#web/lib/mantine-styles';
import { type DocumentConfigurationRow, formatMoney, LIMITS } from '@door/contract';
import { Button, Group, Image, NumberInput, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { useDateFormats } from '#web/lib/format';
import {
  type ConfigurationsContext,
  canSaveQuantity,
  isRowActionEnabled,
  type RowAction,
  rowName,
} from './configurations-rules';

/** Props of the configurations table. */
export type ConfigurationsTableProps = {
  rows: DocumentConfigurationRow[];
  currency: string;
  isParentPartner: boolean;
  context: ConfigurationsContext;
  selectedId: string | null;
  busyId: string | null;
  onSelect: (row: DocumentConfigurationRow) => void;
  onAction: (action: Exclude<RowAction, 'quantity'>, row: DocumentConfigurationRow) => void;
  onQuantity: (row: DocumentConfigurationRow, quantity: number) => void;
};

/** The quantity cell: a number input 1 to 100 and its save button (disabled while empty, 0 or unchanged). */
const QuantityCell = ({
  row,
  enabled,
  busy,
  onSave,
}: {
  row: DocumentConfigurationRow;
  enabled: boolean;
  busy: boolean;
  onSave: (quantity: number) => void;
}) => {
  const { t } = useTranslation('document-configurations');
  const [value, setValue] = useState<number | string>(row.Quantity);
  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput
        aria-label={t('quantity.label', { position: row.ConfigurationPosition })}
        value={value}
        onChange={setValue}
        min={LIMITS.quantityMin}
        max={LIMITS.quantityMax}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        disabled={!enabled}
        w={80}
        size="xs"
        data-testid={`quantity-${row.ConfigurationPosition}`}
      />
      <Button
        size="xs"
        variant="default"
        disabled={!enabled || busy || !canSaveQuantity(value, row.Quantity)}
        onClick={() => typeof value === 'number' && onSave(value)}
        data-testid={`quantity-save-${row.ConfigurationPosition}`}
      >
        {t('quantity.save')}
      </Button>
    </Group>
  );
};

/** The configurations in a document (§3 "Document configuration row"), with the row actions of §2. */
export const ConfigurationsTable = ({
  rows,
  currency,
  isParentPartner,
  context,
  selectedId,
  busyId,
  onSelect,
  onAction,
  onQuantity,
}: ConfigurationsTableProps) => {
  const { t } = useTranslation('document-configurations');
  const dates = useDateFormats();
  const columns = useMemo<ColumnDef<DocumentConfigurationRow>[]>(
    () => [
      {
        id: 'position',
        header: t('columns.position'),
        meta: { width: 56 },
        cell: ({ row }) => row.original.ConfigurationPosition,
      },
      {
        id: 'image',
        header: t('columns.image'),
        meta: { label: t('columns.image'), priority: 3, width: 80 },
        cell: ({ row }) => (
          <Image
            src={row.original.Image}
            alt={t('imageAlt', { name: row.original.ConfigurationName })}
            w={56}
            h={72}
            fit="contain"
          />
        ),
      },
      {
        id: 'name',
        header: t('columns.name'),
        meta: { width: 140 },
        cell: ({ row }) => (
          <Text size="sm" fw={600}>
            {rowName(row.original, isParentPartner)}
          </Text>
        ),
      },
      {
        id: 'customerPosition',
        header: t('columns.customerPosition'),
        meta: { label: t('columns.customerPosition'), priority: 3, width: 110 },
        cell: ({ row }) => row.original.CustomerPosition,
      },
      {
        id: 'deliveryDate',
        header: t('columns.deliveryDate'),
        meta: { label: t('columns.deliveryDate'), priority: 2, width: 110, nowrap: true },
        cell: ({ row }) => dates.day(row.original.DeliveryDate),
      },
      {
        id: 'status',
        header: t('columns.status'),
        meta: { label: t('columns.status'), priority: 2, width: 110 },
        cell: ({ row }) => row.original.DocumentStatus ?? '',
      },
      {
        id: 'modified',
        header: t('columns.modified'),
        meta: { label: t('columns.modified'), priority: 3, width: 110, nowrap: true },
        cell: ({ row }) =>
          row.original.ConfigurationDateModified ? dates.date(row.original.ConfigurationDateModified) : '',
      },
      {
        id: 'quantity',
        header: t('columns.quantity'),
        meta: { width: 140 },
        cell: ({ row }) => (
          <QuantityCell
            key={`${row.original.SalesDocumentConfigurationId}-${row.original.Quantity}`}
            row={row.original}
            enabled={isRowActionEnabled('quantity', row.original, context)}
            busy={busyId === row.original.SalesDocumentConfigurationId}
            onSave={(quantity) => onQuantity(row.original, quantity)}
          />
        ),
      },
      {
        id: 'price',
        header: t('columns.price'),
        meta: { align: 'right', width: 110 },
        cell: ({ row }) => (
          <span data-testid={`price-${row.original.ConfigurationPosition}`}>
            {formatMoney(row.original.TotalPrice, currency)}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        meta: { sticky: true, width: 270 },
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            {(['details', 'change', 'copy', 'delete'] as const).map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'details' ? 'filled' : 'default'}
                color={action === 'delete' ? 'red' : undefined}
                disabled={
                  !isRowActionEnabled(action, row.original, context) ||
                  busyId === row.original.SalesDocumentConfigurationId
                }
                onClick={(event) => {
                  event.stopPropagation();
                  onAction(action, row.original);
                }}
                aria-label={t(`actions.${action}Label`, { position: row.original.ConfigurationPosition })}
                data-testid={`${action}-${row.original.ConfigurationPosition}`}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          </Group>
        ),
      },
    ],
    [t, dates, isParentPartner, context, busyId, currency, onAction, onQuantity],
  );
  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      rows={rows}
      rowId={(row) => row.SalesDocumentConfigurationId}
      emptyText={t('empty')}
      testId="configurations-table"
      rowProps={(row) => ({
        testId: `configuration-row-${row.ConfigurationPosition}`,
        selected: selectedId === row.SalesDocumentConfigurationId,
        onClick: () => onSelect(row),
      })}
    />
  );
};

import { type DocumentConfigurationRow, formatMoney, LIMITS } from '@door/contract';
import { Button, Group, Image, NumberInput, Table, Text } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
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

/** A time as the local day, de-DE. */
const formatDate = (value: string | null) => (value ? new Date(value).toLocaleDateString('de-DE') : '');

/** A delivery date is a calendar day (`YYYY-MM-DD…`): shown as that day whatever the browser's zone. */
const formatDay = (value: string | null) => {
  const day = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return day ? `${day[3]}.${day[2]}.${day[1]}` : '';
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
  const columns = useMemo<ColumnDef<DocumentConfigurationRow>[]>(
    () => [
      { id: 'position', header: t('columns.position'), cell: ({ row }) => row.original.ConfigurationPosition },
      {
        id: 'image',
        header: t('columns.image'),
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
        cell: ({ row }) => (
          <Text size="sm" fw={600}>
            {rowName(row.original, isParentPartner)}
          </Text>
        ),
      },
      {
        id: 'customerPosition',
        header: t('columns.customerPosition'),
        cell: ({ row }) => row.original.CustomerPosition,
      },
      {
        id: 'deliveryDate',
        header: t('columns.deliveryDate'),
        cell: ({ row }) => formatDay(row.original.DeliveryDate),
      },
      { id: 'status', header: t('columns.status'), cell: ({ row }) => row.original.DocumentStatus ?? '' },
      {
        id: 'modified',
        header: t('columns.modified'),
        cell: ({ row }) => formatDate(row.original.ConfigurationDateModified),
      },
      {
        id: 'quantity',
        header: t('columns.quantity'),
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
        cell: ({ row }) => (
          <span data-testid={`price-${row.original.ConfigurationPosition}`}>
            {formatMoney(row.original.TotalPrice, currency)}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
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
    [t, isParentPartner, context, busyId, currency, onAction, onQuantity],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.SalesDocumentConfigurationId,
  });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="configurations-table">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => onSelect(row.original)}
              bg={selectedId === row.id ? 'var(--mantine-primary-color-light)' : undefined}
              aria-selected={selectedId === row.id}
              data-testid={`configuration-row-${row.original.ConfigurationPosition}`}
            >
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

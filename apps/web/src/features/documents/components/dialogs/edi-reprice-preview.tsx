import type { EdiImportPreview } from '@door/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { formatMoney, formatPercent } from '#web/lib/format';

type PreviewRow = EdiImportPreview['Positions'][number];

const changeOf = (row: PreviewRow) =>
  row.FileUnitPrice === 0 ? null : ((row.CatalogueUnitPrice - row.FileUnitPrice) / row.FileUnitPrice) * 100;

/** Per position of an EDI file: the unit price in the file and on today's catalogue, and the change. */
export const EdiRepricePreview = ({ preview }: { preview: EdiImportPreview }) => {
  const { t } = useTranslation('documents');
  const { Currency: currency } = preview;
  const columns = useMemo<ColumnDef<PreviewRow>[]>(() => {
    const money = (amount: number) => formatMoney(amount, currency);
    return [
      {
        id: 'Position',
        header: () => t('reprice.position'),
        meta: { label: t('reprice.position'), priority: 3, width: 50 },
        cell: ({ row }) => row.original.Position,
      },
      {
        id: 'ModelName',
        header: () => t('reprice.model'),
        meta: { label: t('reprice.model'), priority: 1, width: 90 },
        cell: ({ row }) => `${row.original.ModelName} × ${row.original.Quantity}`,
      },
      {
        id: 'FileUnitPrice',
        header: () => t('reprice.filePrice'),
        meta: { label: t('reprice.filePrice'), priority: 1, width: 90, align: 'right' },
        cell: ({ row }) => money(row.original.FileUnitPrice),
      },
      {
        id: 'CatalogueUnitPrice',
        header: () => t('reprice.cataloguePrice'),
        meta: { label: t('reprice.cataloguePrice'), priority: 1, width: 90, align: 'right' },
        cell: ({ row }) => money(row.original.CatalogueUnitPrice),
      },
      {
        id: 'Change',
        header: () => t('reprice.change'),
        meta: { label: t('reprice.change'), priority: 2, width: 80, align: 'right' },
        cell: ({ row }) => {
          const change = changeOf(row.original);
          return change === null ? '' : `${change > 0 ? '+' : ''}${formatPercent(Math.round(change * 10) / 10)}`;
        },
      },
    ];
  }, [t, currency]);
  return (
    <DataTable
      label={t('reprice.title')}
      columns={columns}
      rows={preview.Positions}
      rowId={(row) => String(row.Position)}
      emptyText={t('reprice.empty')}
      testId="edi-reprice-preview"
    />
  );
};

import '#web/lib/mantine-styles';
import { LIMITS, type PublicDocumentItem } from '@door/contract';
import { Anchor } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { useDateFormats } from '#web/lib/format';

/** The link of a document with a time stamp added, so a browser never shows a cached older file (§2). */
export const withTimestamp = (url: string, now: number = Date.now()): string =>
  `${url}${url.includes('?') ? '&' : '?'}t=${now}`;

const OpenIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z" fill="currentColor" />
  </svg>
);

/**
 * The public documents table (§2): an open icon, the file name as a link into a new tab, the date; sortable by name
 * and by date, where ascending shows the newest first; 50 rows a page; 'no results' when empty.
 */
export const PublicDocumentsTable = ({ items }: { items: PublicDocumentItem[] }) => {
  const { t } = useTranslation('documentation');
  const dates = useDateFormats();
  const columns = useMemo<ColumnDef<PublicDocumentItem>[]>(
    () => [
      {
        id: 'open',
        header: () => <span className="visually-hidden">{t('public.open')}</span>,
        enableSorting: false,
        meta: { width: 48 },
        cell: ({ row }) => (
          <Anchor
            href={withTimestamp(row.original.Url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('public.openFile', { name: row.original.FileName })}
            className="public-documents__icon"
          >
            <OpenIcon />
          </Anchor>
        ),
      },
      {
        id: 'name',
        accessorFn: (row) => row.FileName.toLocaleLowerCase(),
        header: () => t('public.name'),
        meta: { label: t('public.name'), width: 200 },
        cell: ({ row }) => (
          <Anchor href={withTimestamp(row.original.Url)} target="_blank" rel="noopener noreferrer">
            {row.original.FileName}
          </Anchor>
        ),
      },
      {
        id: 'date',
        // Ascending by date shows the newest first (§2): the key is the negative time.
        accessorFn: (row) => -new Date(row.DateModified).getTime(),
        header: () => t('public.date'),
        meta: { label: t('public.date'), width: 150, nowrap: true },
        cell: ({ row }) => dates.dateTime(row.original.DateModified),
      },
    ],
    [t, dates],
  );
  return (
    <DataTable
      label={t('public.caption')}
      columns={columns}
      rows={items}
      rowId={(row) => row.ConfigurationDocumentationId}
      emptyText={t('public.noResults')}
      pageSize={LIMITS.publicDocumentsPageSize}
      sortable
    />
  );
};

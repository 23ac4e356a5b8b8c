import '#web/lib/mantine-styles';
import { type DocumentHistoryEntry, LIMITS } from '@door/contract';
import { Anchor, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '#web/components/data-table';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { useDateFormats } from '#web/lib/format';
import { useAppStore } from '#web/stores/app-store';
import { useDocumentHistory } from '../api/get-document-history';
import { comparePath } from './revisions-panel';

/**
 * The history of the document and its configurations (§2): what happened, its text and value as the server words
 * them in the user's language, who and when; 5 a page, newest first. A new or superseded revision's entry links the
 * comparison of the two revisions.
 */
export const HistoryTable = () => {
  const { t } = useTranslation('document');
  const dates = useDateFormats();
  const documentId = useAppStore((state) => state.document?.documentId ?? '');
  const history = useDocumentHistory(documentId);
  const columns = useMemo<ColumnDef<DocumentHistoryEntry>[]>(
    () => [
      {
        id: 'Type',
        header: () => t('history.Type'),
        meta: { label: t('history.Type'), priority: 1, width: 200 },
        cell: ({ row }) => {
          const compare = row.original.CompareRevisions;
          return compare ? (
            <Stack gap={2} align="flex-start">
              <span>{row.original.Type}</span>
              <Anchor component={Link} to={comparePath(compare.From, compare.To)} size="sm">
                {t('history.compare')}
              </Anchor>
            </Stack>
          ) : (
            row.original.Type
          );
        },
      },
      {
        id: 'Text',
        header: () => t('history.Text'),
        meta: { label: t('history.Text'), priority: 1, width: 220 },
        cell: ({ row }) => row.original.Text,
      },
      {
        id: 'Value',
        header: () => t('history.Value'),
        meta: { label: t('history.Value'), priority: 2, width: 160 },
        cell: ({ row }) => row.original.Value,
      },
      {
        id: 'User',
        header: () => t('history.User'),
        meta: { label: t('history.User'), priority: 3, width: 140 },
        cell: ({ row }) => row.original.User,
      },
      {
        id: 'DateTime',
        header: () => t('history.DateTime'),
        meta: { label: t('history.DateTime'), priority: 1, width: 150, nowrap: true },
        cell: ({ row }) => dates.dateTime(row.original.DateTime),
      },
    ],
    [t, dates],
  );
  return (
    <QueryState query={history} errorTitle={t('errors.loadFailed')}>
      {(rows) => (
        <DataTable
          label={t('history.title')}
          columns={columns}
          rows={rows}
          rowId={(row) => String(rows.indexOf(row))}
          emptyText={t('noResults')}
          pageSize={LIMITS.smallTablePageSize}
          rowProps={() => ({ testId: 'history-row' })}
        />
      )}
    </QueryState>
  );
};

import { LIMITS, REMARK_TYPES, type Remark, type RemarkKind } from '@door/contract';
import { Alert, Anchor, Button, Pagination, Stack, Table, Text } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { useDeleteRemark } from '../api/delete-remark';
import { useRemarks } from '../api/get-remarks';

/** The date and time of a remark in the interface language. */
export const formatRemarkDate = (iso: string, language: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

const textOf = (remark: Remark) => remark.SalesComment ?? remark.InstallerComment ?? '';

/** The remarks of one kind: text, image link (new tab), user, date, delete where `CanDelete`; 5 rows a page. */
export const RemarksTable = ({
  kind,
  documentConfigurationId,
  brandPartnerId,
  readOnly,
}: {
  kind: RemarkKind;
  documentConfigurationId: string;
  brandPartnerId: string;
  readOnly: boolean;
}) => {
  const { t } = useTranslation('remarks');
  const language = useAppStore((state) => state.language);
  const remarks = useRemarks(documentConfigurationId, REMARK_TYPES[kind]);
  const remove = useDeleteRemark();
  const [pageIndex, setPageIndex] = useState(0);
  const [pending, setPending] = useState<Remark | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<Remark>[]>(
    () => [
      { id: 'comment', header: () => t('columns.comment'), cell: ({ row }) => textOf(row.original) },
      {
        id: 'image',
        header: () => t('columns.image'),
        cell: ({ row }) =>
          row.original.CommentImageUrl ? (
            <Anchor
              href={row.original.CommentImageUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('openImage', { name: row.original.CommentImageName ?? '' })}
            >
              {row.original.CommentImageName}
            </Anchor>
          ) : null,
      },
      { id: 'user', header: () => t('columns.user'), cell: ({ row }) => row.original.User },
      {
        id: 'date',
        header: () => t('columns.date'),
        cell: ({ row }) => formatRemarkDate(row.original.Date, language),
      },
      {
        id: 'delete',
        header: () => t('columns.delete'),
        cell: ({ row }) =>
          row.original.CanDelete && !readOnly ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                setDeleteError(null);
                setPending(row.original);
              }}
              aria-label={t('delete.label', { text: textOf(row.original).slice(0, 40) })}
            >
              {t('delete.button')}
            </Button>
          ) : null,
      },
    ],
    [t, language, readOnly],
  );
  const table = useReactTable({
    data: remarks.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => row.SalesDocumentConfigurationCommentId,
    state: { pagination: { pageIndex, pageSize: LIMITS.smallTablePageSize } },
    autoResetPageIndex: false,
  });
  const pageCount = Math.max(1, table.getPageCount());
  // A delete that empties the last page shows the page before it.
  const shownPage = Math.min(pageIndex, pageCount - 1);
  if (shownPage !== pageIndex) {
    setPageIndex(shownPage);
  }
  const rows = table.getRowModel().rows;

  const confirmDelete = async () => {
    const remark = pending;
    setPending(null);
    if (!remark) {
      return;
    }
    try {
      await remove.mutateAsync({
        documentConfigurationId,
        remarkId: remark.SalesDocumentConfigurationCommentId,
        brandPartnerId,
      });
    } catch (error) {
      setDeleteError(error instanceof ApiError ? error.message : t('errors.deleteFailed'));
    }
  };

  return (
    <Stack gap="xs">
      {remarks.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('errors.loadTitle')}>
          {remarks.error instanceof ApiError ? remarks.error.message : t('errors.loadFailed')}
        </Alert>
      ) : null}
      {deleteError ? (
        <Alert color="red" variant="light" role="alert" title={t('errors.deleteTitle')}>
          {deleteError}
        </Alert>
      ) : null}
      <Table striped verticalSpacing={6} aria-label={t(`${kind}.table`)} aria-busy={remarks.isLoading}>
        <Table.Thead>
          <Table.Tr>
            {table.getFlatHeaders().map((header) => (
              <Table.Th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text size="sm" c="dimmed">
                  {remarks.isLoading ? t('loading') : t('empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id} data-testid="remark-row">
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {pageCount > 1 ? (
        <Pagination
          size="sm"
          total={pageCount}
          value={shownPage + 1}
          onChange={(page) => setPageIndex(page - 1)}
          getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('page.number', { page }) })}
        />
      ) : null}
      <ConfirmDialog
        opened={pending !== null}
        title={t('delete.title')}
        message={t('delete.message')}
        confirmLabel={t('delete.button')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
};

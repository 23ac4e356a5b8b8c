import '#web/lib/mantine-styles';
import { LIMITS, REMARK_TYPES, type Remark, type RemarkKind } from '@door/contract';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { useDateFormats } from '#web/lib/format';
import { toast } from '#web/stores/notification-store';
import { useDeleteRemark } from '../api/delete-remark';
import { useRemarks } from '../api/get-remarks';

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
  const dates = useDateFormats();
  const remarks = useRemarks(documentConfigurationId, REMARK_TYPES[kind]);
  const remove = useDeleteRemark();
  const [pending, setPending] = useState<Remark | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<Remark>[]>(
    () => [
      {
        id: 'comment',
        header: () => t('columns.comment'),
        meta: { width: 220 },
        cell: ({ row }) => textOf(row.original),
      },
      {
        id: 'image',
        header: () => t('columns.image'),
        meta: { label: t('columns.image'), priority: 2 },
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
      {
        id: 'user',
        header: () => t('columns.user'),
        meta: { label: t('columns.user'), priority: 3 },
        cell: ({ row }) => row.original.User,
      },
      {
        id: 'date',
        header: () => t('columns.date'),
        meta: { label: t('columns.date'), priority: 2, width: 150, nowrap: true },
        cell: ({ row }) => dates.dateTime(row.original.Date),
      },
      {
        id: 'delete',
        header: () => t('columns.delete'),
        meta: { sticky: true, width: 100 },
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
    [t, dates, readOnly],
  );
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
      toast(t('saved.deleted'));
    } catch (error) {
      setDeleteError(errorMessageOf(error, t('errors.deleteFailed')));
    }
  };

  return (
    <Stack gap="xs">
      {remarks.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('errors.loadTitle')}>
          {errorMessageOf(remarks.error, t('errors.loadFailed'))}
        </Alert>
      ) : null}
      {deleteError ? (
        <Alert color="red" variant="light" role="alert" title={t('errors.deleteTitle')}>
          {deleteError}
        </Alert>
      ) : null}
      <DataTable
        label={t(`${kind}.table`)}
        columns={columns}
        rows={remarks.data ?? []}
        rowId={(row) => row.SalesDocumentConfigurationCommentId}
        emptyText={t('empty')}
        loading={remarks.isLoading}
        pageSize={LIMITS.smallTablePageSize}
        rowProps={() => ({ testId: 'remark-row' })}
      />
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

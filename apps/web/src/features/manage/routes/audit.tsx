import '#web/lib/mantine-styles';
import { AUDIT_ENTITY_TYPES, type AuditEntry, type AuditQuery, TIMINGS } from '@door/contract';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '#web/components/data-table';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { downloadFile } from '#web/lib/files';
import { useDateFormats } from '#web/lib/format';
import { notify } from '#web/stores/notification-store';
import { exportAudit, useAuditEntries } from '../api/manage-api';
import { MANAGE_PAGE_SIZE } from '../components/list-toolbar';
import { pageCountOf } from '../components/use-list-query';

type EntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The top-level fields whose value differs between before and after. */
const changedFields = (entry: AuditEntry): string[] => {
  const keys = new Set([...Object.keys(entry.Before ?? {}), ...Object.keys(entry.After ?? {})]);
  return [...keys].filter(
    (key) => JSON.stringify(entry.Before?.[key] ?? null) !== JSON.stringify(entry.After?.[key] ?? null),
  );
};

/**
 * /admin/manage/audit (the manufacturer's OEM admins): who changed what and when (catalogue publishes and every
 * management write), newest first, filtered by kind, action and person, and exported as CSV. Nothing here changes it.
 */
export const ManageAuditRoute = () => {
  const { t } = useTranslation('manage');
  const formats = useDateFormats();
  const [entityType, setEntityType] = useState<EntityType | null>(null);
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [typed] = useDebouncedValue({ action: action.trim(), actor: actor.trim() }, TIMINGS.textFilterDelay);
  const [exporting, setExporting] = useState(false);
  const query: AuditQuery = {
    ...(entityType ? { entityType } : {}),
    ...(typed.action ? { action: typed.action } : {}),
    ...(typed.actor ? { actor: typed.actor } : {}),
    page: pageIndex + 1,
    pageSize: MANAGE_PAGE_SIZE,
  };
  const entries = useAuditEntries(query);

  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        id: 'time',
        header: t('audit.time'),
        meta: { width: 150, nowrap: true },
        cell: ({ row }) => formats.dateTime(row.original.CreatedAt),
      },
      {
        id: 'actor',
        header: t('audit.actor'),
        meta: { label: t('audit.actor'), priority: 2, width: 220 },
        cell: ({ row }) => row.original.ActorName || t('audit.server'),
      },
      { id: 'action', header: t('audit.action'), meta: { width: 150 }, cell: ({ row }) => row.original.Action },
      {
        id: 'kind',
        header: t('audit.entityType'),
        meta: { label: t('audit.entityType'), priority: 3, width: 120 },
        cell: ({ row }) => t(`audit.kinds.${row.original.EntityType}`),
      },
      {
        id: 'entity',
        header: t('audit.entity'),
        meta: { label: t('audit.entity'), priority: 2, width: 200 },
        cell: ({ row }) => row.original.EntityName,
      },
      {
        id: 'changes',
        header: t('audit.changes'),
        meta: { label: t('audit.changes'), priority: 3, width: 220 },
        cell: ({ row }) => changedFields(row.original).join(', '),
      },
    ],
    [t, formats],
  );

  const onExport = async () => {
    setExporting(true);
    try {
      downloadFile(await exportAudit(query));
    } catch (error) {
      notify({ kind: 'error', title: t('audit.export'), message: errorMessageOf(error, t('loadFailed')) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <FeaturePage title={t('titles.audit')}>
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('audit.entityType')}
              placeholder={t('audit.anyKind')}
              clearable
              data={AUDIT_ENTITY_TYPES.map((kind) => ({ value: kind, label: t(`audit.kinds.${kind}`) }))}
              value={entityType}
              onChange={(value) => {
                setEntityType(value as EntityType | null);
                setPageIndex(0);
              }}
              w={180}
            />
            <TextInput
              label={t('audit.action')}
              value={action}
              onChange={(event) => {
                setAction(event.currentTarget.value);
                setPageIndex(0);
              }}
              w={180}
            />
            <TextInput
              label={t('audit.actor')}
              value={actor}
              onChange={(event) => {
                setActor(event.currentTarget.value);
                setPageIndex(0);
              }}
              w={200}
            />
          </Group>
          <Button variant="default" loading={exporting} onClick={onExport}>
            {t('audit.export')}
          </Button>
        </Group>
        {entries.isError ? <QueryState query={entries} errorTitle={t('loadFailed')} /> : null}
        <DataTable
          label={t('titles.audit')}
          columns={columns}
          rows={entries.data?.Items ?? []}
          rowId={(row) => row.AuditEntryId}
          emptyText={t('noResults')}
          loading={entries.isFetching && !entries.data}
          testId="manage-audit"
          serverPages={{ pageIndex, pageCount: pageCountOf(entries.data?.Total ?? 0), onChange: setPageIndex }}
          footer={t('count', { count: entries.data?.Total ?? 0 })}
        />
      </Stack>
    </FeaturePage>
  );
};

import '#web/lib/mantine-styles';
import { AUDIT_ENTITY_TYPES, type AuditEntry, type AuditQuery, LANGUAGES, TIMINGS } from '@door/contract';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '#web/components/data-table';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { type TFunction, useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { downloadBlob } from '#web/lib/files';
import { type DateFormats, formatNumber, useDateFormats } from '#web/lib/format';
import { useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { exportAudit, useAuditEntries } from '../api/manage-api';
import { MANAGE_PAGE_SIZE } from '../components/list-toolbar';
import { pageCountOf } from '../components/use-list-query';
import { AUDIT_VALUE_MAX, type AuditFieldRow, auditFieldRows, changedTopFields, humanizeKey } from '../lib/audit-view';

type EntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** A field's name in the page's language: the known names, else the key in words; list positions as "2.". */
const fieldLabel = (t: TFunction, key: string) => {
  if (/^\d+$/.test(key)) {
    return t('audit.item', { number: Number(key) + 1 });
  }
  const name = t(`audit.fields.${key}`);
  return name === `audit.fields.${key}` ? humanizeKey(key) : name;
};

/** The entry as a sentence: who did what to which record, in the page's language. */
const sentenceOf = (t: TFunction, entry: AuditEntry) => {
  const values = { actor: entry.ActorName || t('audit.server'), entity: entry.EntityName, action: entry.Action };
  const key = `audit.sentences.${entry.Action.replace('.', '_')}`;
  const sentence = t(key, values);
  return sentence === key ? t('audit.other', values) : sentence;
};

/** A value as text: yes/no, roles and languages by name, numbers and dates in the page's format, lists joined. */
const valueText = (t: TFunction, formats: DateFormats, path: string[], value: unknown): string => {
  const key = path.at(-1) ?? '';
  if (value === null || value === undefined || value === '') {
    return t('audit.empty');
  }
  if (typeof value === 'boolean') {
    return value ? t('yes') : t('no');
  }
  if (typeof value === 'number') {
    return formatNumber(value);
  }
  if (Array.isArray(value)) {
    return value.map((item) => valueText(t, formats, path, item)).join(', ');
  }
  if (typeof value !== 'string') {
    return JSON.stringify(value);
  }
  if (key === 'Role' && ['admin', 'prod', 'mon'].includes(value)) {
    return t(`roles.${value}`);
  }
  if (key === 'Language' && (LANGUAGES as readonly string[]).includes(value)) {
    return t(`languages.${value}`);
  }
  if (key === 'Kind' && (value === 'payment' || value === 'delivery')) {
    return t(`storefronts.termKinds.${value}`);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
    return formats.dateTime(value);
  }
  return value.length > AUDIT_VALUE_MAX ? `${value.slice(0, AUDIT_VALUE_MAX)}…` : value;
};

/** One entry opened: its sentence, and each field it records before → after with the field's name. */
const AuditDetails = ({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) => {
  const { t } = useTranslation('manage');
  const formats = useDateFormats();
  const rows = useMemo(() => auditFieldRows(entry), [entry]);
  const columns = useMemo<ColumnDef<AuditFieldRow>[]>(
    () => [
      {
        id: 'field',
        header: t('audit.field'),
        meta: { width: 150 },
        cell: ({ row }) => row.original.path.map((key) => fieldLabel(t, key)).join(' › '),
      },
      {
        id: 'before',
        header: t('audit.before'),
        meta: { width: 110 },
        cell: ({ row }) => valueText(t, formats, row.original.path, row.original.before),
      },
      {
        id: 'after',
        header: t('audit.after'),
        meta: { width: 110 },
        cell: ({ row }) => valueText(t, formats, row.original.path, row.original.after),
      },
    ],
    [t, formats],
  );
  const sentence = sentenceOf(t, entry);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('audit.details')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm" data-testid="audit-details">
        <Text fw={600}>{sentence}</Text>
        <Text size="sm" c="dimmed">
          {formats.dateTime(entry.CreatedAt)}
        </Text>
        <DataTable
          label={t('audit.detailsOf', { sentence })}
          columns={columns}
          rows={rows}
          rowId={(row) => row.path.join('/')}
          emptyText={t('audit.noFields')}
          testId="audit-fields"
        />
      </Stack>
    </Modal>
  );
};

/**
 * /admin/manage/audit (the manufacturer's OEM admins): who changed what and when (catalogue publishes and every
 * management write), newest first, filtered by kind, action and person, and exported as CSV. Nothing here changes it.
 */
export const ManageAuditRoute = () => {
  const { t } = useTranslation('manage');
  const formats = useDateFormats();
  const language = useAppStore((state) => state.language);
  const [entityType, setEntityType] = useState<EntityType | null>(null);
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [typed] = useDebouncedValue({ action: action.trim(), actor: actor.trim() }, TIMINGS.textFilterDelay);
  const [exporting, setExporting] = useState(false);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
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
      {
        id: 'action',
        header: t('audit.action'),
        meta: { width: 240 },
        cell: ({ row }) => sentenceOf(t, row.original),
      },
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
        cell: ({ row }) =>
          changedTopFields(row.original)
            .map((key) => fieldLabel(t, key))
            .join(', '),
      },
    ],
    [t, formats],
  );

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportAudit(query, language);
      downloadBlob(file.blob, file.fileName);
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
          rowProps={(row) => ({ onClick: () => setOpened(row), testId: `audit-row-${row.AuditEntryId}` })}
        />
        {opened ? <AuditDetails entry={opened} onClose={() => setOpened(null)} /> : null}
      </Stack>
    </FeaturePage>
  );
};

import '#web/lib/mantine-styles';
import {
  DOCUMENT_ACTIONS,
  DOCUMENT_LIST_TOTAL_CAP,
  type DocumentAction,
  type DocumentListColumn,
  type DocumentListRow,
  type DocumentListView,
} from '@door/contract';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#web/i18n';
import { formatQuantity } from '#web/lib/format';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { useDocumentList } from '../api/get-document-list';
import { useLicence } from '../api/get-licence';
import {
  DOCUMENT_LIST_PAGE_SIZE,
  FILTER_DELAY_MS,
  type ListSort,
  type ListState,
  readListPreset,
  readProjectParameter,
} from '../lib/list-query';
import { actorOf, currentDocumentOf, enabledActions, NO_LICENCE, visibleActions } from '../lib/row-actions';
import type { OpenDialog } from './dialogs/dialog-props';
import { DocumentActionDialogs } from './document-action-dialogs';
import { DocumentTable } from './document-table';

/** Where 'open' goes (§2). */
export const DOCUMENT_CONFIGURATIONS_PATH = '/admin/document/configurations';

/** A document list ('my' or 'all') with its checkboxes, buttons, table, pages and dialogs. */
export const DocumentList = ({ view }: { view: DocumentListView }) => {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const role = useAppStore((state) => state.role);
  const flags = useAppStore((state) => state.flags);
  const setDocument = useAppStore((state) => state.setDocument);
  const licence = useLicence();

  const [includeArchived, setIncludeArchived] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [filters, setFilters] = useState<Partial<Record<DocumentListColumn, string>>>({});
  const [debouncedFilters] = useDebouncedValue(filters, FILTER_DELAY_MS);
  const [sort, setSort] = useState<ListSort | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const project = readProjectParameter(searchParams.get('project'));
  // A link to one document (a toast's "show it", ?document=…&archived=1&all=1): its filter, checkboxes, selection.
  const [wanted, setWanted] = useState<string | null>(null);
  const presetQuery = searchParams.toString();
  useEffect(() => {
    const preset = readListPreset(new URLSearchParams(presetQuery));
    if (preset.document) {
      setFilters({ DocumentNumber: preset.document });
      setIncludeArchived(preset.includeArchived ?? false);
      setShowAll(preset.showAll ?? false);
      setSort(null);
      setPageIndex(0);
      setWanted(preset.document);
    }
  }, [presetQuery]);

  const state: ListState = useMemo(
    () => ({ view, includeArchived, showAll, filters: debouncedFilters, sort, pageIndex, project }),
    [view, includeArchived, showAll, debouncedFilters, sort, pageIndex, project],
  );
  const list = useDocumentList(brandPartnerId, state);
  const rows = list.data?.Items ?? [];
  const total = list.data?.Total ?? 0;
  const selected = rows.find((row) => row.SalesDocumentId === selectedId) ?? null;

  useEffect(() => {
    const found = wanted ? rows.find((row) => row.DocumentNumber === wanted) : undefined;
    if (found) {
      setSelectedId(found.SalesDocumentId);
      setWanted(null);
    }
  }, [rows, wanted]);

  // A new filter starts again on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the applied filters change
  useEffect(() => setPageIndex(0), [debouncedFilters]);

  useEffect(() => {
    if (list.error) {
      notify({
        kind: 'error',
        title: t('errors.exception'),
        message: list.error.message || t('errors.loadFailed'),
      });
    }
  }, [list.error, t]);

  const actor = actorOf(role, flags);
  const shown = useMemo(() => {
    const visible = new Set(visibleActions(actor, view));
    // The contract lists the actions in the order of §2's buttons, open first and the project toggle last.
    return DOCUMENT_ACTIONS.filter((action) => visible.has(action));
  }, [actor, view]);
  const enabled = enabledActions({
    actor,
    licence: licence.data ?? NO_LICENCE,
    view,
    row: selected,
    hasLoadError: Boolean(list.error),
  });

  const open = useCallback(
    (row: DocumentListRow) => {
      setDocument(currentDocumentOf(row));
      void navigate(DOCUMENT_CONFIGURATIONS_PATH);
    },
    [navigate, setDocument],
  );
  const select = useCallback((row: DocumentListRow) => setSelectedId(row.SalesDocumentId), []);
  const filterSource = useCallback(
    (documentNumber: string) => setFilters((current) => ({ ...current, DocumentNumber: documentNumber })),
    [],
  );
  // The replacing revision shares the offer's plain number (what the filter reads): filter to it, select the revision.
  const showRevision = useCallback((documentNumber: string) => {
    setFilters((current) => ({ ...current, DocumentNumber: documentNumber.replace(/-\d{2}$/, '') }));
    setWanted(documentNumber);
  }, []);
  const act = (action: DocumentAction) => {
    if (action === 'open') {
      if (selected) {
        open(selected);
      }
      return;
    }
    setDialog({ action, row: selected });
  };
  /** After an action: reload (the mutation did) and select the returned document. */
  const reselect = (documentId: string | null) => {
    if (documentId) {
      setSelectedId(documentId.toLowerCase());
    }
  };

  const pages = Math.max(1, Math.ceil(total / DOCUMENT_LIST_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Checkbox
          label={t('list.includeArchived')}
          checked={includeArchived}
          onChange={(event) => {
            setIncludeArchived(event.currentTarget.checked);
            setPageIndex(0);
          }}
        />
        <Checkbox
          label={t('list.showAll')}
          checked={showAll}
          onChange={(event) => {
            setShowAll(event.currentTarget.checked);
            setPageIndex(0);
          }}
        />
        {project !== null ? <Text size="sm">{t('list.projectPreset', { project })}</Text> : null}
      </Group>
      <Group gap="xs" role="toolbar" aria-label={t('list.actions')}>
        {shown.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === 'open' ? 'filled' : 'default'}
            disabled={!enabled.has(action)}
            onClick={() => act(action)}
            data-action={action}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Group>
      <DocumentTable
        view={view}
        rows={rows}
        pageIndex={pageIndex}
        pageCount={pages}
        onPageChange={setPageIndex}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPageIndex(0);
        }}
        filters={filters}
        onFilterChange={(column, value) => setFilters((current) => ({ ...current, [column]: value }))}
        selectedId={selectedId}
        onSelect={select}
        onOpen={open}
        onSourceClick={filterSource}
        onRevisionClick={showRevision}
        isLoading={list.isFetching}
        footer={
          <Text size="sm" aria-live="polite" data-testid="document-count">
            {/* The server counts up to the cap: more documents show as "2.000+". */}
            {t('list.total', {
              count: total,
              shown: total >= DOCUMENT_LIST_TOTAL_CAP ? `${formatQuantity(total)}+` : formatQuantity(total),
            })}
          </Text>
        }
      />
      <DocumentActionDialogs
        dialog={dialog}
        view={view}
        brandPartnerId={brandPartnerId}
        onClose={() => setDialog(null)}
        onDone={(documentId) => {
          setDialog(null);
          reselect(documentId);
        }}
      />
    </Stack>
  );
};

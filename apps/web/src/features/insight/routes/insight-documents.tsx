import '#web/lib/mantine-styles';
import { INSIGHT_DOCUMENT_SETS, type InsightDocumentRow, type InsightDocumentSet, isGuid } from '@door/contract';
import { Anchor, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '#web/components/data-table';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { ADMIN_PAGES } from '#web/lib/admin-redirects';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { useInsight } from '../api/insight-api';
import { filterOfParams, queryOf } from '../lib/insight-filters';
import { insightFormats } from '../lib/insight-format';

const PAGE_SIZE = 25;

/**
 * Makes a counted document the current one at its storefront, as opening a row of the document lists does; its page
 * (the document lists' link, /admin/document/configurations) then reads the rest from the server.
 */
const openDocument = (row: InsightDocumentRow) => {
  const store = useAppStore.getState();
  if (currentBrandPartnerId(store) !== row.BrandPartnerId.toLowerCase()) {
    store.setBrandPartnerId(row.BrandPartnerId);
  }
  store.setDocument({
    documentId: row.SalesDocumentId,
    initialDocumentId: null,
    name: row.DocumentNumber,
    project: null,
    addingMode: false,
    // Read-only until the document's page has its detail from the server.
    disableEdit: true,
    status: '',
    currency: row.Currency,
  });
};

/** `/admin/insight/documents`: the documents one figure of the dashboard counts, with its filters. */
export const InsightDocumentsRoute = () => {
  const { t } = useTranslation('insight');
  const language = useAppStore((state) => state.language);
  const formats = insightFormats(language);
  const [params, setParams] = useSearchParams();
  const filter = filterOfParams(params);
  const set = (
    (INSIGHT_DOCUMENT_SETS as readonly string[]).includes(params.get('set') ?? '') ? params.get('set') : 'orders'
  ) as InsightDocumentSet;
  // An address edited by hand: a page beyond the server's last, a model that is no id, are left out.
  const page = Math.min(100_000, Math.max(1, Math.trunc(Number(params.get('page'))) || 1));
  const modelId = params.get('modelId');
  // A top option's orders: its parameter and value ids together.
  const parameterId = params.get('parameterId');
  const valueId = params.get('valueId');
  const documents = useInsight('listInsightDocuments', {
    ...queryOf(filter),
    set,
    page,
    pageSize: PAGE_SIZE,
    ...(isGuid(modelId) ? { modelId } : {}),
    ...(params.get('withoutSalesman') === 'true' ? { withoutSalesman: 'true' as const } : {}),
    ...(set === 'orders' && isGuid(parameterId) && isGuid(valueId) ? { parameterId, valueId } : {}),
  });
  const back = new URLSearchParams(params);
  for (const key of ['set', 'page', 'modelId', 'withoutSalesman', 'parameterId', 'valueId']) {
    back.delete(key);
  }
  const columns = useMemo<ColumnDef<InsightDocumentRow>[]>(
    () => [
      {
        id: 'number',
        header: t('documents.number'),
        accessorKey: 'DocumentNumber',
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={ADMIN_PAGES.configurations}
            onClick={() => openDocument(row.original)}
            underline="always"
            style={{ whiteSpace: 'nowrap' }}
          >
            {row.original.DocumentNumber}
          </Anchor>
        ),
        meta: { priority: 1 },
      },
      { id: 'type', header: t('documents.type'), accessorKey: 'DocumentTypeName', meta: { priority: 2 } },
      { id: 'status', header: t('documents.status'), accessorKey: 'DocumentStatusName', meta: { priority: 2 } },
      {
        id: 'created',
        header: t('documents.created'),
        accessorFn: (row) => formats.day(row.CreatedAt),
        meta: { priority: 1 },
      },
      { id: 'partner', header: t('documents.partner'), accessorKey: 'PartnerName', meta: { priority: 3 } },
      {
        id: 'salesman',
        header: t('documents.salesman'),
        accessorFn: (row) => row.Salesman ?? '',
        meta: { priority: 3 },
      },
      { id: 'storefront', header: t('documents.storefront'), accessorKey: 'StorefrontName', meta: { priority: 3 } },
      {
        id: 'net',
        header: t('documents.net'),
        accessorFn: (row) => formats.money(row.TotalPrice, row.Currency),
        meta: { priority: 1 },
      },
      {
        id: 'tax',
        header: t('documents.tax'),
        accessorFn: (row) => formats.money(row.TotalTax, row.Currency),
        meta: { priority: 2 },
      },
    ],
    [t, formats],
  );
  return (
    <FeaturePage title={t(`documents.titles.${set}`)}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t('filters.periodText', { from: formats.day(filter.from), to: formats.day(filter.to) })}</Text>
        <Anchor component={Link} to={`/admin/insight?${back.toString()}`} underline="always">
          {t('documents.back')}
        </Anchor>
      </Group>
      <QueryState query={documents} errorTitle={t(`documents.titles.${set}`)}>
        {(data) => (
          <DataTable
            label={t(`documents.titles.${set}`)}
            columns={columns}
            rows={data.Items}
            rowId={(row) => row.SalesDocumentId}
            emptyText={t('documents.empty')}
            testId="insight-documents"
            footer={<Text size="sm">{t('documents.total', { count: formats.integer(data.Total) })}</Text>}
            serverPages={{
              pageIndex: data.Page - 1,
              pageCount: Math.max(1, Math.ceil(data.Total / data.PageSize)),
              onChange: (index) => {
                const next = new URLSearchParams(params);
                next.set('page', String(index + 1));
                setParams(next);
              },
            }}
          />
        )}
      </QueryState>
    </FeaturePage>
  );
};

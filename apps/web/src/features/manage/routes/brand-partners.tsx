import '#web/lib/mantine-styles';
import type { ManagedBrandPartner, ManageScope, UpdateBrandPartnerBody } from '@door/contract';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FeaturePage } from '#web/components/feature-page';
import { combineQueries, QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { formatAmount } from '#web/lib/format';
import { toast } from '#web/stores/notification-store';
import {
  useManagedBrandPartner,
  useManagedBrandPartners,
  useManageScope,
  useSaveBrandPartner,
} from '../api/manage-api';
import { editColumn, ManageList } from '../components/manage-list';
import {
  newStorefrontValues,
  StorefrontEditor,
  type StorefrontFormValues,
  storefrontValuesOf,
} from '../components/storefront-editor';
import { useListQuery } from '../components/use-list-query';
import { notifySaveFailed } from '../components/use-manage-form';

const NEW = 'new';

/** The storefront editor of `?id=` (an existing storefront, or `new`). */
const StorefrontEditorPage = ({ id, onBack }: { id: string; onBack: () => void }) => {
  const { t } = useTranslation('manage');
  const scope = useManageScope();
  const storefront = useManagedBrandPartner(id === NEW ? null : id);
  const save = useSaveBrandPartner();
  const [, setParams] = useSearchParams();
  const onSave = async (values: StorefrontFormValues, current: ManagedBrandPartner | null) => {
    const { BrandId: _brand, PartnerId: _partner, ...settings } = values;
    try {
      const saved = await save.mutateAsync(
        current
          ? {
              brandPartnerId: current.BrandPartnerId,
              body: { ...settings, Version: current.Version } satisfies UpdateBrandPartnerBody,
            }
          : { brandPartnerId: null, body: values },
      );
      toast(t('saved', { name: saved.Title }));
      // A new storefront opens as itself; a saved one reloads with its new version.
      setParams({ id: saved.BrandPartnerId }, { replace: true });
    } catch (error) {
      notifySaveFailed(t, error);
    }
  };
  if (id === NEW) {
    return (
      <FeaturePage title={t('titles.newStorefront')}>
        <QueryState query={scope} errorTitle={t('loadFailed')}>
          {(granted: ManageScope) => (
            <StorefrontEditor
              scope={granted}
              storefront={null}
              initial={newStorefrontValues(granted)}
              saving={save.isPending}
              onSave={(values) => onSave(values, null)}
              onBack={onBack}
            />
          )}
        </QueryState>
      </FeaturePage>
    );
  }
  return (
    <FeaturePage title={t('titles.storefront', { title: storefront.data?.Title ?? '' })}>
      <QueryState query={combineQueries(scope, storefront)} errorTitle={t('loadFailed')}>
        {([granted, current]) => (
          <StorefrontEditor
            key={`${current.BrandPartnerId}-${current.Version}`}
            scope={granted}
            storefront={current}
            initial={storefrontValuesOf(current)}
            saving={save.isPending}
            onSave={(values) => onSave(values, current)}
            onBack={onBack}
          />
        )}
      </QueryState>
    </FeaturePage>
  );
};

/**
 * /admin/manage/brand-partners (the manufacturer's OEM admins): every storefront, searched and paged; `?id=` opens
 * one in the storefront editor with its live preview, `?id=new` makes a new one.
 */
export const ManageBrandPartnersRoute = () => {
  const { t } = useTranslation('manage');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const list = useListQuery();
  const storefronts = useManagedBrandPartners(list.query);
  const open = (brandPartnerId: string) => setParams({ id: brandPartnerId });

  const columns = useMemo<ColumnDef<ManagedBrandPartner>[]>(
    () => [
      { id: 'title', header: t('storefronts.title'), meta: { width: 220 }, cell: ({ row }) => row.original.Title },
      {
        id: 'brand',
        header: t('storefronts.brand'),
        meta: { label: t('storefronts.brand'), priority: 2, width: 150 },
        cell: ({ row }) => row.original.BrandName,
      },
      {
        id: 'partner',
        header: t('storefronts.partner'),
        meta: { label: t('storefronts.partner'), priority: 2, width: 180 },
        cell: ({ row }) => row.original.PartnerName,
      },
      {
        id: 'markup',
        header: t('storefronts.markup'),
        meta: { label: t('storefronts.markup'), priority: 3, width: 120, align: 'right' },
        cell: ({ row }) => formatAmount(row.original.PriceMarkupPercent),
      },
      {
        id: 'status',
        header: t('users.status'),
        meta: { label: t('users.status'), priority: 3, width: 120 },
        cell: ({ row }) => (
          <Badge color={row.original.IsActive ? 'green' : 'gray'}>
            {t(row.original.IsActive ? 'active' : 'inactive')}
          </Badge>
        ),
      },
      editColumn<ManagedBrandPartner>(
        t,
        (row) => row.Title,
        (row) => setParams({ id: row.BrandPartnerId }),
      ),
    ],
    [t, setParams],
  );

  if (id) {
    return <StorefrontEditorPage id={id} onBack={() => setParams({})} />;
  }
  return (
    <FeaturePage title={t('titles.brandPartners')}>
      <ManageList
        label={t('titles.brandPartners')}
        list={list}
        query={storefronts}
        columns={columns}
        rowId={(row) => row.BrandPartnerId}
        testId="manage-brand-partners"
        addLabel={t('storefronts.new')}
        onAdd={() => open(NEW)}
        onOpen={(row) => open(row.BrandPartnerId)}
      />
    </FeaturePage>
  );
};

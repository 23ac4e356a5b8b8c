import '#web/lib/mantine-styles';
import type { ManagedPartner, ManageScope, UpdatePartnerBody } from '@door/contract';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { toast } from '#web/stores/notification-store';
import { useManagedPartners, useManageScope, useSavePartner } from '../api/manage-api';
import { editColumn, ManageList } from '../components/manage-list';
import {
  newPartnerValues,
  PartnerDialog,
  type PartnerFormValues,
  partnerBodyOf,
  partnerValuesOf,
} from '../components/partner-dialog';
import { useListQuery } from '../components/use-list-query';
import { notifySaveFailed } from '../components/use-manage-form';

type Editing = { partner: ManagedPartner | null } | null;

/**
 * /admin/manage/partners (OEM admins and heads of sales): the partners the caller manages (a head of sales: its own
 * and those below it), searched and paged; add, change, deactivate.
 */
export const ManagePartnersRoute = () => {
  const { t } = useTranslation('manage');
  const scope = useManageScope();
  const list = useListQuery();
  const partners = useManagedPartners(list.query);
  const save = useSavePartner();
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<ColumnDef<ManagedPartner>[]>(
    () => [
      { id: 'name', header: t('partners.name'), meta: { width: 200 }, cell: ({ row }) => row.original.Name },
      {
        id: 'parent',
        header: t('partners.parent'),
        meta: { label: t('partners.parent'), priority: 2, width: 200 },
        cell: ({ row }) => row.original.ParentPartnerName,
      },
      {
        id: 'city',
        header: t('partners.city'),
        meta: { label: t('partners.city'), priority: 3, width: 140 },
        cell: ({ row }) => row.original.Address.City,
      },
      {
        id: 'users',
        header: t('partners.users'),
        meta: { label: t('partners.users'), priority: 2, width: 100, align: 'right' },
        cell: ({ row }) => row.original.UserCount,
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
      editColumn<ManagedPartner>(
        t,
        (row) => row.Name,
        (partner) => {
          setSaveError(null);
          setEditing({ partner });
        },
      ),
    ],
    [t],
  );

  const [saveError, setSaveError] = useState<{ error: unknown; values: PartnerFormValues } | null>(null);

  const onSave = (values: PartnerFormValues) => {
    const partner = editing?.partner ?? null;
    const body = partnerBodyOf(values);
    setSaveError(null);
    save.mutate(
      {
        partnerId: partner?.PartnerId ?? null,
        body: partner
          ? ({ ...body, IsActive: values.IsActive, Version: partner.Version } satisfies UpdatePartnerBody)
          : body,
      },
      {
        onSuccess: (saved) => {
          setEditing(null);
          toast(t('saved', { name: saved.Name }));
        },
        onError: (error) => {
          setSaveError({ error, values });
          notifySaveFailed(t, error, body);
        },
      },
    );
  };

  return (
    <FeaturePage title={t('titles.partners')}>
      <QueryState query={scope} errorTitle={t('loadFailed')}>
        {(granted: ManageScope) => (
          <>
            <ManageList
              label={t('titles.partners')}
              list={list}
              query={partners}
              columns={columns}
              rowId={(row) => row.PartnerId}
              testId="manage-partners"
              addLabel={t('partners.new')}
              onAdd={() => {
                setSaveError(null);
                setEditing({ partner: null });
              }}
              onOpen={(partner) => {
                setSaveError(null);
                setEditing({ partner });
              }}
            />
            {editing ? (
              <PartnerDialog
                key={editing.partner?.PartnerId ?? 'new'}
                scope={granted}
                partner={editing.partner}
                initial={editing.partner ? partnerValuesOf(editing.partner) : newPartnerValues(granted)}
                saving={save.isPending}
                saveError={saveError}
                onClose={() => {
                  setEditing(null);
                  setSaveError(null);
                }}
                onSave={onSave}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </FeaturePage>
  );
};

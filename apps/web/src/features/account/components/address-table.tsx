import '#web/lib/mantine-styles';
import type { AddressKind, UserAddress } from '@door/contract';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useCountries } from '#web/api/get-countries';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { notify } from '#web/stores/notification-store';
import { useRemoveAddress } from '../api/remove-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressFormModal } from './address-form-modal';

const nameOf = (address: UserAddress) => `${address.FirstName} ${address.LastName}`.trim();

/** One address list of the profile (delivery or receipt) with add, edit, remove and set-as-default. */
export const AddressTable = ({ kind, addresses }: { kind: AddressKind; addresses: UserAddress[] }) => {
  const { t } = useTranslation('account');
  const countries = useCountries();
  const remove = useRemoveAddress(kind);
  const setDefault = useSetDefaultAddress(kind);
  const [editing, setEditing] = useState<UserAddress | 'new' | null>(null);
  const [removing, setRemoving] = useState<UserAddress | null>(null);
  const title = kind === 'delivery' ? t('profile.deliveryAddresses') : t('profile.receiptAddresses');
  const countryName = (countryId: string) =>
    countries.data?.find((country) => country.CountryId === countryId)?.Name ?? '';
  const showError = (error: unknown) =>
    notify({ kind: 'error', message: error instanceof Error && error.message ? error.message : String(error) });
  const label = (address: UserAddress) => `${nameOf(address)}, ${address.City}`;
  const columns: ColumnDef<UserAddress>[] = [
    { id: 'name', header: t('profile.name'), meta: { width: 140 }, cell: ({ row }) => nameOf(row.original) },
    {
      id: 'address',
      header: t('profile.address'),
      meta: { label: t('profile.address'), priority: 2, width: 200 },
      cell: ({ row }) => `${row.original.Address}, ${row.original.Zip} ${row.original.City}`,
    },
    {
      id: 'country',
      header: t('fields.country'),
      meta: { label: t('fields.country'), priority: 3 },
      cell: ({ row }) => countryName(row.original.CountryId),
    },
    {
      id: 'default',
      header: t('profile.isDefault'),
      meta: { label: t('profile.isDefault'), priority: 2, width: 100 },
      cell: ({ row }) => (row.original.Default ? <Badge variant="light">{t('profile.isDefault')}</Badge> : null),
    },
    {
      id: 'actions',
      header: t('profile.actions'),
      meta: { sticky: true, width: 260 },
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-label={t('profile.editLabel', { name: label(row.original) })}
            onClick={() => setEditing(row.original)}
          >
            {t('profile.edit')}
          </Button>
          {row.original.Default ? null : (
            <Button
              size="xs"
              variant="default"
              aria-label={t('profile.setDefaultLabel', { name: label(row.original) })}
              onClick={() => setDefault.mutate(row.original.UserAddressId, { onError: showError })}
            >
              {t('profile.setDefault')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            color="red"
            aria-label={t('profile.removeLabel', { name: label(row.original) })}
            onClick={() => setRemoving(row.original)}
          >
            {t('profile.remove')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={`${kind}-addresses`}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          {t('profile.add')}
        </Button>
      </Group>
      {addresses.length === 0 ? (
        <Text c="dimmed">{t('profile.empty')}</Text>
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={addresses}
          rowId={(address) => address.UserAddressId}
          emptyText={t('profile.empty')}
          rowProps={(address) => ({ testId: address.Default ? 'default-address' : 'address' })}
        />
      )}
      {editing ? (
        <AddressFormModal kind={kind} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('profile.removeTitle')}
        message={t('profile.removeConfirm', { name: removing ? `${nameOf(removing)}, ${removing.City}` : '' })}
        confirmLabel={t('profile.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) {
            remove.mutate(removing.UserAddressId, { onError: showError });
          }
          setRemoving(null);
        }}
      />
    </Stack>
  );
};

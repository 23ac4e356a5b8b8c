import type { AddressKind, UserAddress } from '@door/contract';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCountries } from '../../../api/get-countries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n';
import { notify } from '../../../stores/notification-store';
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
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile.name')}</Table.Th>
                <Table.Th>{t('profile.address')}</Table.Th>
                <Table.Th>{t('fields.country')}</Table.Th>
                <Table.Th>{t('profile.isDefault')}</Table.Th>
                <Table.Th>{t('profile.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {addresses.map((address) => (
                <Table.Tr key={address.UserAddressId} data-default={address.Default ? 'true' : undefined}>
                  <Table.Td>{nameOf(address)}</Table.Td>
                  <Table.Td>{`${address.Address}, ${address.Zip} ${address.City}`}</Table.Td>
                  <Table.Td>{countryName(address.CountryId)}</Table.Td>
                  <Table.Td>
                    {address.Default ? <Badge variant="light">{t('profile.isDefault')}</Badge> : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('profile.editLabel', { name: `${nameOf(address)}, ${address.City}` })}
                        onClick={() => setEditing(address)}
                      >
                        {t('profile.edit')}
                      </Button>
                      {address.Default ? null : (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('profile.setDefaultLabel', { name: `${nameOf(address)}, ${address.City}` })}
                          onClick={() => setDefault.mutate(address.UserAddressId, { onError: showError })}
                        >
                          {t('profile.setDefault')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('profile.removeLabel', { name: `${nameOf(address)}, ${address.City}` })}
                        onClick={() => setRemoving(address)}
                      >
                        {t('profile.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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

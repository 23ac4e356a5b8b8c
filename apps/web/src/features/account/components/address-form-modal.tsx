import { type AddressKind, missingProfileFields, type UserAddress } from '@door/contract';
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { ContactFields } from './contact-fields';
import { type ContactValues, contactOf, EMPTY_CONTACT } from './contact-values';

type Props = {
  kind: AddressKind;
  /** The address to edit; a new one when null. */
  address: UserAddress | null;
  onClose: () => void;
};

/** The add/edit dialog of a saved address; the refreshed list replaces the cached one on save. */
export const AddressFormModal = ({ kind, address, onClose }: Props) => {
  const { t } = useTranslation('account');
  const add = useAddAddress(kind);
  const update = useUpdateAddress(kind);
  const [values, setValues] = useState<ContactValues>(address ? contactOf(address) : EMPTY_CONTACT);
  const [isCompany, setIsCompany] = useState(address?.Company ?? false);
  const [isDefault, setIsDefault] = useState(address?.Default ?? false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missingProfileFields(values).length > 0) {
      setError(t('messages.missingFields'));
      return;
    }
    setError(null);
    const body = { ...values, Company: isCompany, Default: isDefault };
    try {
      if (address) {
        await update.mutateAsync({ ...body, UserAddressId: address.UserAddressId });
      } else {
        await add.mutateAsync(body);
      }
      onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('messages.missingFields'));
    }
  };

  return (
    <Modal opened onClose={onClose} title={address ? t('profile.editTitle') : t('profile.addTitle')} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.addTitle')}>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert" title={error}>
              {null}
            </Alert>
          ) : null}
          <ContactFields
            values={values}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            showCompany={isCompany}
          />
          <Checkbox
            label={t('fields.company')}
            checked={isCompany}
            onChange={(event) => setIsCompany(event.currentTarget.checked)}
          />
          <Checkbox
            label={t('fields.default')}
            checked={isDefault}
            disabled={address?.Default ?? false}
            onChange={(event) => setIsDefault(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {t('profile.saveAddress')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

import '#web/lib/mantine-styles';
import type { AddressKind, UserAddress } from '@door/contract';
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { hasMissingFields, schemaValidator, translateErrors } from '#web/lib/schema-form';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { accountErrorTextWithoutRequired, addressFormSchema } from '../lib/form-schemas';
import { ContactFields } from './contact-fields';
import { type ContactValues, contactOf, EMPTY_CONTACT } from './contact-values';

type Props = {
  kind: AddressKind;
  /** The address to edit; a new one when null. */
  address: UserAddress | null;
  onClose: () => void;
};

type AddressFormValues = ContactValues & { Company: boolean; Default: boolean };

/** The add/edit dialog of a saved address; the refreshed list replaces the cached one on save. */
export const AddressFormModal = ({ kind, address, onClose }: Props) => {
  const { t } = useTranslation('account');
  const add = useAddAddress(kind);
  const update = useUpdateAddress(kind);
  const form = useForm<AddressFormValues>({
    initialValues: {
      ...(address ? contactOf(address) : EMPTY_CONTACT),
      Company: address?.Company ?? false,
      Default: address?.Default ?? false,
    },
    validate: schemaValidator(addressFormSchema),
    enhanceGetInputProps: translateErrors(accountErrorTextWithoutRequired(t)),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: AddressFormValues) => {
    setFailure(null);
    try {
      if (address) {
        await update.mutateAsync({ ...values, UserAddressId: address.UserAddressId });
      } else {
        await add.mutateAsync(values);
      }
      onClose();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('messages.missingFields'));
    }
  };

  const error = hasMissingFields(form.errors) ? t('messages.missingFields') : failure;
  return (
    <Modal
      opened
      onClose={onClose}
      title={address ? t('profile.editTitle') : t('profile.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={t('profile.addTitle')}>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert" title={error}>
              {null}
            </Alert>
          ) : null}
          <ContactFields form={form} showCompany={form.values.Company} />
          <Checkbox label={t('fields.company')} {...form.getInputProps('Company', { type: 'checkbox' })} />
          <Checkbox
            label={t('fields.default')}
            {...form.getInputProps('Default', { type: 'checkbox' })}
            disabled={address?.Default ?? false}
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

import '#web/lib/mantine-styles';
import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { ContactPicker } from '#web/components/contact-picker/contact-picker';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { notify, toast } from '#web/stores/notification-store';
import { useChangeContact } from '../api/change-contact';
import { useContacts } from '../api/get-contacts';

/** The change-contact dialog: the contact table (5 rows a page, 500 ms filters); save copies the picked contact. */
export const ChangeContactModal = ({
  opened,
  onClose,
  documentId,
  brandPartnerId,
}: {
  opened: boolean;
  onClose: () => void;
  documentId: string;
  brandPartnerId: string;
}) => {
  const { t } = useTranslation('document');
  const contacts = useContacts(brandPartnerId, opened);
  const change = useChangeContact();
  const [selectedId, setSelectedId] = useState('');
  const close = () => {
    setSelectedId('');
    onClose();
  };
  const save = () =>
    change.mutate(
      { documentId, brandPartnerId, contactId: selectedId },
      {
        onSuccess: (reply) => {
          close();
          toast(t('saved.contactChanged', { name: reply.ContactName }));
        },
        onError: (error) =>
          notify({ kind: 'error', title: t('errors.saving'), message: errorMessageOf(error, t('errors.general')) }),
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('detail.changeContactTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        {contacts.isPending ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : (
          <ContactPicker
            contacts={contacts.data ?? []}
            selectedId={selectedId}
            onSelect={setSelectedId}
            error={null}
            legend={t('detail.contacts')}
            name="document-contact"
            requireUser={false}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={save} disabled={selectedId === ''} loading={change.isPending}>
            {t('detail.changeContactSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

import '#web/lib/mantine-styles';
import type { DocumentListRow } from '@door/contract';
import { Select } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import { useAssignDocument } from '../../api/assign-document';
import { usePartnerUsers } from '../../api/get-partner-users';
import { assignFormSchema } from '../../lib/dialog-schemas';
import { ActionFormModal, useActionForm, useAnnounceMove, useFailAction } from './dialog-frame';
import type { ModalProps } from './dialog-props';

/** Assign: a user of `/brand/{bpi}/users` must be picked. */
export const AssignDialog = ({ dialog, view, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const announce = useAnnounceMove(view);
  const users = usePartnerUsers(brandPartnerId);
  const assign = useAssignDocument();
  const fail = useFailAction('assign', onClose);
  const form = useActionForm(assignFormSchema, { PartnerUserId: '' });
  const row = dialog.row as DocumentListRow;
  const documentId = row.SalesDocumentId;
  const submit = form.onSubmit(async ({ PartnerUserId }) => {
    try {
      await assign.mutateAsync({ documentId, BrandPartnerId: brandPartnerId, PartnerUserId });
      onDone(documentId);
      const user = users.data?.find((entry) => entry.PartnerUserId === PartnerUserId)?.Name ?? '';
      announce(
        { action: 'assign', number: row.DocumentNumber },
        t('moved.assign', { number: row.DocumentNumber, user }),
      );
    } catch (error) {
      fail(error);
    }
  });
  return (
    <ActionFormModal
      title={t('dialogs.assignTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={assign.isPending}
      submitLabel={t('actions.assign')}
    >
      <Select
        label={t('dialogs.user')}
        required
        data-autofocus
        data={(users.data ?? []).map((user) => ({
          value: user.PartnerUserId,
          label: user.Partner ? `${user.Name} (${user.Partner})` : user.Name,
        }))}
        {...form.getInputProps('PartnerUserId')}
      />
    </ActionFormModal>
  );
};

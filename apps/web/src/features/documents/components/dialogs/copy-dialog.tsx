import '#web/lib/mantine-styles';
import { copyRequiresNewProject, type DocumentListRow, projectStatusCodeOf } from '@door/contract';
import { Checkbox, Select, Stack } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import { useCreateDocument } from '../../api/create-document';
import { useDocumentTypes } from '../../api/get-document-types';
import { copyFormSchema } from '../../lib/dialog-schemas';
import { ActionFormModal, useActionForm, useAnnounceMove, useFailAction } from './dialog-frame';
import type { ModalProps } from './dialog-props';

/** Copy: a type is required; 'new project' is forced on and locked for a closed, sending or sent project. */
export const CopyDialog = ({ dialog, view, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const announce = useAnnounceMove(view);
  const types = useDocumentTypes(brandPartnerId);
  const create = useCreateDocument();
  const fail = useFailAction('copy', onClose);
  const row = dialog.row as DocumentListRow;
  const locked = copyRequiresNewProject(projectStatusCodeOf(row.ProjectStatusId) ?? 'closed');
  const form = useActionForm(copyFormSchema, { DocumentTypeId: '', NewProject: locked });
  const submit = form.onSubmit(async ({ DocumentTypeId, NewProject }) => {
    try {
      const reply = await create.mutateAsync({
        DocumentId: row.SalesDocumentId,
        DocumentTypeId,
        BrandPartnerId: brandPartnerId,
        NewProject: locked || NewProject,
      });
      onDone(reply.SalesDocumentId);
      announce(
        { action: 'copy', number: reply.DocumentNumber },
        t('moved.copy', { number: row.DocumentNumber, copy: reply.DocumentNumber }),
      );
    } catch (error) {
      fail(error);
    }
  });
  return (
    <ActionFormModal
      title={t('dialogs.copyTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending}
      submitLabel={t('actions.copy')}
    >
      <Stack gap="sm">
        <Select
          label={t('dialogs.type')}
          required
          data-autofocus
          data={(types.data ?? []).map((type) => ({ value: type.DocumentTypeId, label: type.Name }))}
          {...form.getInputProps('DocumentTypeId')}
        />
        <Checkbox
          label={t('dialogs.newProject')}
          description={locked ? t('dialogs.newProjectLocked') : undefined}
          disabled={locked}
          {...form.getInputProps('NewProject', { type: 'checkbox' })}
          checked={locked || form.values.NewProject}
        />
      </Stack>
    </ActionFormModal>
  );
};

import {
  type ContactRow,
  copyRequiresNewProject,
  DOCUMENT_TYPE_IDS,
  type DocumentAction,
  type DocumentListRow,
  projectStatusCodeOf,
} from '@door/contract';
import { Button, Checkbox, FileInput, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type TFunction, useTranslation } from '../../../i18n';
import { PATHS } from '../../../lib/paths';
import { schemaValidator, translateErrors } from '../../../lib/schema-form';
import { useAppStore } from '../../../stores/app-store';
import { notify } from '../../../stores/notification-store';
import { useArchiveDocument } from '../api/archive-document';
import { useAssignDocument } from '../api/assign-document';
import { useConfirmDocument } from '../api/confirm-document';
import { useCreateDocument } from '../api/create-document';
import { exportEdi } from '../api/export-edi';
import { useForwardDocument } from '../api/forward-document';
import { useContacts } from '../api/get-contacts';
import { useDocumentLanguages } from '../api/get-document-languages';
import { useDocumentTypes } from '../api/get-document-types';
import { usePartnerUsers } from '../api/get-partner-users';
import { useImportEdi } from '../api/import-edi';
import { useSendDocument } from '../api/send-document';
import { useSendToSupplier } from '../api/send-to-supplier';
import { useSubmitForProduction } from '../api/submit-for-production';
import { useToggleProject } from '../api/toggle-project';
import {
  actionErrorMessage,
  assignFormSchema,
  copyFormSchema,
  downloadBase64,
  erpExportFormSchema,
  fileToBase64,
  forwardFormSchema,
  isXmlFileName,
  newOfferFormSchema,
  sendToSupplierFormSchema,
} from '../lib/dialog-schemas';
import { ContactPicker } from './contact-picker';
import type { DocumentActionDialogsProps, OpenDialog } from './document-action-dialogs';

/** The §8 context title of each action's errors. */
export const ERROR_CONTEXT: Readonly<Record<DocumentAction, string>> = {
  open: 'exception',
  newOffer: 'exception',
  assign: 'assignDocument',
  send: 'customerConfirmOrder',
  copy: 'customerConfirmOrder',
  confirm: 'customerConfirmOrder',
  submitForProduction: 'submitForProduction',
  ediExport: 'customerSendErp',
  ediImport: 'customerImportEdi',
  forward: 'assignToContact',
  sendToSupplier: 'customerConfirmOrder',
  archive: 'deleting',
  toggleProject: 'toggleProjectStatus',
};

/** The EDI import's [id]: the selected row, else the current document, else no document (the all-zero GUID). */
const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

type ModalProps = DocumentActionDialogsProps & { dialog: OpenDialog };

const useShowError = (action: DocumentAction) => {
  const { t } = useTranslation('documents');
  return (error: unknown) =>
    notify({
      kind: 'error',
      title: t(`errors.${ERROR_CONTEXT[action]}`),
      message: actionErrorMessage(error, t('errors.general')),
    });
};

const errorText = (t: TFunction) => (key: string) => t(`validation.${key}`);

const FormButtons = ({ onCancel, busy, label }: { onCancel: () => void; busy: boolean; label: string }) => {
  const { t } = useTranslation('documents');
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        {t('dialogs.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
};

/** Confirm, send, archive, toggle project and submit for production: a question, then the call. */
const ConfirmActionModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const showError = useShowError(dialog.action);
  const confirm = useConfirmDocument();
  const send = useSendDocument();
  const archive = useArchiveDocument();
  const toggle = useToggleProject();
  const submit = useSubmitForProduction();
  const [busy, setBusy] = useState(false);
  const row = dialog.row as DocumentListRow;
  const documentId = row.SalesDocumentId;
  const run = async () => {
    setBusy(true);
    try {
      switch (dialog.action) {
        case 'confirm':
          await confirm.mutateAsync({ documentId, brandPartnerId });
          break;
        case 'send':
          await send.mutateAsync({ documentId, brandPartnerId });
          break;
        case 'archive':
          await archive.mutateAsync({ documentId });
          break;
        case 'toggleProject':
          await toggle.mutateAsync({ documentId, brandPartnerId });
          break;
        default: {
          const file = await submit.mutateAsync({ documentId });
          if (file.Message) {
            throw new Error(file.Message);
          }
          if (file.FileName && file.Contents) {
            downloadBase64(file.FileName, file.MimeType ?? 'application/xml', file.Contents);
          }
        }
      }
      onDone(documentId);
    } catch (error) {
      onClose();
      showError(error);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t(`actions.${dialog.action}`)}
      centered
    >
      <Text>{t(`dialogs.question.${dialog.action}`, { number: row.DocumentNumber })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('dialogs.cancel')}
        </Button>
        <Button onClick={() => void run()} loading={busy} data-autofocus>
          {t('dialogs.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};

/** Assign: a user of `/brand/{bpi}/users` must be picked. */
const AssignModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const users = usePartnerUsers(brandPartnerId);
  const assign = useAssignDocument();
  const showError = useShowError('assign');
  const form = useForm({
    initialValues: { PartnerUserId: '' },
    validate: schemaValidator(assignFormSchema),
    enhanceGetInputProps: translateErrors(errorText(t)),
  });
  const documentId = (dialog.row as DocumentListRow).SalesDocumentId;
  const submit = form.onSubmit(async ({ PartnerUserId }) => {
    try {
      await assign.mutateAsync({ documentId, BrandPartnerId: brandPartnerId, PartnerUserId });
      onDone(documentId);
    } catch (error) {
      onClose();
      showError(error);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t('dialogs.assignTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
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
        <FormButtons onCancel={onClose} busy={assign.isPending} label={t('actions.assign')} />
      </form>
    </Modal>
  );
};

const contactLabel = (contact: ContactRow) => [contact.Name, contact.Partner, contact.User].filter(Boolean).join(' · ');

/** Forward: a contact with a user must be picked (contacts without one are listed but cannot be chosen). */
const ForwardModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const contacts = useContacts(brandPartnerId, false);
  const forward = useForwardDocument();
  const showError = useShowError('forward');
  const form = useForm({
    initialValues: { ContactId: '' },
    validate: schemaValidator(forwardFormSchema),
    enhanceGetInputProps: translateErrors(errorText(t)),
  });
  const documentId = (dialog.row as DocumentListRow).SalesDocumentId;
  const submit = form.onSubmit(async ({ ContactId }) => {
    try {
      await forward.mutateAsync({ documentId, BrandPartnerId: brandPartnerId, ContactId });
      onDone(documentId);
    } catch (error) {
      onClose();
      showError(error);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t('dialogs.forwardTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Select
          label={t('dialogs.contact')}
          description={t('dialogs.contactNeedsUser')}
          required
          data-autofocus
          data={(contacts.data ?? []).map((contact) => ({
            value: contact.ContactId,
            label: contactLabel(contact),
            disabled: !contact.User,
          }))}
          {...form.getInputProps('ContactId')}
        />
        <FormButtons onCancel={onClose} busy={forward.isPending} label={t('actions.forward')} />
      </form>
    </Modal>
  );
};

/** Copy: a type is required; 'new project' is forced on and locked for a closed, sending or sent project. */
const CopyModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const types = useDocumentTypes(brandPartnerId);
  const create = useCreateDocument();
  const showError = useShowError('copy');
  const row = dialog.row as DocumentListRow;
  const locked = copyRequiresNewProject(projectStatusCodeOf(row.ProjectStatusId) ?? 'closed');
  const form = useForm({
    initialValues: { DocumentTypeId: '', NewProject: locked },
    validate: schemaValidator(copyFormSchema),
    enhanceGetInputProps: translateErrors(errorText(t)),
  });
  const submit = form.onSubmit(async ({ DocumentTypeId, NewProject }) => {
    try {
      const reply = await create.mutateAsync({
        DocumentId: row.SalesDocumentId,
        DocumentTypeId,
        BrandPartnerId: brandPartnerId,
        NewProject: locked || NewProject,
      });
      onDone(reply.SalesDocumentId);
    } catch (error) {
      onClose();
      showError(error);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t('dialogs.copyTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
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
        <FormButtons onCancel={onClose} busy={create.isPending} label={t('actions.copy')} />
      </form>
    </Modal>
  );
};

/** Send to supplier: type, new project, a supplier contact (table, 5 rows a page, filters) and a comment. */
const SendToSupplierModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const types = useDocumentTypes(brandPartnerId);
  const contacts = useContacts(brandPartnerId, true);
  const send = useSendToSupplier();
  const showError = useShowError('sendToSupplier');
  const row = dialog.row as DocumentListRow;
  const form = useForm({
    initialValues: { DocumentTypeId: '', NewProject: false, ContactId: '', Comment: '' },
    validate: schemaValidator(sendToSupplierFormSchema),
    enhanceGetInputProps: translateErrors(errorText(t)),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await send.mutateAsync({
        ...values,
        BrandPartnerId: brandPartnerId,
        DocumentId: row.SalesDocumentId,
      });
      onDone(reply.SalesDocumentId);
    } catch (error) {
      onClose();
      showError(error);
    }
  });
  const contactError = form.errors.ContactId;
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t('dialogs.sendToSupplierTitle')}
      centered
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('dialogs.type')}
            required
            data-autofocus
            data={(types.data ?? []).map((type) => ({ value: type.DocumentTypeId, label: type.Name }))}
            {...form.getInputProps('DocumentTypeId')}
          />
          <Checkbox label={t('dialogs.newProject')} {...form.getInputProps('NewProject', { type: 'checkbox' })} />
          <ContactPicker
            contacts={contacts.data ?? []}
            selectedId={form.values.ContactId}
            onSelect={(contactId) => form.setFieldValue('ContactId', contactId)}
            error={typeof contactError === 'string' ? t(`validation.${contactError}`) : null}
          />
          <Textarea label={t('dialogs.comment')} autosize minRows={2} {...form.getInputProps('Comment')} />
        </Stack>
        <FormButtons onCancel={onClose} busy={send.isPending} label={t('actions.sendToSupplier')} />
      </form>
    </Modal>
  );
};

/** ERP export: pick one of the document's languages, then the XML file downloads. */
const ErpExportModal = ({ dialog, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const row = dialog.row as DocumentListRow;
  const languages = useDocumentLanguages(row.SalesDocumentId);
  const showError = useShowError('ediExport');
  const [busy, setBusy] = useState(false);
  const defaultLanguage = languages.data?.find((language) => language.IsDefault)?.Code ?? '';
  const form = useForm({
    initialValues: { language: '' },
    validate: schemaValidator(erpExportFormSchema),
    enhanceGetInputProps: translateErrors(errorText(t)),
  });
  const language = form.values.language || defaultLanguage;
  const submit = async () => {
    form.setFieldValue('language', language);
    if (form.validate().hasErrors && !language) {
      return;
    }
    setBusy(true);
    try {
      const reply = await exportEdi({ documentId: row.SalesDocumentId, language });
      onClose();
      if (reply.FileName && reply.Contents) {
        downloadBase64(reply.FileName, reply.MimeType ?? 'application/xml', reply.Contents);
        onDone(row.SalesDocumentId);
      } else {
        // §8: neither a file nor a message is the ERP title's empty error.
        notify({ kind: 'error', title: t('errors.customerSendErp'), message: reply.Message ?? '' });
      }
    } catch (error) {
      onClose();
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t('dialogs.erpTitle')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Select
          label={t('dialogs.language')}
          required
          data-autofocus
          data={(languages.data ?? []).map((item) => ({ value: item.Code, label: item.Name }))}
          {...form.getInputProps('language')}
          value={language || null}
        />
        <FormButtons onCancel={onClose} busy={busy} label={t('actions.ediExport')} />
      </form>
    </Modal>
  );
};

/** EDI import: one XML file; a reply without SalesDocumentId is shown raw (§8). */
const EdiImportModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const current = useAppStore((state) => state.document);
  const importEdi = useImportEdi();
  const showError = useShowError('ediImport');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const submit = async () => {
    if (!file) {
      setFileError(t('validation.pickFile'));
      return;
    }
    if (!isXmlFileName(file.name)) {
      setFileError(t('validation.notXml'));
      return;
    }
    try {
      const reply = await importEdi.mutateAsync({
        documentId: dialog.row?.SalesDocumentId ?? current?.documentId ?? NO_DOCUMENT,
        BrandPartnerId: brandPartnerId,
        Base64File: await fileToBase64(file),
        FileName: file.name,
      });
      if (typeof reply === 'object' && reply !== null && 'SalesDocumentId' in reply) {
        onDone(String(reply.SalesDocumentId));
        return;
      }
      onClose();
      notify({
        kind: 'error',
        title: t('errors.customerImportEdi'),
        message: typeof reply === 'string' ? reply : JSON.stringify(reply),
      });
    } catch (error) {
      onClose();
      showError(error);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t('dialogs.ediImportTitle')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <FileInput
          label={t('dialogs.xmlFile')}
          required
          data-autofocus
          accept=".xml,application/xml,text/xml"
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(next && !isXmlFileName(next.name) ? t('validation.notXml') : null);
          }}
          error={fileError}
          clearable
        />
        <FormButtons onCancel={onClose} busy={importEdi.isPending} label={t('actions.ediImport')} />
      </form>
    </Modal>
  );
};

/** New offer: the inquiry customer (an existing contact) → a new offer in a new project, then model selection. */
const NewOfferModal = ({ brandPartnerId, onClose }: ModalProps) => {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const contacts = useContacts(brandPartnerId, false);
  const create = useCreateDocument();
  const setDocument = useAppStore((state) => state.setDocument);
  const showError = useShowError('newOffer');
  const form = useForm({
    initialValues: { ContactId: '' },
    validate: schemaValidator(newOfferFormSchema),
    enhanceGetInputProps: translateErrors(errorText(t)),
  });
  const submit = form.onSubmit(async ({ ContactId }) => {
    try {
      const reply = await create.mutateAsync({
        DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
        BrandPartnerId: brandPartnerId,
        ProjectId: null,
        NewProject: true,
        ContactId,
      });
      // DOMAIN "New offer": the new document is the current one in adding mode, and the user picks a model.
      setDocument({
        documentId: reply.SalesDocumentId,
        initialDocumentId: null,
        name: '',
        project: null,
        addingMode: true,
        disableEdit: false,
        status: '',
        currency: 'EUR',
      });
      onClose();
      void navigate(PATHS.selection);
    } catch (error) {
      onClose();
      showError(error);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={t('dialogs.newOfferTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Select
          label={t('dialogs.customer')}
          required
          searchable
          data-autofocus
          data={(contacts.data ?? []).map((contact) => ({ value: contact.ContactId, label: contactLabel(contact) }))}
          {...form.getInputProps('ContactId')}
        />
        <FormButtons onCancel={onClose} busy={create.isPending} label={t('actions.newOffer')} />
      </form>
    </Modal>
  );
};

/** Shows the dialog of the chosen action. */
export const ActionModals = (props: ModalProps) => {
  switch (props.dialog.action) {
    case 'confirm':
    case 'send':
    case 'archive':
    case 'toggleProject':
    case 'submitForProduction':
      return props.dialog.row ? <ConfirmActionModal {...props} /> : null;
    case 'assign':
      return props.dialog.row ? <AssignModal {...props} /> : null;
    case 'forward':
      return props.dialog.row ? <ForwardModal {...props} /> : null;
    case 'copy':
      return props.dialog.row ? <CopyModal {...props} /> : null;
    case 'sendToSupplier':
      return props.dialog.row ? <SendToSupplierModal {...props} /> : null;
    case 'ediExport':
      return props.dialog.row ? <ErpExportModal {...props} /> : null;
    case 'ediImport':
      return <EdiImportModal {...props} />;
    case 'newOffer':
      return <NewOfferModal {...props} />;
    default:
      return null;
  }
};

import {
  type ContactRow,
  copyRequiresNewProject,
  DOCUMENT_TYPE_IDS,
  type DocumentAction,
  type DocumentListRow,
  projectStatusCodeOf,
} from '@door/contract';
import { Button, Checkbox, FileInput, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ContactForm } from '../../../components/contact-form/contact-form';
import {
  type ContactFormValues,
  checkEmail,
  emptyContactForm,
  maxLengthOf,
  toConfigurationContact,
  validateContactForm,
} from '../../../components/contact-form/contact-form-model';
import { ContactPicker } from '../../../components/contact-picker/contact-picker';
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

/** What a failed action does: close the dialog, then show the error under the action's context title (§8). */
const useFailAction = (action: DocumentAction, onClose: () => void) => {
  const { t } = useTranslation('documents');
  return (error: unknown) => {
    onClose();
    notify({
      kind: 'error',
      title: t(`errors.${ERROR_CONTEXT[action]}`),
      message: actionErrorMessage(error, t('errors.general')),
    });
  };
};

const errorText = (t: TFunction) => (key: string) => t(`validation.${key}`);

/** A dialog's form on the contract's schema, its errors as the documents' validation texts. */
const useActionForm = <Values extends Record<string, unknown>>(schema: z.ZodType, initialValues: Values) => {
  const { t } = useTranslation('documents');
  return useForm<Values>({
    initialValues,
    validate: schemaValidator(schema),
    enhanceGetInputProps: translateErrors(errorText(t)),
  });
};

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

/** The frame of every dialog with a form: title, labelled close button, the form and its cancel and submit buttons. */
const ActionFormModal = ({
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  size,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  size?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation('documents');
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      title={title}
      centered
      size={size}
    >
      <form onSubmit={onSubmit} noValidate>
        {children}
        <FormButtons onCancel={onClose} busy={busy} label={submitLabel} />
      </form>
    </Modal>
  );
};

/** Confirm, send, archive, toggle project and submit for production: a question, then the call. */
const ConfirmActionModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const fail = useFailAction(dialog.action, onClose);
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
      fail(error);
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
  const fail = useFailAction('assign', onClose);
  const form = useActionForm(assignFormSchema, { PartnerUserId: '' });
  const documentId = (dialog.row as DocumentListRow).SalesDocumentId;
  const submit = form.onSubmit(async ({ PartnerUserId }) => {
    try {
      await assign.mutateAsync({ documentId, BrandPartnerId: brandPartnerId, PartnerUserId });
      onDone(documentId);
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

const contactLabel = (contact: ContactRow) => [contact.Name, contact.Partner, contact.User].filter(Boolean).join(' · ');

/** Forward: a contact with a user must be picked (contacts without one are listed but cannot be chosen). */
const ForwardModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const contacts = useContacts(brandPartnerId, false);
  const forward = useForwardDocument();
  const fail = useFailAction('forward', onClose);
  const form = useActionForm(forwardFormSchema, { ContactId: '' });
  const documentId = (dialog.row as DocumentListRow).SalesDocumentId;
  const submit = form.onSubmit(async ({ ContactId }) => {
    try {
      await forward.mutateAsync({ documentId, BrandPartnerId: brandPartnerId, ContactId });
      onDone(documentId);
    } catch (error) {
      fail(error);
    }
  });
  return (
    <ActionFormModal
      title={t('dialogs.forwardTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={forward.isPending}
      submitLabel={t('actions.forward')}
    >
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
    </ActionFormModal>
  );
};

/** Copy: a type is required; 'new project' is forced on and locked for a closed, sending or sent project. */
const CopyModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
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

/** Send to supplier: type, new project, a supplier contact (table, 5 rows a page, filters) and a comment. */
const SendToSupplierModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const types = useDocumentTypes(brandPartnerId);
  const contacts = useContacts(brandPartnerId, true);
  const send = useSendToSupplier();
  const fail = useFailAction('sendToSupplier', onClose);
  const row = dialog.row as DocumentListRow;
  const form = useActionForm(sendToSupplierFormSchema, {
    DocumentTypeId: '',
    NewProject: false,
    ContactId: '',
    Comment: '',
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
      fail(error);
    }
  });
  const contactError = form.errors.ContactId;
  return (
    <ActionFormModal
      title={t('dialogs.sendToSupplierTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={send.isPending}
      submitLabel={t('actions.sendToSupplier')}
      size="xl"
    >
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
    </ActionFormModal>
  );
};

/** ERP export: pick one of the document's languages, then the XML file downloads. */
const ErpExportModal = ({ dialog, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const row = dialog.row as DocumentListRow;
  const languages = useDocumentLanguages(row.SalesDocumentId);
  const fail = useFailAction('ediExport', onClose);
  const [busy, setBusy] = useState(false);
  const defaultLanguage = languages.data?.find((language) => language.IsDefault)?.Code ?? '';
  const form = useActionForm(erpExportFormSchema, { language: '' });
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
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionFormModal
      title={t('dialogs.erpTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      submitLabel={t('actions.ediExport')}
    >
      <Select
        label={t('dialogs.language')}
        required
        data-autofocus
        data={(languages.data ?? []).map((item) => ({ value: item.Code, label: item.Name }))}
        {...form.getInputProps('language')}
        value={language || null}
      />
    </ActionFormModal>
  );
};

/** EDI import: one XML file; a reply without SalesDocumentId is shown raw (§8). */
const EdiImportModal = ({ dialog, brandPartnerId, onClose, onDone }: ModalProps) => {
  const { t } = useTranslation('documents');
  const current = useAppStore((state) => state.document);
  const importEdi = useImportEdi();
  const fail = useFailAction('ediImport', onClose);
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
      fail(error);
    }
  };
  return (
    <ActionFormModal
      title={t('dialogs.ediImportTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={importEdi.isPending}
      submitLabel={t('actions.ediImport')}
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
    </ActionFormModal>
  );
};

type CustomerMode = 'existing' | 'new';

/** The new contact's inquiry fields (the cart inquiry's contact form); missing fields show after a submit attempt. */
const NewContactFields = ({ form, attempted }: { form: UseFormReturnType<ContactFormValues>; attempted: boolean }) => {
  const { t } = useTranslation('inquiry');
  const errors = validateContactForm(form.values);
  const errorOf = (path: string): string | null => {
    const key = errors[path];
    const field = path.slice(path.lastIndexOf('.') + 1);
    return typeof key === 'string' && (key === 'tooLong' || attempted)
      ? t(`errors.${key}`, { max: maxLengthOf(field) })
      : null;
  };
  return (
    <ContactForm
      form={form}
      errorOf={errorOf}
      showConsents={false}
      emailState={attempted ? checkEmail(form.values.ContactData.Email) : 'unchecked'}
    />
  );
};

/**
 * New offer: the inquiry customer, an existing contact or a new one (the inquiry contact fields, checked with the
 * contract's `configurationContactSchema`) → a new offer in a new project, then model selection in adding mode.
 */
const NewOfferModal = ({ brandPartnerId, onClose }: ModalProps) => {
  // The contact fields' texts load with the dialog: suspending later, on the switch, would unmount it and lose its state.
  const { t } = useTranslation(['documents', 'inquiry']);
  const navigate = useNavigate();
  const contacts = useContacts(brandPartnerId, false);
  const create = useCreateDocument();
  const setDocument = useAppStore((state) => state.setDocument);
  const fail = useFailAction('newOffer', onClose);
  const [mode, setMode] = useState<CustomerMode>('existing');
  const [attempted, setAttempted] = useState(false);
  const form = useActionForm(newOfferFormSchema, { ContactId: '' });
  const contactForm = useForm<ContactFormValues>({ initialValues: emptyContactForm(), validate: validateContactForm });
  const createOffer = async (customer: { ContactId: string | null; ConfigurationContact?: unknown }) => {
    try {
      const reply = await create.mutateAsync({
        DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
        BrandPartnerId: brandPartnerId,
        ProjectId: null,
        NewProject: true,
        ...customer,
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
      fail(error);
    }
  };
  const submitExisting = form.onSubmit(({ ContactId }) => createOffer({ ContactId }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (mode === 'existing') {
      submitExisting(event);
      return;
    }
    event.preventDefault();
    setAttempted(true);
    if (contactForm.validate().hasErrors) {
      return;
    }
    void createOffer({ ContactId: null, ConfigurationContact: toConfigurationContact(contactForm.values) });
  };
  return (
    <ActionFormModal
      title={t('dialogs.newOfferTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending}
      submitLabel={t('actions.newOffer')}
      size={mode === 'new' ? 'xl' : undefined}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t('dialogs.customerKind')}
          value={mode}
          onChange={(value) => setMode(value === 'new' ? 'new' : 'existing')}
        >
          <Group gap="md" mt={4}>
            <Radio value="existing" label={t('dialogs.existingContact')} data-autofocus />
            <Radio value="new" label={t('dialogs.newContact')} />
          </Group>
        </Radio.Group>
        {mode === 'existing' ? (
          <Select
            label={t('dialogs.customer')}
            required
            searchable
            data={(contacts.data ?? []).map((contact) => ({ value: contact.ContactId, label: contactLabel(contact) }))}
            {...form.getInputProps('ContactId')}
          />
        ) : (
          <Suspense fallback={null}>
            <NewContactFields form={contactForm} attempted={attempted} />
          </Suspense>
        )}
      </Stack>
    </ActionFormModal>
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

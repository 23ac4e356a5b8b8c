import '#web/lib/mantine-styles';
import type { ContactRow, DocumentAction, DocumentListView } from '@door/contract';
import { Button, Group, Modal } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { type TFunction, useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { schemaValidator, translateErrors } from '#web/lib/schema-form';
import { useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { listPathOf, type MoveContext, whereAfter } from '../../lib/where-it-went';

// What every action dialog shares: the §8 error context, the failure notice, the form on a contract schema and the
// dialog frame with its buttons.

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

export type { ModalProps } from './dialog-props';

/** What a failed action does: close the dialog, then show the error under the action's context title (§8). */
export const useFailAction = (action: DocumentAction, onClose: () => void) => {
  const { t } = useTranslation('documents');
  return (error: unknown) => {
    onClose();
    notify({
      kind: 'error',
      title: t(`errors.${ERROR_CONTEXT[action]}`),
      message: errorMessageOf(error, t('errors.general')),
    });
  };
};

/**
 * Says where a document went after an action: a toast with the message and a link to the list that shows the
 * document now (with its number as the filter and the checkboxes it needs).
 */
export const useAnnounceMove = (view: DocumentListView) => {
  const { t } = useTranslation('documents');
  const role = useAppStore((state) => state.role);
  return (context: Omit<MoveContext, 'view' | 'role'>, message: string) => {
    const where = whereAfter({ ...context, view, role });
    toast(message, { label: t(`moved.link.${where.view}`, { number: context.number }), to: listPathOf(where) });
  };
};

const errorText = (t: TFunction) => (key: string) => t(`validation.${key}`);

/** A dialog's form on the contract's schema, its errors as the documents' validation texts. */
export const useActionForm = <Values extends Record<string, unknown>>(schema: z.ZodType, initialValues: Values) => {
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
export const ActionFormModal = ({
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

/** A contact as the pickers show it: name, partner and user. */
export const contactLabel = (contact: ContactRow) =>
  [contact.Name, contact.Partner, contact.User].filter(Boolean).join(' · ');

import '#web/lib/mantine-styles';
import { DOCUMENT_TYPE_IDS } from '@door/contract';
import { Group, Radio, Select, Stack } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ContactForm } from '#web/components/contact-form/contact-form';
import {
  type ContactFormValues,
  emptyContactForm,
  maxLengthOf,
  toConfigurationContact,
  validateContactForm,
} from '#web/components/contact-form/contact-form-model';
import { useEmailState } from '#web/components/contact-form/use-email-state';
import { useTranslation } from '#web/i18n';
import { customerOf } from '#web/lib/customer';
import { PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';
import { toast } from '#web/stores/notification-store';
import { type CreateDocumentBody, useCreateDocument } from '../../api/create-document';
import { getContactsQueryOptions, useContacts } from '../../api/get-contacts';
import { newOfferFormSchema } from '../../lib/dialog-schemas';
import { ActionFormModal, contactLabel, useActionForm, useFailAction } from './dialog-frame';
import type { ModalProps } from './dialog-props';

type CustomerMode = 'existing' | 'new';

/**
 * The new contact's inquiry fields (the cart inquiry's contact form): missing fields show after a submit attempt, the
 * e-mail's verdict 700 ms after typing stops.
 */
const NewContactFields = ({ form, attempted }: { form: UseFormReturnType<ContactFormValues>; attempted: boolean }) => {
  const { t } = useTranslation('inquiry');
  const emailState = useEmailState(form.values.ContactData.Email);
  const errors = validateContactForm(form.values);
  const errorOf = (path: string): string | null => {
    // The e-mail's own verdict shows after the pause, submit or not; empty is missing like any other field.
    if (path === 'ContactData.Email' && emailState === 'invalid') {
      return t('errors.emailInvalid');
    }
    const key = errors[path];
    const field = path.slice(path.lastIndexOf('.') + 1);
    return typeof key === 'string' && (key === 'tooLong' || attempted)
      ? t(`errors.${key}`, { max: maxLengthOf(field) })
      : null;
  };
  return <ContactForm form={form} errorOf={errorOf} showConsents={false} emailState={emailState} />;
};

/**
 * New offer: the inquiry customer, an existing contact or a new one (the inquiry contact fields, checked with the
 * contract's `configurationContactSchema`) → a new offer in a new project, then model selection in adding mode.
 */
export const NewOfferDialog = ({ brandPartnerId, onClose, onDone }: ModalProps) => {
  // The contact fields' texts load with the dialog: suspending later, on the switch, would unmount it and lose its state.
  const { t } = useTranslation(['documents', 'inquiry']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contacts = useContacts(brandPartnerId, false);
  const create = useCreateDocument();
  const setDocument = useAppStore((state) => state.setDocument);
  const fail = useFailAction('newOffer', onClose);
  const [mode, setMode] = useState<CustomerMode>('existing');
  const [attempted, setAttempted] = useState(false);
  const form = useActionForm(newOfferFormSchema, { ContactId: '' });
  const contactForm = useForm<ContactFormValues>({ initialValues: emptyContactForm(), validate: validateContactForm });
  const createOffer = async (
    customer: Pick<CreateDocumentBody, 'ContactId' | 'ConfigurationContact'>,
    customerName: string,
  ) => {
    try {
      const reply = await create.mutateAsync({
        DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
        BrandPartnerId: brandPartnerId,
        ProjectId: null,
        NewProject: true,
        ...customer,
      });
      if (customer.ConfigurationContact) {
        // The new contact is now one of the storefront's customer contacts: the pickers list it.
        void queryClient.invalidateQueries({ queryKey: getContactsQueryOptions(brandPartnerId, false).queryKey });
      }
      // DOMAIN "New offer": the new document is the current one in adding mode, and the user picks a model.
      setDocument({
        documentId: reply.SalesDocumentId,
        initialDocumentId: null,
        name: reply.DocumentNumber,
        customer: customerName,
        project: null,
        addingMode: true,
        disableEdit: false,
        status: reply.DocumentStatusId,
        currency: reply.Currency,
      });
      onDone(reply.SalesDocumentId);
      toast(t('moved.newOffer', { number: reply.DocumentNumber, customer: customerName }));
      void navigate(PATHS.selection);
    } catch (error) {
      fail(error);
    }
  };
  const submitExisting = form.onSubmit(({ ContactId }) =>
    createOffer({ ContactId }, contacts.data?.find((contact) => contact.ContactId === ContactId)?.Name ?? ''),
  );
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
    const data = contactForm.values.ContactData;
    void createOffer(
      { ContactId: null, ConfigurationContact: toConfigurationContact(contactForm.values) },
      customerOf({ ContactName: `${data.FirstName} ${data.LastName}`.trim(), CompanyName: data.CompanyName }),
    );
  };
  return (
    <ActionFormModal
      title={t('dialogs.newOfferTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending}
      submitLabel={t('dialogs.newOfferSubmit')}
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

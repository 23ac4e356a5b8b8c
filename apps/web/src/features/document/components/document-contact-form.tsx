import '#web/lib/mantine-styles';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect } from 'react';
import { ContactForm } from '#web/components/contact-form/contact-form';
import { type ContactFormValues, emptyContactForm, maxLengthOf } from '#web/components/contact-form/contact-form-model';
import { useEmailState } from '#web/components/contact-form/use-email-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { useDocument } from '../api/get-document';
import { useDocumentContact } from '../api/get-document-contact';
import { useSaveDocumentContact } from '../api/save-document-contact';
import { contactBodyOf, DOCUMENT_CONTACT_REQUIRED, formValuesOf, validateDocumentContact } from '../lib/contact-values';

/**
 * The contact data page (§2, §4, §5, §8): contact block and the delivery and receipt blocks behind checkboxes; save
 * disabled until something changed and every rule holds; e-mail judged 700 ms after typing stops; a load failure
 * only stops loading and is logged; all fields disabled when the document is read-only.
 */
export const DocumentContactForm = () => {
  const { t } = useTranslation('document');
  const { t: tInquiry } = useTranslation('inquiry');
  const documentId = useAppStore((state) => state.document?.documentId ?? '');
  const brandPartnerId = useAppStore((state) => state.brandPartnerId) ?? '';
  const contact = useDocumentContact(documentId);
  const detail = useDocument(documentId, brandPartnerId);
  const save = useSaveDocumentContact();
  const form = useForm<ContactFormValues>({ initialValues: emptyContactForm() });

  useEffect(() => {
    if (contact.isError) {
      console.error('The contact data could not be loaded.', contact.error);
    }
  }, [contact.isError, contact.error]);

  // Loaded, and again after each save: the stored values become the untouched state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new data resets the form.
  useEffect(() => {
    if (contact.data) {
      const values = formValuesOf(contact.data);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.resetTouched();
    }
  }, [contact.data]);

  const email = form.values.ContactData.Email;
  const emailState = useEmailState(email);
  const errors = validateDocumentContact(form.values);
  const readOnly = detail.data?.IsReadOnly ?? true;
  const changed = form.isDirty();
  const isComplete = Object.keys(errors).length === 0 && emailState !== 'invalid';

  const errorOf = (path: string): string | null => {
    if (path === 'ContactData.Email') {
      // The e-mail has its own verdict after the pause; empty is missing like any other field.
      if (emailState === 'invalid') {
        return t('validation.emailInvalid');
      }
      if (errors[path] === 'emailInvalid') {
        return null;
      }
    }
    const key = errors[path];
    const field = path.slice(path.lastIndexOf('.') + 1);
    return typeof key === 'string' && (key === 'tooLong' || form.isTouched(path) || changed)
      ? t(`validation.${key}`, { max: maxLengthOf(field) })
      : null;
  };

  // What keeps Save disabled, named as the form names it ("Country", "Delivery address: City").
  const blocking = [
    ...Object.keys(errors),
    ...(emailState === 'invalid' && !errors['ContactData.Email'] ? ['ContactData.Email'] : []),
  ].flatMap((path) => {
    const [block, field] = path.split('.');
    if (!field) {
      return [];
    }
    const label = tInquiry(`fields.${field}`);
    return [
      block === 'ContactData'
        ? label
        : `${tInquiry(`blocks.${block === 'DeliveryData' ? 'delivery' : 'receipt'}`)}: ${label}`,
    ];
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete || !changed || readOnly) {
      return;
    }
    save.mutate(
      { documentId, ...contactBodyOf(form.values, brandPartnerId) },
      {
        onSuccess: () => toast(t('saved.contact')),
        onError: (error) =>
          notify({ kind: 'error', title: t('errors.save'), message: errorMessageOf(error, t('errors.general')) }),
      },
    );
  };

  if (contact.isPending || save.isPending) {
    return <Loader aria-label={t('loading')} data-testid="contact-loading" />;
  }
  if (contact.isError) {
    return null;
  }
  return (
    <form noValidate aria-label={t('contact.title')} onSubmit={submit}>
      <Stack gap="md">
        {readOnly ? <Alert color="gray">{t('readOnly')}</Alert> : null}
        <ContactForm
          form={form}
          errorOf={errorOf}
          showConsents={false}
          emailState={emailState}
          requiredContactFields={DOCUMENT_CONTACT_REQUIRED}
          disabled={readOnly}
        />
        {changed && !isComplete ? (
          <Alert color="yellow" variant="light" role="status" data-testid="missing-fields">
            {blocking.length > 0
              ? t('contact.missingNamed', { fields: blocking.join(', ') })
              : t('contact.missingFields')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={readOnly || !changed || !isComplete}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

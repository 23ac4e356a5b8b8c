import '#web/lib/mantine-styles';
import { type InquiryReply, inquiryRequestSchema, isAdminRole, isEditorRole, type UserAddress } from '@door/contract';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCartSettings } from '#web/api/get-cart-settings';
import { ContactForm } from '#web/components/contact-form/contact-form';
import {
  addressFromSaved,
  type ContactFormValues,
  emptyContactForm,
  maxLengthOf,
  toConfigurationContact,
  validateContactForm,
} from '#web/components/contact-form/contact-form-model';
import { useEmailState } from '#web/components/contact-form/use-email-state';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { readCartToken } from '#web/lib/cart-token';
import { PATHS } from '#web/lib/paths';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { useSavedContact } from '../api/get-saved-contact';
import { useSendInquiry } from '../api/send-inquiry';

/** Props of the inquiry form. */
export type InquiryFormProps = {
  /** The configurations the inquiry carries. */
  configurationIds: string[];
  /** Called after the inquiry was sent (or failed on the network), e.g. to close a dialog. */
  onDone?: (reply: InquiryReply | null) => void;
  onCancel?: () => void;
};

/** The inquiry form: the anonymous contact form, or for customers their saved contact and addresses to choose from. */
export const InquiryForm = ({ configurationIds, onDone, onCancel }: InquiryFormProps) => {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const token = useAppStore((state) => state.token);
  const role = useAppStore((state) => state.role);
  const language = useAppStore((state) => state.language);
  const brandPartnerId = useAppStore(currentBrandPartnerId);
  const isCustomer = Boolean(token) && role === null;
  const settings = useCartSettings(brandPartnerId);
  const saved = useSavedContact(isCustomer);
  const send = useSendInquiry();
  const form = useForm<ContactFormValues>({ initialValues: emptyContactForm(), validate: validateContactForm });
  const [attempted, setAttempted] = useState(false);
  const email = form.values.ContactData.Email;
  const emailState = useEmailState(email);

  // A customer starts from the saved contact and the default addresses, unless typing has begun.
  useEffect(() => {
    if (!saved.data || form.initialized || form.isDirty()) {
      return;
    }
    const account = saved.data;
    const base = emptyContactForm();
    const defaultOf = (list: UserAddress[]) => list.find((address) => address.Default) ?? list[0];
    const delivery = defaultOf(account.DeliveryAddress);
    const receipt = defaultOf(account.ReceiptAddress);
    form.initialize({
      ...base,
      ContactData: {
        Addressing: account.Addressing,
        FirstName: account.FirstName,
        LastName: account.LastName,
        Email: account.Email,
        Telephone: account.Telephone,
        Address: account.Address,
        City: account.City,
        Zip: account.Zip,
        CountryId: account.CountryId,
        CompanyName: account.CompanyName,
        CompanyRegistration: account.CompanyRegistration,
        CompanyVAT: account.CompanyVAT,
        Marketing: account.Marketing,
        Notifications: account.Notification,
        PersonalData: account.PersonalData,
      },
      DeliveryData: delivery ? addressFromSaved(delivery) : base.DeliveryData,
      ReceiptData: receipt ? addressFromSaved(receipt) : base.ReceiptData,
    });
  }, [saved.data, form]);

  const errors = validateContactForm(form.values);
  const isComplete = Object.keys(errors).length === 0 && emailState !== 'invalid';
  const errorOf = (path: string): string | null => {
    if (path === 'ContactData.Email' && emailState === 'invalid') {
      return t('errors.emailInvalid');
    }
    const key = errors[path];
    const field = path.slice(path.lastIndexOf('.') + 1);
    // Too long is said at once; missing fields only after a send attempt (Send is disabled until then).
    return typeof key === 'string' && (key === 'tooLong' || attempted)
      ? t(`errors.${key}`, { max: maxLengthOf(field) })
      : null;
  };

  const renderBlockExtra = (block: 'DeliveryData' | 'ReceiptData') => {
    const list = block === 'DeliveryData' ? saved.data?.DeliveryAddress : saved.data?.ReceiptAddress;
    if (!list || list.length === 0) {
      return null;
    }
    return (
      <Select
        label={t('savedAddress')}
        placeholder={t('savedAddressPlaceholder')}
        data={list.map((address) => ({
          value: address.UserAddressId,
          label: [`${address.FirstName} ${address.LastName}`, address.Address, `${address.Zip} ${address.City}`].join(
            ', ',
          ),
        }))}
        onChange={(id) => {
          const address = list.find((item) => item.UserAddressId === id);
          if (address) {
            form.setFieldValue(block, addressFromSaved(address));
          }
        }}
        comboboxProps={{ withinPortal: true }}
      />
    );
  };

  const sentNotice = (reply: InquiryReply) => {
    if (isEditorRole(role)) {
      notify({
        kind: 'info',
        title: t('sent.title'),
        message: isAdminRole(role) ? t('sent.adminMessage', { number: reply.DocumentNumber }) : t('sent.editorMessage'),
        // Editors find the inquiry in their projects (§6).
        onClose: () => {
          void navigate(PATHS.myProjects);
        },
      });
    } else {
      notify({ kind: 'info', title: t('sent.title'), message: t('sent.message') });
    }
  };

  const submit = async (values: ContactFormValues) => {
    const body = {
      UserTokenId: token ? null : readCartToken(),
      BrandPartnerId: brandPartnerId,
      Configurations: configurationIds,
      ConfigurationContact: toConfigurationContact(values),
      WebUrl: `${window.location.origin}${PATHS.confirmation}`,
      Lang: language,
    };
    // The contact passed the form's check; the whole request goes through the schema the server checks again.
    if (!inquiryRequestSchema.safeParse(body).success || emailState === 'invalid') {
      return;
    }
    try {
      const reply = await send.mutateAsync(body);
      sentNotice(reply);
      onDone?.(reply);
    } catch (error) {
      const networkFailure = error instanceof ApiError && error.isNetworkError;
      notify({
        kind: 'error',
        message: networkFailure || !(error instanceof ApiError) ? t('sendFailed') : error.message,
      });
      if (networkFailure) {
        onDone?.(null);
      }
    }
  };

  return (
    <form
      noValidate
      aria-label={t('title')}
      onSubmit={(event) => {
        setAttempted(true);
        form.onSubmit((values) => void submit(values))(event);
      }}
    >
      <Stack gap="md">
        <ContactForm
          form={form}
          errorOf={errorOf}
          showConsents={settings.data?.ShowConsents ?? false}
          emailState={emailState}
          renderBlockExtra={isCustomer ? renderBlockExtra : undefined}
        />
        {isComplete ? null : (
          <Alert color="yellow" variant="light" role="status" data-testid="missing-fields">
            {t('missingFields')}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!isComplete || configurationIds.length === 0} loading={send.isPending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

import { type DocumentContactBodyInput, type DocumentContactReply, documentContactBodySchema } from '@door/contract';
import type { FormErrors } from '@mantine/form';
import {
  type AddressValues,
  type ContactFormValues,
  emptyAddress,
  emptyContactForm,
} from '#web/components/contact-form/contact-form-model';
import { schemaValidator } from '#web/lib/schema-form';

/** Required fields of a document's contact block (§5 "Contact form"). */
export const DOCUMENT_CONTACT_REQUIRED = [
  'FirstName',
  'LastName',
  'Address',
  'City',
  'Zip',
  'CountryId',
  'Email',
  'Telephone',
] as const;

const block = (data: Partial<Record<keyof AddressValues, string | null | undefined>> | null): AddressValues => {
  const values = emptyAddress();
  for (const key of Object.keys(values) as (keyof AddressValues)[]) {
    values[key] = data?.[key] ?? '';
  }
  return values;
};

/**
 * The form's values of a document's contact data; the delivery and receipt blocks are taken only when their flag is
 * on (§4), else they start empty.
 */
export const formValuesOf = (reply: DocumentContactReply): ContactFormValues => {
  const base = emptyContactForm();
  return {
    ContactData: { ...base.ContactData, ...block(reply.ContactData), Email: reply.ContactData.Email },
    DeliveryAddress: reply.DeliveryAddress,
    DeliveryData: reply.DeliveryAddress ? block(reply.DeliveryData) : base.DeliveryData,
    ReceiptAddress: reply.ReceiptAddress,
    ReceiptData: reply.ReceiptAddress ? block(reply.ReceiptData) : base.ReceiptData,
  };
};

const withoutTelephone = ({ Telephone: _telephone, ...rest }: AddressValues) => rest;

/** The save payload: null for an unticked block; the contact block without the inquiry's consents. */
export const contactBodyOf = (values: ContactFormValues, brandPartnerId: string): DocumentContactBodyInput => {
  const { Marketing: _m, Notifications: _n, PersonalData: _p, ...contact } = values.ContactData;
  return {
    BrandPartnerId: brandPartnerId,
    ContactData: contact,
    DeliveryAddress: values.DeliveryAddress,
    DeliveryData: values.DeliveryAddress ? values.DeliveryData : null,
    ReceiptAddress: values.ReceiptAddress,
    ReceiptData: values.ReceiptAddress ? withoutTelephone(values.ReceiptData) : null,
  };
};

const validateBody = schemaValidator(documentContactBodySchema);

/** The form checked with the schema the server checks with: field path → message key; empty when it may be saved. */
export const validateDocumentContact = (values: ContactFormValues): FormErrors => {
  const errors = validateBody(contactBodyOf(values, '00000000-0000-4000-8000-000000000000'));
  delete errors.BrandPartnerId;
  return errors;
};

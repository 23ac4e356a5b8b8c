import type { ContactData, DocumentContactData } from '@door/contract';
import type { contacts } from '#server/db/schema';

/** The customer contact as a sales document stores it: copied in, so later account changes never rewrite it. */
export const documentContactColumns = (contact: ContactData) => ({
  contactAddressing: contact.Addressing ?? '',
  contactFirstName: contact.FirstName,
  contactLastName: contact.LastName,
  contactEmail: contact.Email,
  contactTelephone: contact.Telephone ?? '',
  contactAddress: contact.Address ?? '',
  contactCity: contact.City,
  contactZip: contact.Zip,
  contactCountryId: contact.CountryId,
  contactCompanyName: contact.CompanyName ?? '',
  contactCompanyRegistration: contact.CompanyRegistration ?? '',
  contactCompanyVat: contact.CompanyVAT ?? '',
  consentMarketing: contact.Marketing,
  consentNotifications: contact.Notifications,
  consentPersonalData: contact.PersonalData,
});

/** The inquiry contact fields as a storefront's customer contact (`contacts` row: its addressing is the title). */
export const customerContactValues = (contact: ContactData) => ({
  title: contact.Addressing ?? '',
  firstName: contact.FirstName,
  lastName: contact.LastName,
  email: contact.Email,
  telephone: contact.Telephone ?? '',
  address: contact.Address ?? '',
  city: contact.City,
  zip: contact.Zip,
  countryId: contact.CountryId,
  companyName: contact.CompanyName ?? '',
  companyRegistration: contact.CompanyRegistration ?? '',
  companyVat: contact.CompanyVAT ?? '',
});

/**
 * A stored contact (of `/brand/{id}/contacts`) as a sales document stores it: a customer contact's title is its
 * addressing; a partner contact's title is a job title, so the addressing stays empty.
 */
export const storedContactColumns = (contact: typeof contacts.$inferSelect) => ({
  contactAddressing: contact.kind === 'customer' ? contact.title : '',
  contactFirstName: contact.firstName,
  contactLastName: contact.lastName,
  contactEmail: contact.email,
  contactTelephone: contact.telephone,
  contactAddress: contact.address,
  contactCity: contact.city,
  contactZip: contact.zip,
  contactCountryId: contact.countryId,
  contactCompanyName: contact.companyName,
  contactCompanyRegistration: contact.companyRegistration,
  contactCompanyVat: contact.companyVat,
});

/** The contact block of a document's contact data page as the document stores it (the consents stay). */
export const contactFormColumns = (contact: DocumentContactData) => ({
  contactAddressing: contact.Addressing ?? '',
  contactFirstName: contact.FirstName,
  contactLastName: contact.LastName,
  contactEmail: contact.Email,
  contactTelephone: contact.Telephone,
  contactAddress: contact.Address,
  contactCity: contact.City,
  contactZip: contact.Zip,
  contactCountryId: contact.CountryId,
  contactCompanyName: contact.CompanyName ?? '',
  contactCompanyRegistration: contact.CompanyRegistration ?? '',
  contactCompanyVat: contact.CompanyVAT ?? '',
});

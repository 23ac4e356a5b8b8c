import type { ContactData } from '@door/contract';

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

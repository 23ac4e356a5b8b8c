import type { ManagedBrandPartner, ManagedPartner, ManagedUser } from '@door/contract';

// The bodies of the management writes made from a record as read, with a change: what a test sends to
// `PUT /manage/users|partners|brand-partners/{id}`.

/** The body of `PUT /manage/users/{userId}` from a user as read, with a change. */
export const userBodyOf = (user: ManagedUser, change: Record<string, unknown> = {}) => ({
  Email: user.Email,
  FirstName: user.FirstName,
  LastName: user.LastName,
  Role: user.Role,
  PartnerId: user.PartnerId,
  IsOem: user.IsOem,
  IsOemAdmin: user.IsOemAdmin,
  IsParentPartner: user.IsParentPartner,
  BrandPartnerIds: user.BrandPartnerIds,
  DefaultBrandPartnerId: user.DefaultBrandPartnerId,
  Language: user.Language,
  IsActive: user.IsActive,
  Version: user.Version,
  ...change,
});
/** The body of `PUT /manage/partners/{partnerId}` from a partner as read, with a change. */
export const partnerBodyOf = (partner: ManagedPartner, change: Record<string, unknown> = {}) => ({
  Name: partner.Name,
  ParentPartnerId: partner.ParentPartnerId,
  IsOem: partner.IsOem,
  Address: partner.Address,
  Contacts: partner.Contacts,
  IsActive: partner.IsActive,
  Version: partner.Version,
  ...change,
});
/** The body of `PUT /manage/brand-partners/{brandPartnerId}` from a storefront as read, with a change. */
export const storefrontBodyOf = (storefront: ManagedBrandPartner, change: Record<string, unknown> = {}) => ({
  Title: storefront.Title,
  IsActive: storefront.IsActive,
  RedirectBrandPartnerId: storefront.RedirectBrandPartnerId,
  Style: storefront.Style,
  Footer: storefront.Footer,
  InquiryEmail: storefront.InquiryEmail,
  PriceMarkupPercent: storefront.PriceMarkupPercent,
  ShowConsents: storefront.ShowConsents,
  OfferValidityDays: storefront.OfferValidityDays,
  OfferReminderDays: storefront.OfferReminderDays,
  EnabledApplication: storefront.EnabledApplication,
  EnabledEdifactExport: storefront.EnabledEdifactExport,
  EnabledEdifactImport: storefront.EnabledEdifactImport,
  DefaultTerms: storefront.DefaultTerms,
  Version: storefront.Version,
  ...change,
});

/** A storefront theme of the tests' own: a dark green header band with white text. */
export const TEST_THEME = {
  BackgroundColor: '#14532d',
  HeaderFontColor: '#ffffff',
  ButtonColor: '#1d4ed8',
  ButtonFontColor: '#ffffff',
  HeaderLogo: '',
  HeaderLogotype: '',
  HeaderText: 'Vrata',
  ShowExposedBanner: false,
  ExposedBannerText: '',
  ExposedBannerUrl: '',
  ExposedBannerColor: '#f2c14e',
  ExposedBannerFontColor: '#1f2a33',
};

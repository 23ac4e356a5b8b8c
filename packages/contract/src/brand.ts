import { z } from 'zod';
import { guidSchema } from './common';

/** The theme of a brand partner's storefront, as stored (the web app derives accessible shades for display). */
export const brandStyleSchema = z.object({
  BackgroundColor: z.string(),
  HeaderFontColor: z.string(),
  ButtonColor: z.string(),
  ButtonFontColor: z.string(),
  HeaderLogo: z.string(),
  HeaderLogotype: z.string(),
  HeaderText: z.string(),
  ShowExposedBanner: z.boolean(),
  ExposedBannerText: z.string(),
  ExposedBannerUrl: z.string(),
  ExposedBannerColor: z.string(),
  ExposedBannerFontColor: z.string(),
});
/** The theme of a brand partner's storefront. */
export type BrandStyle = z.infer<typeof brandStyleSchema>;

/** Reply of `GET /brand/{bpi}/data`, and an item of `GET /brand`. */
export const brandDataSchema = z.object({
  BrandId: guidSchema,
  BrandPartnerId: guidSchema,
  BrandName: z.string(),
  Title: z.string(),
  Style: brandStyleSchema,
});
/** Reply of `GET /brand/{bpi}/data`. */
export type BrandData = z.infer<typeof brandDataSchema>;

/** Reply of `GET /brand`: the brand partners the caller may switch between. */
export const brandListSchema = z.array(brandDataSchema);

/** Reply of `GET /brand/{bpi}/active`. */
export const brandActiveSchema = z.object({
  isActive: z.boolean(),
  message: z.string(),
  redirectBpi: guidSchema.nullable(),
});
/** Reply of `GET /brand/{bpi}/active`. */
export type BrandActive = z.infer<typeof brandActiveSchema>;

/** Reply of `GET /footer/{bpi}`: up to three links (empty text means no link). */
export const footerSchema = z.object({
  Footer1text: z.string(),
  Footer1url: z.string(),
  Footer2text: z.string(),
  Footer2url: z.string(),
  Footer3text: z.string(),
  Footer3url: z.string(),
});
/** Reply of `GET /footer/{bpi}`. */
export type Footer = z.infer<typeof footerSchema>;

/** A row of `GET /brand/{id}/contacts`: an existing contact. The user is required to forward or send. */
export const contactRowSchema = z.object({
  ContactId: guidSchema,
  Name: z.string(),
  Title: z.string(),
  Partner: z.string(),
  User: z.string(),
});
/** A row of `GET /brand/{id}/contacts`. */
export type ContactRow = z.infer<typeof contactRowSchema>;

/** A row of `GET /brand/{id}/users` and `/myusers`. */
export const partnerUserSchema = z.object({
  PartnerUserId: guidSchema,
  Name: z.string(),
  UserType: z.string(),
  Partner: z.string(),
});
/** A row of `GET /brand/{id}/users`. */
export type PartnerUser = z.infer<typeof partnerUserSchema>;

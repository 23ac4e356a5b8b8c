import { accessibleShade, escapeHtml, parseColor } from '@door/contract';
import type { DbOrTx } from '#server/db/client';
import type { MailMessage } from './mail';
import { findStorefront, type Storefront } from './storefronts';

/** The look of a storefront in its mails: its title and its header band's colours. */
export type MailBrand = {
  brandPartnerId: string;
  title: string;
  bandColour: string;
  bandTextColour: string;
};

const FALLBACK_BAND = '#1f2a33';
const FALLBACK_TEXT = '#ffffff';

/** A colour as #rrggbb, or the fallback: a stored theme value never reaches the mail's HTML unchecked. */
const hexOf = (value: string, fallback: string): string => {
  const rgb = parseColor(value);
  return rgb ? `#${[rgb.r, rgb.g, rgb.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}` : fallback;
};

/** A storefront's mail look: the header colours of its theme (the text made readable on the band). */
export const mailBrandOf = (storefront: Storefront): MailBrand => {
  const band = hexOf(storefront.Style.BackgroundColor, FALLBACK_BAND);
  return {
    brandPartnerId: storefront.BrandPartnerId,
    title: storefront.Title || storefront.BrandName,
    bandColour: band,
    bandTextColour: hexOf(accessibleShade(hexOf(storefront.Style.HeaderFontColor, FALLBACK_TEXT), band), FALLBACK_TEXT),
  };
};

/**
 * The mail look of a storefront; null when the id is unknown. Its own title, not a language's page title ("… —
 * configurator"): the name a customer knows the shop by, the same in every language.
 */
export const loadMailBrand = async (db: DbOrTx, brandPartnerId: string) => {
  const storefront = await findStorefront(db, brandPartnerId);
  return storefront ? mailBrandOf(storefront) : null;
};

/**
 * A link into the web app of a storefront: the public address, the path and the query, with `bpi` so the page opens
 * in that storefront's look.
 */
export const storefrontLink = (
  publicUrl: string,
  path: string,
  brandPartnerId: string,
  query: Record<string, string> = {},
): string => {
  const url = new URL(path, `${publicUrl.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(query)) {
    url.searchParams.set(key, value);
  }
  url.searchParams.set('bpi', brandPartnerId);
  return url.toString();
};

/**
 * A mail in a storefront's look: the subject names the storefront, the HTML sits under a band in the storefront's
 * header colours with its title and ends with its name; the text ends with its name too.
 */
export const brandMail = <T extends MailMessage>(message: T, brand: MailBrand): T => {
  const title = brand.title.replace(/\s+/g, ' ').trim();
  const subject = message.subject.includes(title) ? message.subject : `${message.subject} – ${title}`;
  const text = message.text.trimEnd().endsWith(title) ? message.text : `${message.text.trimEnd()}\n\n— ${title}`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:0;background:#f3f4f6">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<tr><td align="center" style="padding:16px 8px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff">',
    `<tr><td data-brand-band style="background:${brand.bandColour};color:${brand.bandTextColour};padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(title)}</td></tr>`,
    `<tr><td style="padding:24px;color:#1f2933;font-size:15px;line-height:1.5">${message.html}</td></tr>`,
    `<tr><td style="padding:12px 24px;color:#52606d;font-size:12px;border-top:1px solid #e4e7eb">${escapeHtml(title)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  return { ...message, subject: subject.replace(/\s+/g, ' '), text, html };
};

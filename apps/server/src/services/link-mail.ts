import { escapeHtml } from '@door/contract';
import type { MailMessage } from './mail';

/** The words of a mail whose point is one link (activation, reset, invitation), in one language. */
export type LinkMailTemplate = {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
};

/** A mail with one action link, as text and as HTML (every word escaped). */
export const renderLinkMail = (template: LinkMailTemplate, to: string, name: string, link: string): MailMessage => ({
  to,
  subject: template.subject,
  text: [template.greeting(name), '', template.body, '', `${template.action}: ${link}`, '', template.footer].join('\n'),
  html: [
    `<p>${escapeHtml(template.greeting(name))}</p>`,
    `<p>${escapeHtml(template.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>`,
    `<p style="color:#555">${escapeHtml(template.footer)}</p>`,
  ].join('\n'),
});

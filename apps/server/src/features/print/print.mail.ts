import { escapeHtml } from '@door/contract';
import { documentTitle, type PrintModel } from '#server/render/print/print-model';

const TEXTS = {
  sl: {
    greeting: 'Spoštovani,',
    body: (title: string) => `v priponki vam pošiljamo dokument ${title}.`,
    closing: 'Lep pozdrav,',
  },
  en: {
    greeting: 'Dear customer,',
    body: (title: string) => `please find attached our document ${title}.`,
    closing: 'Kind regards,',
  },
  de: {
    greeting: 'Sehr geehrte Damen und Herren,',
    body: (title: string) => `anbei erhalten Sie unser Dokument ${title}.`,
    closing: 'Mit freundlichen Grüßen',
  },
  fr: {
    greeting: 'Madame, Monsieur,',
    body: (title: string) => `veuillez trouver ci-joint notre document ${title}.`,
    closing: 'Cordialement,',
  },
} as const;

/** The mail of a sent offer in the document's language: subject and body name the document and its number. */
export const printMail = (model: PrintModel, to: string) => {
  const texts = TEXTS[model.language];
  const title = documentTitle(model);
  const sender = model.letterhead.name;
  const lines = [texts.greeting, '', texts.body(title), '', texts.closing, sender];
  return {
    to,
    subject: `${title} – ${sender}`,
    text: lines.join('\n'),
    html: `<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(texts.body(title))}</p><p>${escapeHtml(texts.closing)}<br>${escapeHtml(sender)}</p>`,
  };
};

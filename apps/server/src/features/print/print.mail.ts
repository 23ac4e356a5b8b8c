import { escapeHtml } from '@door/contract';
import { documentTitle, type PrintModel, printDate } from '#server/render/print/print-model';

const TEXTS = {
  sl: {
    greeting: 'Spoštovani,',
    body: (title: string) => `v priponki vam pošiljamo dokument ${title}.`,
    online: (date: string) =>
      `Ponudbo si lahko ogledate, sprejmete ali zavrnete na spletu (povezava velja do ${date}):`,
    closing: 'Lep pozdrav,',
  },
  en: {
    greeting: 'Dear customer,',
    body: (title: string) => `please find attached our document ${title}.`,
    online: (date: string) => `You can view, accept or decline the offer online (the link is valid until ${date}):`,
    closing: 'Kind regards,',
  },
  de: {
    greeting: 'Sehr geehrte Damen und Herren,',
    body: (title: string) => `anbei erhalten Sie unser Dokument ${title}.`,
    online: (date: string) =>
      `Sie können das Angebot online ansehen, annehmen oder ablehnen (der Link gilt bis ${date}):`,
    closing: 'Mit freundlichen Grüßen',
  },
  fr: {
    greeting: 'Madame, Monsieur,',
    body: (title: string) => `veuillez trouver ci-joint notre document ${title}.`,
    online: (date: string) =>
      `Vous pouvez consulter, accepter ou refuser l’offre en ligne (le lien est valable jusqu’au ${date}) :`,
    closing: 'Cordialement,',
  },
} as const;

/**
 * The mail of a sent offer in the document's language: subject and body name the document and its number; an offer
 * sent for acceptance also carries its link online and the date it is valid until.
 */
export const printMail = (model: PrintModel, to: string, link: string | null = null) => {
  const texts = TEXTS[model.language];
  const title = documentTitle(model);
  const sender = model.letterhead.name;
  const online = link && model.validUntil ? texts.online(printDate(model, model.validUntil)) : null;
  const lines = [
    texts.greeting,
    '',
    texts.body(title),
    ...(online && link ? ['', online, link] : []),
    '',
    texts.closing,
    sender,
  ];
  const onlineHtml =
    online && link ? `<p>${escapeHtml(online)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '';
  return {
    to,
    subject: `${title} – ${sender}`,
    text: lines.join('\n'),
    html: `<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(texts.body(title))}</p>${onlineHtml}<p>${escapeHtml(texts.closing)}<br>${escapeHtml(sender)}</p>`,
  };
};

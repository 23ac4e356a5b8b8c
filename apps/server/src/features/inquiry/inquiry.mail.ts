import { escapeHtml, type Language } from '@door/contract';
import type { MailMessage } from '#server/services/mail';

/** One configuration as the mails list it. */
export type MailConfiguration = {
  position: number;
  name: string;
  quantity: number;
  /** Formatted price; null in the customer's mail of an anonymous visitor (prices need a sign-in). */
  price: string | null;
  lines: string[];
  comment: string;
  link: string;
};

/** What both inquiry mails are made of. */
export type InquiryMailData = {
  lang: Language;
  storefrontTitle: string;
  documentNumber: string;
  customerName: string;
  contactLines: string[];
  deliveryLines: string[] | null;
  receiptLines: string[] | null;
  consents: { marketing: boolean; notifications: boolean; personalData: boolean };
  configurations: MailConfiguration[];
  overviewLink: string;
};

type Texts = {
  customerSubject: (d: InquiryMailData) => string;
  partnerSubject: (d: InquiryMailData) => string;
  greeting: (d: InquiryMailData) => string;
  customerIntro: (d: InquiryMailData) => string;
  partnerIntro: (d: InquiryMailData) => string;
  configurations: string;
  quantity: string;
  price: string;
  comment: string;
  open: string;
  contact: string;
  delivery: string;
  receipt: string;
  consents: string;
  marketing: string;
  notifications: string;
  personalData: string;
  yes: string;
  no: string;
  closing: (d: InquiryMailData) => string;
};

const TEXTS: Record<Language, Texts> = {
  sl: {
    customerSubject: (d) => `Vaše povpraševanje ${d.documentNumber} – ${d.storefrontTitle}`,
    partnerSubject: (d) => `Novo povpraševanje ${d.documentNumber} – ${d.customerName}`,
    greeting: (d) => `Pozdravljeni, ${d.customerName}!`,
    customerIntro: (d) =>
      `Hvala za vaše povpraševanje št. ${d.documentNumber}. Prejeli smo ga in se vam bomo kmalu oglasili.`,
    partnerIntro: (d) => `Prejeli ste novo povpraševanje št. ${d.documentNumber} stranke ${d.customerName}.`,
    configurations: 'Konfiguracije',
    quantity: 'Količina',
    price: 'Cena',
    comment: 'Komentar',
    open: 'Odpri pregled',
    contact: 'Kontakt',
    delivery: 'Naslov za dostavo',
    receipt: 'Naslov za račun',
    consents: 'Soglasja',
    marketing: 'Ponudbe in opomniki',
    notifications: 'Obvestila',
    personalData: 'Ankete',
    yes: 'da',
    no: 'ne',
    closing: (d) => `Lep pozdrav,\n${d.storefrontTitle}`,
  },
  en: {
    customerSubject: (d) => `Your inquiry ${d.documentNumber} – ${d.storefrontTitle}`,
    partnerSubject: (d) => `New inquiry ${d.documentNumber} from ${d.customerName}`,
    greeting: (d) => `Hello ${d.customerName},`,
    customerIntro: (d) =>
      `Thank you for your inquiry no. ${d.documentNumber}. We have received it and will get back to you soon.`,
    partnerIntro: (d) => `You have received a new inquiry no. ${d.documentNumber} from ${d.customerName}.`,
    configurations: 'Configurations',
    quantity: 'Quantity',
    price: 'Price',
    comment: 'Comment',
    open: 'Open the overview',
    contact: 'Contact',
    delivery: 'Delivery address',
    receipt: 'Receipt address',
    consents: 'Consents',
    marketing: 'Offers and reminders',
    notifications: 'Notifications',
    personalData: 'Surveys',
    yes: 'yes',
    no: 'no',
    closing: (d) => `Kind regards,\n${d.storefrontTitle}`,
  },
  de: {
    customerSubject: (d) => `Ihre Anfrage ${d.documentNumber} – ${d.storefrontTitle}`,
    partnerSubject: (d) => `Neue Anfrage ${d.documentNumber} von ${d.customerName}`,
    greeting: (d) => `Guten Tag ${d.customerName},`,
    customerIntro: (d) =>
      `vielen Dank für Ihre Anfrage Nr. ${d.documentNumber}. Wir haben sie erhalten und melden uns in Kürze bei Ihnen.`,
    partnerIntro: (d) => `Sie haben eine neue Anfrage Nr. ${d.documentNumber} von ${d.customerName} erhalten.`,
    configurations: 'Konfigurationen',
    quantity: 'Menge',
    price: 'Preis',
    comment: 'Kommentar',
    open: 'Übersicht öffnen',
    contact: 'Kontakt',
    delivery: 'Lieferadresse',
    receipt: 'Rechnungsadresse',
    consents: 'Einwilligungen',
    marketing: 'Angebote und Erinnerungen',
    notifications: 'Benachrichtigungen',
    personalData: 'Umfragen',
    yes: 'ja',
    no: 'nein',
    closing: (d) => `Mit freundlichen Grüßen\n${d.storefrontTitle}`,
  },
  fr: {
    customerSubject: (d) => `Votre demande ${d.documentNumber} – ${d.storefrontTitle}`,
    partnerSubject: (d) => `Nouvelle demande ${d.documentNumber} de ${d.customerName}`,
    greeting: (d) => `Bonjour ${d.customerName},`,
    customerIntro: (d) =>
      `Merci pour votre demande n° ${d.documentNumber}. Nous l’avons bien reçue et reviendrons vers vous rapidement.`,
    partnerIntro: (d) => `Vous avez reçu une nouvelle demande n° ${d.documentNumber} de ${d.customerName}.`,
    configurations: 'Configurations',
    quantity: 'Quantité',
    price: 'Prix',
    comment: 'Commentaire',
    open: 'Ouvrir le récapitulatif',
    contact: 'Contact',
    delivery: 'Adresse de livraison',
    receipt: 'Adresse de facturation',
    consents: 'Consentements',
    marketing: 'Offres et rappels',
    notifications: 'Notifications',
    personalData: 'Enquêtes',
    yes: 'oui',
    no: 'non',
    closing: (d) => `Cordialement,\n${d.storefrontTitle}`,
  },
};

const configurationText = (t: Texts, item: MailConfiguration) =>
  [
    `${item.position}. ${item.name} — ${t.quantity}: ${item.quantity}${item.price ? ` — ${t.price}: ${item.price}` : ''}`,
    ...item.lines.map((line) => `   ${line}`),
    ...(item.comment ? [`   ${t.comment}: ${item.comment}`] : []),
    `   ${t.open}: ${item.link}`,
  ].join('\n');

const configurationHtml = (t: Texts, item: MailConfiguration) =>
  `<li><strong>${escapeHtml(item.name)}</strong> — ${escapeHtml(t.quantity)}: ${item.quantity}${
    item.price ? ` — ${escapeHtml(t.price)}: ${escapeHtml(item.price)}` : ''
  }<ul>${item.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}${
    item.comment ? `<li>${escapeHtml(t.comment)}: ${escapeHtml(item.comment)}</li>` : ''
  }</ul><a href="${escapeHtml(item.link)}">${escapeHtml(t.open)}</a></li>`;

const block = (title: string, lines: string[]) => ({
  text: `${title}:\n${lines.map((line) => `   ${line}`).join('\n')}`,
  html: `<h3>${escapeHtml(title)}</h3><p>${lines.map(escapeHtml).join('<br>')}</p>`,
});

const compose = (
  data: InquiryMailData,
  intro: string,
  includeContact: boolean,
  to: string,
  subject: string,
): MailMessage => {
  const t = TEXTS[data.lang];
  const blocks = includeContact
    ? [
        block(t.contact, data.contactLines),
        ...(data.deliveryLines ? [block(t.delivery, data.deliveryLines)] : []),
        ...(data.receiptLines ? [block(t.receipt, data.receiptLines)] : []),
        block(t.consents, [
          `${t.marketing}: ${data.consents.marketing ? t.yes : t.no}`,
          `${t.notifications}: ${data.consents.notifications ? t.yes : t.no}`,
          `${t.personalData}: ${data.consents.personalData ? t.yes : t.no}`,
        ]),
      ]
    : [];
  const text = [
    t.greeting(data),
    '',
    intro,
    '',
    `${t.configurations}:`,
    ...data.configurations.map((item) => configurationText(t, item)),
    '',
    ...blocks.map((item) => `${item.text}\n`),
    `${t.open}: ${data.overviewLink}`,
    '',
    t.closing(data),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting(data))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<h3>${escapeHtml(t.configurations)}</h3>`,
    `<ol>${data.configurations.map((item) => configurationHtml(t, item)).join('')}</ol>`,
    ...blocks.map((item) => item.html),
    `<p><a href="${escapeHtml(data.overviewLink)}">${escapeHtml(t.open)}</a></p>`,
    `<p>${t.closing(data).split('\n').map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  // Names typed by the visitor end up in the subject: never let a line break reach the header.
  return { to, subject: subject.replace(/\s+/g, ' '), text, html };
};

/** The confirmation to the customer, in the customer's language. */
export const customerInquiryMail = (data: InquiryMailData, to: string): MailMessage => {
  const t = TEXTS[data.lang];
  return compose(data, t.customerIntro(data), false, to, t.customerSubject(data));
};

/** The lead to the brand partner's inquiry address, in the customer's language, with the full contact. */
export const partnerInquiryMail = (data: InquiryMailData, to: string): MailMessage => {
  const t = TEXTS[data.lang];
  return compose(data, t.partnerIntro(data), true, to, t.partnerSubject(data));
};

import { escapeHtml, type Language } from '@door/contract';
import type { MailMessage } from '#server/services/mail';

const LOCALES: Record<Language, string> = { sl: 'sl-SI', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** A time as people of the language write it, in UTC (said so, as the evidence records it). */
const timeIn = (language: Language, at: Date) =>
  `${new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/** A `YYYY-MM-DD` date in the language. */
const dateIn = (language: Language, date: string) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

const TEXTS = {
  sl: {
    hello: 'Spoštovani,',
    acceptedSubject: (title: string) => `Potrdilo: sprejeli ste ponudbo ${title}`,
    acceptedBody: (name: string, title: string, at: string) =>
      `hvala, ${name}. Ponudbo ${title} ste sprejeli ${at}. V priponki je PDF, ki ste ga sprejeli.`,
    hashLine: 'Prstni odtis SHA-256 sprejetega PDF-ja (z njim lahko kadar koli preverite, da je dokument isti):',
    salesAcceptedSubject: (title: string) => `Ponudba ${title} je sprejeta`,
    salesAcceptedBody: (name: string, title: string, at: string, order: string) =>
      `${name} je ${at} na spletu sprejel(a) ponudbo ${title}. Ustvarjeno je naročilo ${order}.`,
    salesDeclinedSubject: (title: string) => `Ponudba ${title} je zavrnjena`,
    salesDeclinedBody: (title: string) => `Kupec je na spletu zavrnil ponudbo ${title}.`,
    salesChangedSubject: (title: string) =>
      `Ponudbe ${title} ni bilo mogoče sprejeti: spremenjena je bila po pošiljanju`,
    salesChangedBody: (title: string) =>
      `Kupec je na spletu želel sprejeti ponudbo ${title}, vendar je bila ponudba po pošiljanju spremenjena, zato je sprejem zavrnjen. Pošljite trenutno različico (Natisni in pošlji); nova povezava jo bo lahko sprejela.`,
    reason: 'Razlog:',
    questionSubject: (title: string) => `Vprašanje o ponudbi ${title}`,
    questionBody: (who: string, title: string) => `${who} sprašuje o ponudbi ${title}:`,
    reminderSubject: (title: string) => `Opomnik: ponudba ${title} kmalu poteče`,
    reminderBody: (title: string, date: string) =>
      `ponudba ${title} velja do ${date}. Ogledate si jo, sprejmete ali zavrnete lahko na spletu:`,
    expiredSubject: (title: string) => `Ponudba ${title} je potekla brez odgovora`,
    expiredBody: (title: string, date: string) => `Ponudba ${title} je veljala do ${date}; kupec ni odgovoril.`,
    closing: 'Lep pozdrav',
  },
  en: {
    hello: 'Dear customer,',
    acceptedSubject: (title: string) => `Confirmation: you accepted ${title}`,
    acceptedBody: (name: string, title: string, at: string) =>
      `thank you, ${name}. You accepted ${title} on ${at}. The PDF you accepted is attached.`,
    hashLine: 'SHA-256 fingerprint of the accepted PDF (it lets you check at any time that the document is the same):',
    salesAcceptedSubject: (title: string) => `${title} has been accepted`,
    salesAcceptedBody: (name: string, title: string, at: string, order: string) =>
      `${name} accepted ${title} online on ${at}. Order ${order} has been created.`,
    salesDeclinedSubject: (title: string) => `${title} has been declined`,
    salesDeclinedBody: (title: string) => `The customer declined ${title} online.`,
    salesChangedSubject: (title: string) => `${title} could not be accepted: it was changed after it was sent`,
    salesChangedBody: (title: string) =>
      `The customer tried to accept ${title} online, but the offer was changed after it was sent, so the acceptance was refused. Send the current version (Print and send); its new link can be accepted.`,
    reason: 'Reason:',
    questionSubject: (title: string) => `Question about ${title}`,
    questionBody: (who: string, title: string) => `${who} asks about ${title}:`,
    reminderSubject: (title: string) => `Reminder: ${title} expires soon`,
    reminderBody: (title: string, date: string) =>
      `${title} is valid until ${date}. You can view, accept or decline it online:`,
    expiredSubject: (title: string) => `${title} expired unanswered`,
    expiredBody: (title: string, date: string) => `${title} was valid until ${date}; the customer did not answer.`,
    closing: 'Kind regards',
  },
  de: {
    hello: 'Sehr geehrte Damen und Herren,',
    acceptedSubject: (title: string) => `Bestätigung: Sie haben ${title} angenommen`,
    acceptedBody: (name: string, title: string, at: string) =>
      `vielen Dank, ${name}. Sie haben ${title} am ${at} angenommen. Das angenommene PDF finden Sie im Anhang.`,
    hashLine:
      'SHA-256-Fingerabdruck des angenommenen PDFs (damit prüfen Sie jederzeit, dass das Dokument dasselbe ist):',
    salesAcceptedSubject: (title: string) => `${title} wurde angenommen`,
    salesAcceptedBody: (name: string, title: string, at: string, order: string) =>
      `${name} hat ${title} am ${at} online angenommen. Die Bestellung ${order} wurde angelegt.`,
    salesDeclinedSubject: (title: string) => `${title} wurde abgelehnt`,
    salesDeclinedBody: (title: string) => `Der Kunde hat ${title} online abgelehnt.`,
    salesChangedSubject: (title: string) => `${title} konnte nicht angenommen werden: nach dem Senden geändert`,
    salesChangedBody: (title: string) =>
      `Der Kunde wollte ${title} online annehmen, doch das Angebot wurde nach dem Senden geändert; die Annahme wurde daher abgelehnt. Senden Sie die aktuelle Fassung (Drucken und senden); ihr neuer Link kann angenommen werden.`,
    reason: 'Grund:',
    questionSubject: (title: string) => `Frage zu ${title}`,
    questionBody: (who: string, title: string) => `${who} fragt zu ${title}:`,
    reminderSubject: (title: string) => `Erinnerung: ${title} läuft bald ab`,
    reminderBody: (title: string, date: string) =>
      `${title} gilt bis ${date}. Sie können es online ansehen, annehmen oder ablehnen:`,
    expiredSubject: (title: string) => `${title} ist unbeantwortet abgelaufen`,
    expiredBody: (title: string, date: string) => `${title} galt bis ${date}; der Kunde hat nicht geantwortet.`,
    closing: 'Mit freundlichen Grüßen',
  },
  fr: {
    hello: 'Madame, Monsieur,',
    acceptedSubject: (title: string) => `Confirmation : vous avez accepté ${title}`,
    acceptedBody: (name: string, title: string, at: string) =>
      `merci, ${name}. Vous avez accepté ${title} le ${at}. Le PDF accepté est joint.`,
    hashLine: 'Empreinte SHA-256 du PDF accepté (elle permet de vérifier à tout moment que le document est le même) :',
    salesAcceptedSubject: (title: string) => `${title} a été acceptée`,
    salesAcceptedBody: (name: string, title: string, at: string, order: string) =>
      `${name} a accepté ${title} en ligne le ${at}. La commande ${order} a été créée.`,
    salesDeclinedSubject: (title: string) => `${title} a été refusée`,
    salesDeclinedBody: (title: string) => `Le client a refusé ${title} en ligne.`,
    salesChangedSubject: (title: string) => `${title} n’a pas pu être acceptée : modifiée après l’envoi`,
    salesChangedBody: (title: string) =>
      `Le client a voulu accepter ${title} en ligne, mais l’offre a été modifiée après l’envoi ; l’acceptation a donc été refusée. Envoyez la version actuelle (Imprimer et envoyer) ; son nouveau lien permettra de l’accepter.`,
    reason: 'Motif :',
    questionSubject: (title: string) => `Question sur ${title}`,
    questionBody: (who: string, title: string) => `${who} pose une question sur ${title} :`,
    reminderSubject: (title: string) => `Rappel : ${title} expire bientôt`,
    reminderBody: (title: string, date: string) =>
      `${title} est valable jusqu’au ${date}. Vous pouvez la consulter, l’accepter ou la refuser en ligne :`,
    expiredSubject: (title: string) => `${title} a expiré sans réponse`,
    expiredBody: (title: string, date: string) =>
      `${title} était valable jusqu’au ${date} ; le client n’a pas répondu.`,
    closing: 'Cordialement',
  },
} as const;

/** A mail of paragraphs (a link paragraph is made a link in the HTML). */
const mail = (to: string, subject: string, paragraphs: string[], link: string | null = null): MailMessage => ({
  to,
  subject,
  text: [...paragraphs, ...(link ? [link] : [])].join('\n\n'),
  html: [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
  ].join('\n'),
});

/** The customer's confirmation of an acceptance: who, when, and the SHA-256 of the accepted PDF. */
export const acceptedCustomerMail = (
  language: Language,
  to: string,
  facts: { title: string; name: string; at: Date; pdfSha256: string; sender: string },
) => {
  const t = TEXTS[language];
  return mail(to, t.acceptedSubject(facts.title), [
    t.hello,
    t.acceptedBody(facts.name, facts.title, timeIn(language, facts.at)),
    `${t.hashLine}\n${facts.pdfSha256}`,
    `${t.closing}\n${facts.sender}`,
  ]);
};

/** The salesperson's notice of an acceptance and the order it made. */
export const acceptedSalesMail = (
  language: Language,
  to: string,
  facts: { title: string; name: string; at: Date; pdfSha256: string; orderNumber: string },
) => {
  const t = TEXTS[language];
  return mail(to, t.salesAcceptedSubject(facts.title), [
    t.salesAcceptedBody(facts.name, facts.title, timeIn(language, facts.at), facts.orderNumber),
    `SHA-256: ${facts.pdfSha256}`,
  ]);
};

/** The salesperson's notice of a decline with its reason. */
export const declinedSalesMail = (language: Language, to: string, facts: { title: string; reason: string }) => {
  const t = TEXTS[language];
  return mail(to, t.salesDeclinedSubject(facts.title), [
    t.salesDeclinedBody(facts.title),
    ...(facts.reason ? [`${t.reason}\n${facts.reason}`] : []),
  ]);
};

/** The salesperson's notice that the customer tried to accept an offer changed after it was sent (refused). */
export const changedSalesMail = (language: Language, to: string, facts: { title: string }) => {
  const t = TEXTS[language];
  return mail(to, t.salesChangedSubject(facts.title), [t.salesChangedBody(facts.title)]);
};

/** The customer's question, to the salesperson. */
export const questionSalesMail = (
  language: Language,
  to: string,
  facts: { title: string; who: string; question: string },
) => {
  const t = TEXTS[language];
  return mail(to, t.questionSubject(facts.title), [t.questionBody(facts.who, facts.title), facts.question]);
};

/** The customer's reminder before the offer expires, with its link. */
export const reminderCustomerMail = (
  language: Language,
  to: string,
  facts: { title: string; validUntil: string; link: string; sender: string },
) => {
  const t = TEXTS[language];
  return mail(
    to,
    t.reminderSubject(facts.title),
    [t.hello, t.reminderBody(facts.title, dateIn(language, facts.validUntil)), `${t.closing}\n${facts.sender}`],
    facts.link,
  );
};

/** The salesperson's notice that an offer expired unanswered. */
export const expiredSalesMail = (language: Language, to: string, facts: { title: string; validUntil: string }) => {
  const t = TEXTS[language];
  return mail(to, t.expiredSubject(facts.title), [t.expiredBody(facts.title, dateIn(language, facts.validUntil))]);
};

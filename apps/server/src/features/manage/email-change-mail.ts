import { escapeHtml, type Language } from '@door/contract';
import { type LinkMailTemplate, renderLinkMail } from '#server/services/link-mail';
import type { MailMessage } from '#server/services/mail';

const CONFIRM: Record<Language, LinkMailTemplate> = {
  sl: {
    subject: 'Potrdite nov e-poštni naslov',
    greeting: (name) => `Pozdravljeni${name ? `, ${name}` : ''}!`,
    body: 'Ta naslov je bil vnesen kot nov e-poštni naslov vašega uporabniškega računa. Velja šele, ko ga potrdite na spodnji povezavi. Povezava velja 48 ur in jo lahko uporabite enkrat.',
    action: 'Potrdi naslov',
    footer: 'Če sprememba ni vaša, to sporočilo prezrite: račun ostane na dosedanjem naslovu.',
  },
  en: {
    subject: 'Confirm your new e-mail address',
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    body: 'This address was entered as the new e-mail address of your account. It takes effect only when you confirm it with the link below. The link is valid for 48 hours and works once.',
    action: 'Confirm address',
    footer: 'If you did not expect this change, ignore this message: the account keeps its current address.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: (name) => `Guten Tag${name ? ` ${name}` : ''},`,
    body: 'Diese Adresse wurde als neue E-Mail-Adresse Ihres Kontos eingetragen. Sie gilt erst, wenn Sie sie über den folgenden Link bestätigen. Er ist 48 Stunden gültig und funktioniert einmal.',
    action: 'Adresse bestätigen',
    footer:
      'Falls Sie diese Änderung nicht erwartet haben, ignorieren Sie diese Nachricht: Das Konto behält seine bisherige Adresse.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    body: 'Cette adresse a été saisie comme nouvelle adresse e-mail de votre compte. Elle ne s’applique qu’une fois confirmée avec le lien ci-dessous. Il est valable 48 heures et ne fonctionne qu’une fois.',
    action: 'Confirmer l’adresse',
    footer: 'Si vous n’attendiez pas ce changement, ignorez ce message : le compte garde son adresse actuelle.',
  },
};

type NoticeTemplate = {
  subject: string;
  greeting: (name: string) => string;
  body: (to: string) => string;
  footer: string;
};

const NOTICE: Record<Language, NoticeTemplate> = {
  sl: {
    subject: 'Sprememba e-poštnega naslova vašega računa',
    greeting: (name) => `Pozdravljeni${name ? `, ${name}` : ''}!`,
    body: (to) =>
      `E-poštni naslov vašega uporabniškega računa naj bi se spremenil v ${to}. Do potrditve z novega naslova račun ostane na tem naslovu; povezave za ponastavitev gesla in vabila, poslane prej, ne veljajo več.`,
    footer: 'Če sprememba ni dogovorjena, se takoj obrnite na svojega skrbnika.',
  },
  en: {
    subject: 'The e-mail address of your account is being changed',
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    body: (to) =>
      `The e-mail address of your account is to change to ${to}. Until the new address confirms it, the account stays on this address; password reset and invitation links sent before no longer work.`,
    footer: 'If you did not agree to this change, contact your administrator at once.',
  },
  de: {
    subject: 'Die E-Mail-Adresse Ihres Kontos wird geändert',
    greeting: (name) => `Guten Tag${name ? ` ${name}` : ''},`,
    body: (to) =>
      `Die E-Mail-Adresse Ihres Kontos soll zu ${to} geändert werden. Bis die neue Adresse dies bestätigt, bleibt das Konto bei dieser Adresse; zuvor gesendete Links zum Zurücksetzen des Passworts und Einladungen gelten nicht mehr.`,
    footer: 'Falls diese Änderung nicht abgesprochen ist, wenden Sie sich sofort an Ihren Administrator.',
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte va changer',
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    body: (to) =>
      `L’adresse e-mail de votre compte doit passer à ${to}. Tant que la nouvelle adresse ne l’a pas confirmé, le compte reste sur cette adresse ; les liens de réinitialisation du mot de passe et d’invitation envoyés auparavant ne fonctionnent plus.`,
    footer: 'Si ce changement n’a pas été convenu, contactez immédiatement votre administrateur.',
  },
};

/** The mail to the new address of an e-mail change: a link that confirms it (48 hours, once). */
export const emailConfirmMail = (lang: Language, to: string, name: string, link: string): MailMessage =>
  renderLinkMail(CONFIRM[lang], to, name, link);

/** The notice to the old address of an e-mail change: which address it goes to, and that it stays until confirmed. */
export const emailNoticeMail = (lang: Language, to: string, name: string, newEmail: string): MailMessage => {
  const words = NOTICE[lang];
  return {
    to,
    subject: words.subject,
    text: [words.greeting(name), '', words.body(newEmail), '', words.footer].join('\n'),
    html: [
      `<p>${escapeHtml(words.greeting(name))}</p>`,
      `<p>${escapeHtml(words.body(newEmail))}</p>`,
      `<p style="color:#555">${escapeHtml(words.footer)}</p>`,
    ].join('\n'),
  };
};

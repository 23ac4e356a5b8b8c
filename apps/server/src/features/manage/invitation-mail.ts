import type { Language } from '@door/contract';
import { type LinkMailTemplate, renderLinkMail } from '#server/services/link-mail';

const INVITATION: Record<Language, LinkMailTemplate> = {
  sl: {
    subject: 'Vabilo v prodajni portal',
    greeting: (name) => `Pozdravljeni${name ? `, ${name}` : ''}!`,
    body: 'Za vas je bil ustvarjen uporabniški račun. Geslo si nastavite na spodnji povezavi. Povezava velja 7 dni in jo lahko uporabite enkrat.',
    action: 'Nastavi geslo',
    footer: 'Če vabila niste pričakovali, to sporočilo prezrite.',
  },
  en: {
    subject: 'Your invitation to the sales portal',
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    body: 'An account has been created for you. Set your password with the link below. The link is valid for 7 days and works once.',
    action: 'Set password',
    footer: 'If you did not expect this invitation, please ignore this message.',
  },
  de: {
    subject: 'Ihre Einladung in das Verkaufsportal',
    greeting: (name) => `Guten Tag${name ? ` ${name}` : ''},`,
    body: 'Für Sie wurde ein Konto angelegt. Legen Sie Ihr Passwort über den folgenden Link fest. Er ist 7 Tage gültig und funktioniert einmal.',
    action: 'Passwort festlegen',
    footer: 'Falls Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht bitte.',
  },
  fr: {
    subject: 'Votre invitation au portail de vente',
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    body: 'Un compte a été créé pour vous. Définissez votre mot de passe avec le lien ci-dessous. Il est valable 7 jours et ne fonctionne qu’une fois.',
    action: 'Définir le mot de passe',
    footer: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
  },
};

/** The invitation of a staff user created by management: a link to set a first password (7 days, once). */
export const invitationMail = (lang: Language, to: string, name: string, link: string) =>
  renderLinkMail(INVITATION[lang], to, name, link);

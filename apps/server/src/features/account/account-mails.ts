import type { Language } from '@door/contract';
import { renderLinkMail as render, type LinkMailTemplate as Template } from '#server/services/link-mail';

const ACTIVATION: Record<Language, Template> = {
  sl: {
    subject: 'Aktivirajte svoj račun',
    greeting: (name) => `Pozdravljeni${name ? `, ${name}` : ''}!`,
    body: 'Hvala za registracijo. Račun aktivirate s klikom na spodnjo povezavo. Povezava velja 48 ur in jo lahko uporabite enkrat.',
    action: 'Aktiviraj račun',
    footer: 'Če se niste registrirali vi, to sporočilo prezrite.',
  },
  en: {
    subject: 'Activate your account',
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    body: 'Thank you for registering. Activate your account with the link below. The link is valid for 48 hours and works once.',
    action: 'Activate account',
    footer: 'If you did not register, please ignore this message.',
  },
  de: {
    subject: 'Aktivieren Sie Ihr Konto',
    greeting: (name) => `Guten Tag${name ? ` ${name}` : ''},`,
    body: 'Vielen Dank für Ihre Registrierung. Aktivieren Sie Ihr Konto über den folgenden Link. Er ist 48 Stunden gültig und funktioniert einmal.',
    action: 'Konto aktivieren',
    footer: 'Falls Sie sich nicht registriert haben, ignorieren Sie diese Nachricht bitte.',
  },
  fr: {
    subject: 'Activez votre compte',
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    body: 'Merci pour votre inscription. Activez votre compte avec le lien ci-dessous. Il est valable 48 heures et ne fonctionne qu’une fois.',
    action: 'Activer le compte',
    footer: 'Si vous ne vous êtes pas inscrit, ignorez ce message.',
  },
};

const EXISTING_ACCOUNT: Record<Language, Template> = {
  sl: {
    subject: 'Račun s tem e-poštnim naslovom že obstaja',
    greeting: (name) => `Pozdravljeni${name ? `, ${name}` : ''}!`,
    body: 'Nekdo se je želel registrirati s tem e-poštnim naslovom, vendar račun že imate. Prijavite se, ali pa si geslo ponastavite na spodnji povezavi.',
    action: 'Ponastavi geslo',
    footer: 'Če se niste želeli registrirati vi, to sporočilo prezrite; vaš račun ostaja nespremenjen.',
  },
  en: {
    subject: 'You already have an account',
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    body: 'Someone tried to register with this e-mail address, but you already have an account. Sign in, or reset your password with the link below.',
    action: 'Reset password',
    footer: 'If it was not you, please ignore this message; your account is unchanged.',
  },
  de: {
    subject: 'Sie haben bereits ein Konto',
    greeting: (name) => `Guten Tag${name ? ` ${name}` : ''},`,
    body: 'Jemand wollte sich mit dieser E-Mail-Adresse registrieren, aber Sie haben bereits ein Konto. Melden Sie sich an oder setzen Sie Ihr Passwort über den folgenden Link zurück.',
    action: 'Passwort zurücksetzen',
    footer: 'Falls Sie das nicht waren, ignorieren Sie diese Nachricht bitte; Ihr Konto bleibt unverändert.',
  },
  fr: {
    subject: 'Vous avez déjà un compte',
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    body: 'Quelqu’un a voulu s’inscrire avec cette adresse e-mail, mais vous avez déjà un compte. Connectez-vous ou réinitialisez votre mot de passe avec le lien ci-dessous.',
    action: 'Réinitialiser le mot de passe',
    footer: 'Si ce n’était pas vous, ignorez ce message ; votre compte reste inchangé.',
  },
};

const RESET: Record<Language, Template> = {
  sl: {
    subject: 'Ponastavitev gesla',
    greeting: (name) => `Pozdravljeni${name ? `, ${name}` : ''}!`,
    body: 'Prejeli smo zahtevo za ponastavitev vašega gesla. Novo geslo nastavite na spodnji povezavi. Povezava velja 1 uro in jo lahko uporabite enkrat.',
    action: 'Nastavi novo geslo',
    footer: 'Če ponastavitve niste zahtevali vi, to sporočilo prezrite; vaše geslo ostaja nespremenjeno.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    body: 'We received a request to reset your password. Set a new password with the link below. The link is valid for 1 hour and works once.',
    action: 'Set a new password',
    footer: 'If you did not ask for this, please ignore this message; your password is unchanged.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: (name) => `Guten Tag${name ? ` ${name}` : ''},`,
    body: 'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Legen Sie über den folgenden Link ein neues Passwort fest. Der Link ist 1 Stunde gültig und funktioniert einmal.',
    action: 'Neues Passwort festlegen',
    footer:
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht bitte; Ihr Passwort bleibt unverändert.',
  },
  fr: {
    subject: 'Réinitialisation de votre mot de passe',
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Définissez un nouveau mot de passe avec le lien ci-dessous. Le lien est valable 1 heure et ne fonctionne qu’une fois.',
    action: 'Définir un nouveau mot de passe',
    footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message ; votre mot de passe reste inchangé.',
  },
};

/** The mail with the one-time activation link of a new registration. */
export const activationMail = (lang: Language, to: string, name: string, link: string) =>
  render(ACTIVATION[lang], to, name, link);

/** The mail sent instead of an activation when someone registers an e-mail that already has an account. */
export const existingAccountMail = (lang: Language, to: string, name: string, resetLink: string) =>
  render(EXISTING_ACCOUNT[lang], to, name, resetLink);

/** The mail with the one-time password reset link. */
export const resetMail = (lang: Language, to: string, name: string, link: string) =>
  render(RESET[lang], to, name, link);

import { defineErrors } from '#server/core/app-error';

/** Messages of the account feature (registration, activation, password reset, profile and addresses). */
export const ACCOUNT_MESSAGES = defineErrors({
  missingFields: {
    status: 400,
    sl: 'Prosimo, izpolnite vsa obvezna polja.',
    en: 'Please enter all required fields.',
    de: 'Bitte füllen Sie alle Pflichtfelder aus.',
    fr: 'Veuillez remplir tous les champs obligatoires.',
  },
  equalPasswords: {
    status: 400,
    sl: 'Prosimo, vnesite enaki gesli',
    en: 'Please enter equal passwords',
    de: 'Bitte geben Sie zweimal dasselbe Passwort ein',
    fr: 'Veuillez saisir deux mots de passe identiques',
  },
  registrationFailed: {
    status: 400,
    sl: 'Registracija ni uspela',
    en: 'Registration failed',
    de: 'Registrierung fehlgeschlagen',
    fr: 'L’inscription a échoué',
  },
  missingToken: {
    status: 400,
    sl: 'Neveljavna aktivacija. Prosimo, registrirajte se znova.',
    en: 'Invalid activation. Please sign up again.',
    de: 'Ungültige Aktivierung. Bitte registrieren Sie sich erneut.',
    fr: 'Activation non valide. Veuillez vous réinscrire.',
  },
  resetTokenInvalid: {
    status: 400,
    sl: 'Povezava za ponastavitev gesla je neveljavna ali je potekla. Zahtevajte novo.',
    en: 'The password reset link is invalid or has expired. Please request a new one.',
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    fr: 'Le lien de réinitialisation du mot de passe n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  },
  invalidEmail: {
    status: 400,
    sl: 'Vnesite veljaven e-poštni naslov.',
    en: 'Enter a valid e-mail address.',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    fr: 'Saisissez une adresse e-mail valide.',
  },
  unknownCountry: {
    status: 400,
    sl: 'Izbrana država ne obstaja.',
    en: 'The selected country does not exist.',
    de: 'Das gewählte Land existiert nicht.',
    fr: 'Le pays sélectionné n’existe pas.',
  },
  passwordTooShort: {
    status: 400,
    sl: 'Geslo mora imeti vsaj {min} znakov.',
    en: 'The password must have at least {min} characters.',
    de: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
    fr: 'Le mot de passe doit comporter au moins {min} caractères.',
  },
  passwordTooLong: {
    status: 400,
    sl: 'Geslo ima lahko največ {max} znakov.',
    en: 'The password may have at most {max} characters.',
    de: 'Das Passwort darf höchstens {max} Zeichen lang sein.',
    fr: 'Le mot de passe peut comporter au plus {max} caractères.',
  },
  passwordContainsEmail: {
    status: 400,
    sl: 'Geslo ne sme vsebovati vašega e-poštnega naslova.',
    en: 'The password must not contain your e-mail address.',
    de: 'Das Passwort darf Ihre E-Mail-Adresse nicht enthalten.',
    fr: 'Le mot de passe ne doit pas contenir votre adresse e-mail.',
  },
  passwordCommon: {
    status: 400,
    sl: 'To geslo je preveč pogosto in ga je lahko uganiti. Izberite drugo.',
    en: 'This password is too common and easy to guess. Please choose another one.',
    de: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    fr: 'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
  },
});

import type { LocalizedText } from '@door/contract';
import { defineErrors } from '#server/core/app-error';

/** The column headings of the audit log's CSV export, in the caller's language. */
export const AUDIT_CSV_HEADINGS = {
  time: { sl: 'Čas', en: 'Time', de: 'Zeit', fr: 'Heure' },
  actor: { sl: 'Kdo', en: 'Who', de: 'Wer', fr: 'Qui' },
  action: { sl: 'Dejanje', en: 'Action', de: 'Aktion', fr: 'Action' },
  entityType: { sl: 'Vrsta', en: 'Kind', de: 'Art', fr: 'Type' },
  entityId: { sl: 'ID', en: 'ID', de: 'ID', fr: 'ID' },
  entityName: { sl: 'Naziv', en: 'Name', de: 'Name', fr: 'Nom' },
  before: { sl: 'Prej', en: 'Before', de: 'Vorher', fr: 'Avant' },
  after: { sl: 'Potem', en: 'After', de: 'Nachher', fr: 'Après' },
} satisfies Record<string, LocalizedText>;

/** The file name of the export (the date is added). */
export const AUDIT_CSV_NAME: LocalizedText = {
  sl: 'revizijska-sled',
  en: 'audit-log',
  de: 'pruefprotokoll',
  fr: 'journal-audit',
};

/** The refusals of the management writes (each names the field where there is one). */
export const MANAGE_MESSAGES = defineErrors({
  notFound: {
    status: 404,
    sl: 'Zapisa ni mogoče najti.',
    en: 'The record was not found.',
    de: 'Der Datensatz wurde nicht gefunden.',
    fr: 'L’enregistrement est introuvable.',
  },
  staleVersion: {
    status: 409,
    sl: 'Zapis je medtem spremenil nekdo drug. Naložite ga znova in ponovite spremembo.',
    en: 'Someone else changed this record in the meantime. Reload it and make your change again.',
    de: 'Jemand anderes hat diesen Datensatz inzwischen geändert. Laden Sie ihn neu und ändern Sie ihn erneut.',
    fr: 'Quelqu’un d’autre a modifié cet enregistrement entre-temps. Rechargez-le et refaites votre modification.',
  },
  emailTaken: {
    status: 409,
    sl: 'Uporabnik s tem e-poštnim naslovom že obstaja.',
    en: 'A user with this e-mail address already exists.',
    de: 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
    fr: 'Un utilisateur avec cette adresse e-mail existe déjà.',
  },
  parentCycle: {
    status: 400,
    sl: 'Partner ne more biti nadrejen samemu sebi (niti posredno).',
    en: 'A partner cannot be its own parent, directly or through others.',
    de: 'Ein Partner kann nicht (auch nicht über andere) sein eigener übergeordneter Partner sein.',
    fr: 'Un partenaire ne peut pas être son propre parent, directement ou par d’autres.',
  },
  parentRequired: {
    status: 400,
    sl: 'Izberite nadrejenega partnerja: partnerje na vrhu mreže dodajajo le skrbniki proizvajalca (OEM).',
    en: 'Choose the parent partner: only the manufacturer’s OEM admins add partners at the top of the network.',
    de: 'Wählen Sie den übergeordneten Partner: Partner an der Spitze des Netzes legen nur die OEM-Administratoren des Herstellers an.',
    fr: 'Choisissez le partenaire parent : seuls les administrateurs OEM du fabricant ajoutent des partenaires au sommet du réseau.',
  },
  parentOutsideReach: {
    status: 403,
    sl: 'Nadrejeni partner mora biti eden od partnerjev, ki jih upravljate.',
    en: 'The parent partner must be one of the partners you manage.',
    de: 'Der übergeordnete Partner muss einer der Partner sein, die Sie verwalten.',
    fr: 'Le partenaire parent doit être l’un des partenaires que vous gérez.',
  },
  unknownPartner: {
    status: 400,
    sl: 'Izbrani partner ne obstaja ali ni aktiven.',
    en: 'The chosen partner does not exist or is not active.',
    de: 'Der gewählte Partner existiert nicht oder ist nicht aktiv.',
    fr: 'Le partenaire choisi n’existe pas ou n’est pas actif.',
  },
  unknownBrandPartner: {
    status: 400,
    sl: 'Izbrana prodajna stran ne obstaja.',
    en: 'A chosen storefront does not exist.',
    de: 'Ein gewählter Shop existiert nicht.',
    fr: 'Une vitrine choisie n’existe pas.',
  },
  defaultNotGranted: {
    status: 400,
    sl: 'Privzeta prodajna stran mora biti med dodeljenimi.',
    en: 'The default storefront must be one of the granted ones.',
    de: 'Der Standard-Shop muss einer der zugewiesenen sein.',
    fr: 'La vitrine par défaut doit faire partie des vitrines accordées.',
  },
  invalidRedirect: {
    status: 400,
    sl: 'Preusmeritev je mogoča le na drugo aktivno prodajno stran iste blagovne znamke.',
    en: 'A storefront can only redirect to another active storefront of the same brand.',
    de: 'Ein Shop kann nur auf einen anderen aktiven Shop derselben Marke weiterleiten.',
    fr: 'Une vitrine ne peut rediriger que vers une autre vitrine active de la même marque.',
  },
  invalidLogo: {
    status: 400,
    sl: 'Logotip mora biti slika PNG, JPEG ali SVG velikosti največ 200 KB.',
    en: 'The logo must be a PNG, JPEG or SVG image of at most 200 KB.',
    de: 'Das Logo muss ein PNG-, JPEG- oder SVG-Bild von höchstens 200 KB sein.',
    fr: 'Le logo doit être une image PNG, JPEG ou SVG d’au plus 200 Ko.',
  },
  logoDoctype: {
    status: 400,
    sl: 'Logotip SVG ne sme vsebovati deklaracije DOCTYPE ali entitet.',
    en: 'An SVG logo must not contain a DOCTYPE or entity declarations.',
    de: 'Ein SVG-Logo darf keine DOCTYPE- oder Entitätsdeklaration enthalten.',
    fr: 'Un logo SVG ne doit contenir ni DOCTYPE ni déclaration d’entité.',
  },
  logoTooComplex: {
    status: 400,
    sl: 'Logotip SVG je preveč zapleten: največ 48 ravni gnezdenja in 20.000 elementov.',
    en: 'The SVG logo is too complex: at most 48 levels of nesting and 20,000 elements.',
    de: 'Das SVG-Logo ist zu komplex: höchstens 48 Verschachtelungsebenen und 20.000 Elemente.',
    fr: 'Le logo SVG est trop complexe : 48 niveaux d’imbrication et 20 000 éléments au plus.',
  },
  unknownContact: {
    status: 400,
    sl: 'Kontaktna oseba ne pripada temu partnerju.',
    en: 'A contact person does not belong to this partner.',
    de: 'Eine Ansprechperson gehört nicht zu diesem Partner.',
    fr: 'Une personne de contact n’appartient pas à ce partenaire.',
  },
  unknownTerm: {
    status: 400,
    sl: 'Plačilni ali dobavni pogoj ne pripada tej prodajni strani.',
    en: 'A payment or delivery term does not belong to this storefront.',
    de: 'Eine Zahlungs- oder Lieferbedingung gehört nicht zu diesem Shop.',
    fr: 'Une condition de paiement ou de livraison n’appartient pas à cette vitrine.',
  },
  unknownBrand: {
    status: 400,
    sl: 'Blagovna znamka ne obstaja.',
    en: 'The brand does not exist.',
    de: 'Die Marke existiert nicht.',
    fr: 'La marque n’existe pas.',
  },
  ownAccount: {
    status: 403,
    sl: 'Polja {field} na svojem računu ne morete spremeniti (aktivnost, vloga, pravice, partner in prodajne strani).',
    en: 'You cannot change {field} of your own account (active state, role, rights, partner and storefronts).',
    de: 'Das Feld {field} Ihres eigenen Kontos können Sie nicht ändern (Aktiv, Rolle, Rechte, Partner und Shops).',
    fr: 'Vous ne pouvez pas modifier le champ {field} de votre propre compte (activité, rôle, droits, partenaire et vitrines).',
  },
  ownPartnerParent: {
    status: 403,
    sl: 'Nadrejenega partnerja svojega podjetja ne morete spremeniti.',
    en: 'You cannot change the parent of your own company.',
    de: 'Sie können den übergeordneten Partner Ihres eigenen Unternehmens nicht ändern.',
    fr: 'Vous ne pouvez pas changer le parent de votre propre entreprise.',
  },
  invitationAccepted: {
    status: 409,
    sl: 'Uporabnik je vabilo že sprejel in si nastavil geslo.',
    en: 'The user has already accepted the invitation and set a password.',
    de: 'Der Benutzer hat die Einladung bereits angenommen und ein Passwort festgelegt.',
    fr: 'L’utilisateur a déjà accepté l’invitation et défini un mot de passe.',
  },
  invitationLimit: {
    status: 429,
    sl: 'Vabilo je bilo poslano prevečkrat. Poskusite znova čez eno uro.',
    en: 'The invitation was sent too often. Try again in an hour.',
    de: 'Die Einladung wurde zu oft gesendet. Versuchen Sie es in einer Stunde erneut.',
    fr: 'L’invitation a été envoyée trop souvent. Réessayez dans une heure.',
  },
  inactiveUser: {
    status: 409,
    sl: 'Neaktivnemu uporabniku vabila ni mogoče poslati.',
    en: 'An inactive user cannot be invited.',
    de: 'Ein inaktiver Benutzer kann nicht eingeladen werden.',
    fr: 'Un utilisateur inactif ne peut pas être invité.',
  },
});

import { defineErrors } from '#server/core/app-error';
import type { AddressRefusal } from '#server/services/webhook-address';

/** The refusals of the integrations page (each names its field as `detail` where there is one). */
export const INTEGRATION_MESSAGES = defineErrors({
  notFound: {
    status: 404,
    sl: 'Ključa ali spletnega kljuka ni mogoče najti.',
    en: 'The key or webhook was not found.',
    de: 'Der Schlüssel oder Webhook wurde nicht gefunden.',
    fr: 'La clé ou le webhook est introuvable.',
  },
  eventNotAllowed: {
    status: 403,
    sl: 'Na ta dogodek se lahko naročijo le skrbniki proizvajalca (OEM).',
    en: 'Only the manufacturer’s OEM admins may subscribe to this event.',
    de: 'Nur die OEM-Administratoren des Herstellers dürfen dieses Ereignis abonnieren.',
    fr: 'Seuls les administrateurs OEM du fabricant peuvent s’abonner à cet événement.',
  },
  urlInvalid: {
    status: 400,
    sl: 'Naslov ni veljaven URL.',
    en: 'The address is not a valid URL.',
    de: 'Die Adresse ist keine gültige URL.',
    fr: 'L’adresse n’est pas une URL valide.',
  },
  urlNotHttps: {
    status: 400,
    sl: 'Naslov spletnega kljuka mora biti HTTPS.',
    en: 'A webhook address must use HTTPS.',
    de: 'Eine Webhook-Adresse muss HTTPS verwenden.',
    fr: 'L’adresse d’un webhook doit utiliser HTTPS.',
  },
  urlCredentials: {
    status: 400,
    sl: 'Naslov ne sme vsebovati uporabniškega imena ali gesla.',
    en: 'The address must not contain a user name or password.',
    de: 'Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
    fr: 'L’adresse ne doit contenir ni nom d’utilisateur ni mot de passe.',
  },
  urlUnresolvable: {
    status: 400,
    sl: 'Imena strežnika v naslovu ni mogoče razrešiti.',
    en: 'The host name of the address cannot be resolved.',
    de: 'Der Hostname der Adresse lässt sich nicht auflösen.',
    fr: 'Le nom d’hôte de l’adresse ne peut pas être résolu.',
  },
  urlForbidden: {
    status: 400,
    sl: 'Naslov vodi na zaprt, zasebni ali lokalni naslov IP; dovoljeni so le javni naslovi.',
    en: 'The address leads to a loopback, private or link-local IP address; only public addresses are allowed.',
    de: 'Die Adresse führt zu einer Loopback-, privaten oder link-lokalen IP-Adresse; nur öffentliche Adressen sind erlaubt.',
    fr: 'L’adresse mène à une adresse IP de bouclage, privée ou lien-local ; seules les adresses publiques sont autorisées.',
  },
  deliveryPending: {
    status: 409,
    sl: 'Dostava še čaka na poskus; ponovno jo lahko pošljete, ko se konča.',
    en: 'The delivery is still waiting for an attempt; it can be sent again once it has ended.',
    de: 'Die Zustellung wartet noch auf einen Versuch; sie kann erneut gesendet werden, wenn sie beendet ist.',
    fr: 'La livraison attend encore une tentative ; elle pourra être renvoyée une fois terminée.',
  },
  endpointDisabled: {
    status: 409,
    sl: 'Spletni kljuk je izklopljen.',
    en: 'The webhook is disabled.',
    de: 'Der Webhook ist deaktiviert.',
    fr: 'Le webhook est désactivé.',
  },
});

/** The message of each reason an address is refused. */
export const ADDRESS_REFUSALS: Record<
  AddressRefusal,
  (typeof INTEGRATION_MESSAGES)[keyof typeof INTEGRATION_MESSAGES]
> = {
  invalid: INTEGRATION_MESSAGES.urlInvalid,
  notHttps: INTEGRATION_MESSAGES.urlNotHttps,
  credentials: INTEGRATION_MESSAGES.urlCredentials,
  unresolvable: INTEGRATION_MESSAGES.urlUnresolvable,
  forbiddenAddress: INTEGRATION_MESSAGES.urlForbidden,
};

/** Languages the cookie page is written in (more than the interface languages). */
export const COOKIE_PAGE_LANGUAGES = ['sl', 'en', 'it', 'de', 'fr', 'hr'] as const;
/** A language of the cookie page. */
export type CookiePageLanguage = (typeof COOKIE_PAGE_LANGUAGES)[number];

/** The text of the cookie page in one language. */
export type CookiePageContent = {
  languageName: string;
  title: string;
  intro: string;
  columns: { name: string; purpose: string; duration: string };
  affinity: string;
  affinitySameSite: string;
  viewed: string;
  session: string;
  days: string;
  outro: string;
};

/** Shown for a language the cookie page is not written in. */
export const LANGUAGE_NOT_SUPPORTED = 'Language not supported';

/** True when the cookie page is written in the language. */
export const isCookiePageLanguage = (value: string): value is CookiePageLanguage =>
  (COOKIE_PAGE_LANGUAGES as readonly string[]).includes(value);

/** The cookie page in sl, en, it, de, fr and hr: two hosting session-affinity cookies and the notice cookie. */
export const COOKIE_PAGE: Record<CookiePageLanguage, CookiePageContent> = {
  sl: {
    languageName: 'Slovenščina',
    title: 'Piškotki',
    intro:
      'Ta spletna stran uporablja le piškotke, ki so nujni za njeno delovanje. Ne uporabljamo piškotkov za oglaševanje ali sledenje.',
    columns: { name: 'Piškotek', purpose: 'Namen', duration: 'Trajanje' },
    affinity: 'Piškotek gostovanja, ki vaše zahteve usmerja na isti strežnik, da seja ostane neprekinjena.',
    affinitySameSite: 'Enak piškotek gostovanja za brskalnike, ki zahtevajo nastavitev SameSite.',
    viewed: 'Zapomni si, da ste obvestilo o piškotkih že videli in sprejeli.',
    session: 'Do zaprtja brskalnika',
    days: '365 dni',
    outro: 'Piškotke lahko kadar koli izbrišete v nastavitvah brskalnika; obvestilo se bo nato znova prikazalo.',
  },
  en: {
    languageName: 'English',
    title: 'Cookies',
    intro: 'This website uses only the cookies it needs to work. We use no advertising or tracking cookies.',
    columns: { name: 'Cookie', purpose: 'Purpose', duration: 'Duration' },
    affinity: 'Hosting cookie that routes your requests to the same server so your session stays uninterrupted.',
    affinitySameSite: 'The same hosting cookie for browsers that require the SameSite setting.',
    viewed: 'Remembers that you have seen and accepted the cookie notice.',
    session: 'Until the browser is closed',
    days: '365 days',
    outro: 'You can delete cookies at any time in your browser settings; the notice will then be shown again.',
  },
  it: {
    languageName: 'Italiano',
    title: 'Cookie',
    intro:
      'Questo sito utilizza solo i cookie necessari al suo funzionamento. Non utilizziamo cookie pubblicitari o di tracciamento.',
    columns: { name: 'Cookie', purpose: 'Finalità', duration: 'Durata' },
    affinity: 'Cookie di hosting che indirizza le richieste allo stesso server, così la sessione resta ininterrotta.',
    affinitySameSite: 'Lo stesso cookie di hosting per i browser che richiedono l’impostazione SameSite.',
    viewed: 'Ricorda che avete visto e accettato l’avviso sui cookie.',
    session: 'Fino alla chiusura del browser',
    days: '365 giorni',
    outro:
      'Potete eliminare i cookie in qualsiasi momento nelle impostazioni del browser; l’avviso verrà quindi mostrato di nuovo.',
  },
  de: {
    languageName: 'Deutsch',
    title: 'Cookies',
    intro:
      'Diese Website verwendet nur Cookies, die für ihren Betrieb notwendig sind. Wir setzen keine Werbe- oder Tracking-Cookies ein.',
    columns: { name: 'Cookie', purpose: 'Zweck', duration: 'Dauer' },
    affinity:
      'Hosting-Cookie, das Ihre Anfragen an denselben Server leitet, damit Ihre Sitzung nicht unterbrochen wird.',
    affinitySameSite: 'Dasselbe Hosting-Cookie für Browser, die die SameSite-Einstellung verlangen.',
    viewed: 'Merkt sich, dass Sie den Cookie-Hinweis gesehen und akzeptiert haben.',
    session: 'Bis zum Schließen des Browsers',
    days: '365 Tage',
    outro:
      'Sie können Cookies jederzeit in den Einstellungen Ihres Browsers löschen; der Hinweis wird dann erneut angezeigt.',
  },
  fr: {
    languageName: 'Français',
    title: 'Cookies',
    intro:
      'Ce site n’utilise que les cookies nécessaires à son fonctionnement. Nous n’utilisons aucun cookie publicitaire ou de suivi.',
    columns: { name: 'Cookie', purpose: 'Finalité', duration: 'Durée' },
    affinity:
      'Cookie d’hébergement qui dirige vos requêtes vers le même serveur afin que votre session ne soit pas interrompue.',
    affinitySameSite: 'Le même cookie d’hébergement pour les navigateurs qui exigent le paramètre SameSite.',
    viewed: 'Retient que vous avez vu et accepté l’avis sur les cookies.',
    session: 'Jusqu’à la fermeture du navigateur',
    days: '365 jours',
    outro:
      'Vous pouvez supprimer les cookies à tout moment dans les paramètres de votre navigateur ; l’avis s’affichera alors de nouveau.',
  },
  hr: {
    languageName: 'Hrvatski',
    title: 'Kolačići',
    intro:
      'Ova web-stranica koristi samo kolačiće nužne za njezin rad. Ne koristimo kolačiće za oglašavanje ili praćenje.',
    columns: { name: 'Kolačić', purpose: 'Svrha', duration: 'Trajanje' },
    affinity: 'Kolačić hostinga koji vaše zahtjeve usmjerava na isti poslužitelj kako bi sesija ostala neprekinuta.',
    affinitySameSite: 'Isti kolačić hostinga za preglednike koji zahtijevaju postavku SameSite.',
    viewed: 'Pamti da ste vidjeli i prihvatili obavijest o kolačićima.',
    session: 'Do zatvaranja preglednika',
    days: '365 dana',
    outro:
      'Kolačiće možete u bilo kojem trenutku izbrisati u postavkama preglednika; obavijest će se tada ponovno prikazati.',
  },
};

/** The cookies the page lists, with the content key of their purpose and whether they last only the session. */
export const LISTED_COOKIES = [
  { name: 'ARRAffinity', purpose: 'affinity', session: true },
  { name: 'ARRAffinitySameSite', purpose: 'affinitySameSite', session: true },
  { name: 'cookie_viewed', purpose: 'viewed', session: false },
] as const;

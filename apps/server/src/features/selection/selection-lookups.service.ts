import { type Country, type DocumentTypeOption, LANGUAGES, type Language, type LanguageItem } from '@door/contract';
import countryNames from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import sl from 'i18n-iso-countries/langs/sl.json' with { type: 'json' };
import { LRUCache } from 'lru-cache';
import type { Caller } from '#server/core/caller';
import { requireBrandPartner } from '#server/policies/access-guard';
import type { SelectionLookupsRepository } from './selection-lookups.repository';

for (const locale of [sl, en, de, fr]) {
  countryNames.registerLocale(locale);
}

/** The channel of the notice "the countries changed" (a trigger on `countries`, migration 0024). */
export const REFERENCE_CHANNEL = 'reference_changed';

/** Lookups of the selection area: countries, languages and document types. */
export const createSelectionLookupsService = ({ repository }: { repository: SelectionLookupsRepository }) => {
  // One list per interface language, forgotten in every process when the countries change (REFERENCE_CHANNEL); the
  // daily re-read is only a safety net.
  const countryCache = new LRUCache<Language, Country[]>({ max: LANGUAGES.length, ttl: 24 * 60 * 60_000 });
  return {
    /** Forgets the country lists (the countries changed). */
    forgetCountries: () => countryCache.clear(),
    /** ISO countries with names in the caller's language, sorted by that name. */
    async listCountries(lang: Language): Promise<Country[]> {
      const cached = countryCache.get(lang);
      if (cached) {
        return cached;
      }
      const collator = new Intl.Collator(lang);
      const list = (await repository.listCountries())
        .map((row) => ({ CountryId: row.id, Code: row.code, Name: countryNames.getName(row.code, lang) ?? row.code }))
        .sort((a, b) => collator.compare(a.Name, b.Name));
      countryCache.set(lang, list);
      return list;
    },

    /** Languages documents can be printed in. */
    async listLanguages(): Promise<LanguageItem[]> {
      return (await repository.listLanguages()).map((row) => ({
        LanguageId: row.id,
        Name: row.name,
        Code: row.code,
        IsDefault: row.isDefault,
      }));
    },

    /** Document types an editor may choose when copying or sending to a supplier. */
    async listDocumentTypes(caller: Caller, brandPartnerId: string, lang: Language): Promise<DocumentTypeOption[]> {
      requireBrandPartner(caller, brandPartnerId);
      return (await repository.listSelectableDocumentTypes()).map((row) => ({
        DocumentTypeId: row.id,
        Name: row.names[lang],
      }));
    },
  };
};

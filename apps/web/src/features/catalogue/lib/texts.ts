import { type CatalogueText, LANGUAGES, type Language } from '@door/contract';

/** A catalogue text in the language asked for, else English, else any language written; '' when none. */
export const textIn = (text: CatalogueText | undefined, language: Language): string =>
  text?.[language] || text?.en || LANGUAGES.map((lang) => text?.[lang]).find(Boolean) || '';

/** The languages a text lacks (missing or blank): the workbench marks them. */
export const missingLanguages = (text: CatalogueText | undefined): Language[] =>
  LANGUAGES.filter((language) => !text?.[language]?.trim());

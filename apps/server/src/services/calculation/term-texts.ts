import type { Language } from '@door/contract';
import type { TermTexts } from '#server/db/schema';

/** A payment or delivery term as stored: its own texts and, for a default term, the other languages' texts. */
type TermWithTexts = { name: string; description: string; texts: TermTexts };

/**
 * The name and description of a term in a language: the term's text in that language when it has one, else its own
 * (the brand partner's wording, or what a salesperson typed on the document).
 */
export const termTextIn = (term: TermWithTexts, language: Language): { name: string; description: string } => {
  const { name, description } = term.texts[language] ?? term;
  return { name, description };
};

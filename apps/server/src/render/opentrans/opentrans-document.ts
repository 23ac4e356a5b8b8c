import type { Language } from '@door/contract';
import type { EdiDocument, EdiParameter } from '#server/render/edi/edi-document';

/** Namespace of openTRANS 2.1 business documents (`opentrans_2_1.xsd`). */
export const OPENTRANS_NAMESPACE = 'http://www.opentrans.org/XMLSchema/2.1';

/** Namespace of the BMEcat 2005 types openTRANS uses (`bmecat_2005.xsd`), written with the prefix `bmecat`. */
export const BMECAT_NAMESPACE = 'http://www.bmecat.org/bmecat/2005';

/** Largest openTRANS file the import reads (20 MB); a larger one is refused before it is parsed. */
export const OPENTRANS_MAX_BYTES = 20 * 1024 * 1024;

/** The openTRANS documents the export writes: a quotation for an offer, an order for an order (confirmation). */
export type OpenTransKind = 'ORDER' | 'QUOTATION';

/** The document languages as ISO 639-2 codes (BMEcat `dtLANG`). */
export const OPENTRANS_LANGUAGES: Readonly<Record<Language, string>> = { sl: 'slv', en: 'eng', de: 'deu', fr: 'fra' };

/** The order unit of a door: one piece (UN/ECE Recommendation 20 code C62, BMEcat `dtPUNIT`). */
export const PIECE_UNIT = 'C62';

/** A printable parameter of a position as a BMEcat feature: name, value and (for a measure) its unit. */
export type OpenTransFeature = { name: string; value: string; unit: string };

/** A partner taking part in the exchange: its stable id (the partner's id) and name. */
export type OpenTransPartner = { id: string; name: string };

/**
 * What the openTRANS export writes: the document as the EDI export reads it, the buyer (the dealer partner) and
 * the supplier (the manufacturer), each position's printable parameters and delivery date, and when it is written.
 */
export type OpenTransExport = {
  kind: OpenTransKind;
  doc: EdiDocument;
  buyer: OpenTransPartner;
  supplier: OpenTransPartner;
  /** Per position number: its printable parameters in the document's language. */
  features: ReadonlyMap<number, readonly OpenTransFeature[]>;
  /** Per position number: the delivery date (YYYY-MM-DD) the position carries, if any. */
  deliveryDates: ReadonlyMap<number, string>;
  /** When the file is written (GENERATION_DATE). */
  generatedAt: Date;
};

const part = (text: string) => encodeURIComponent(text);

/**
 * The configuration of a position as `CONFIG_CODE_FIX`: the model code, `|`, then each parameter as `code:value`
 * (a list parameter's value code) or `code=text` (a typed value), separated by `;`, every code and value
 * URI-encoded so the separators never occur inside them. Parameters without a choice are left out.
 */
export const configCodeOf = (modelCode: string, parameters: readonly EdiParameter[]): string =>
  `${part(modelCode)}|${parameters
    .filter((parameter) => parameter.valueCode !== '' || parameter.customValue !== '')
    .map((parameter) =>
      parameter.valueCode !== ''
        ? `${part(parameter.code)}:${part(parameter.valueCode)}`
        : `${part(parameter.code)}=${part(parameter.customValue)}`,
    )
    .join(';')}`;

/** Reads a `CONFIG_CODE_FIX` back into the model code and parameters; null when it is not one the export writes. */
export const parseConfigCode = (code: string): { modelCode: string; parameters: EdiParameter[] } | null => {
  const bar = code.indexOf('|');
  if (bar <= 0) {
    return null;
  }
  try {
    const modelCode = decodeURIComponent(code.slice(0, bar));
    const rest = code.slice(bar + 1);
    const parameters = (rest === '' ? [] : rest.split(';')).map((entry) => {
      const match = /^([^:=]+)([:=])(.*)$/.exec(entry);
      if (!match) {
        throw new URIError(entry);
      }
      const [, name = '', separator, value = ''] = match;
      return separator === ':'
        ? { code: decodeURIComponent(name), valueCode: decodeURIComponent(value), customValue: '' }
        : { code: decodeURIComponent(name), valueCode: '', customValue: decodeURIComponent(value) };
    });
    return { modelCode, parameters };
  } catch {
    return null;
  }
};

// The UN/ECE Recommendation 20 codes of the units parameter names carry ("Width (mm)").
const UNIT_CODES: Readonly<Record<string, string>> = { mm: 'MMT', cm: 'CMT', m: 'MTR', 'm²': 'MTK', kg: 'KGM' };

/**
 * A printable parameter as a feature: a measure whose name ends in its unit ("Breite (mm)" with "900") becomes the
 * name without it, the value and the unit's UN/ECE code (MMT); every other parameter keeps its name, no unit.
 */
export const featureOf = ({ name, value }: { name: string; value: string }): OpenTransFeature => {
  const match = /^(.*\S)\s*\(([^()]{1,20})\)$/.exec(name);
  if (match && /^-?[0-9]+(\.[0-9]+)?$/.test(value)) {
    const unit = match[2] as string;
    return { name: match[1] as string, value, unit: UNIT_CODES[unit] ?? unit };
  }
  return { name, value, unit: '' };
};

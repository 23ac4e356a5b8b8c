import { EDI_MESSAGES } from './edi.messages';
import { ediError } from './edi-check';
import { EDI_MAX_BYTES, type EdiCatalogue, type EdiDocument } from './edi-document';
import { readEdiXml } from './edi-read';
import { writeEdiXml } from './edi-write';
import { writeProductionXml } from './production-write';

/** Media type of EDI and production files. */
export const EDI_MIME_TYPE = 'application/xml';

/** Longest base64 text an EDI upload may have: 5 MB of XML, plus padding. */
export const EDI_MAX_BASE64_LENGTH = Math.ceil(EDI_MAX_BYTES / 3) * 4;

/** A file name of safe characters only: the document number with anything else replaced. */
export const ediFileName = (prefix: string, documentNumber: string): string =>
  `${prefix}-${documentNumber.replace(/[^A-Za-z0-9._-]+/g, '_')}.xml`;

/** The export as the download call answers it (`FileName`, `MimeType`, base64 `Contents`). */
export const toEdiFile = (doc: EdiDocument): { FileName: string; MimeType: string; Contents: string } => ({
  FileName: ediFileName('edi', doc.header.number),
  MimeType: EDI_MIME_TYPE,
  Contents: Buffer.from(writeEdiXml(doc), 'utf8').toString('base64'),
});

/** The production file as `POST /ref/clone` answers it (`FileName`, `MimeType`, base64 `Contents`). */
export const toProductionFile = (
  doc: EdiDocument,
  partsTrees: Parameters<typeof writeProductionXml>[1],
  sizes?: Parameters<typeof writeProductionXml>[2],
): { FileName: string; MimeType: string; Contents: string } => ({
  FileName: ediFileName('production', doc.header.number),
  MimeType: EDI_MIME_TYPE,
  Contents: Buffer.from(writeProductionXml(doc, partsTrees, sizes), 'utf8').toString('base64'),
});

/**
 * Reads an uploaded base64 EDI file: refuses one over 5 MB before decoding it (413), and bytes that are not
 * UTF-8 as not well-formed (400), then imports it with `readEdiXml`.
 */
export const readEdiFile = (base64: string, catalogue: EdiCatalogue): EdiDocument => {
  if (base64.length > EDI_MAX_BASE64_LENGTH) {
    throw ediError(EDI_MESSAGES.tooLarge, { limit: EDI_MAX_BYTES / 1024 / 1024 });
  }
  const bytes = Buffer.from(base64, 'base64');
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw ediError(EDI_MESSAGES.malformed, { line: 1, reason: 'not UTF-8' });
  }
  return readEdiXml(xml, catalogue);
};

import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** The one font family of every server PDF (print and technical documentation). */
export const PDF_FONT = 'Roboto';

const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts/Roboto',
);
const FONT_FILES = {
  normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
};
const ALLOWED_FILES = new Set<string>(Object.values(FONT_FILES));

let ready = false;

/**
 * Embeds Roboto (shipped with pdfmake; it covers č, š, ž, ß, ä, ö, ü, é, è, à, ç and the rest of Latin Extended-A)
 * and forbids every other file or URL: a document never depends on the machine's fonts, and a text in it can never
 * make the renderer read a local file or fetch a URL. The fonts are named by their absolute paths (not copied into
 * pdfmake's virtual file system) so that text inside SVG nodes, which pdfkit opens itself, finds the same files.
 */
const preparePdfmake = () => {
  if (ready) {
    return;
  }
  pdfmake.setFonts({ [PDF_FONT]: { ...FONT_FILES } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => ALLOWED_FILES.has(file));
  ready = true;
};

/** Renders a pdfmake document definition to a PDF file (A4 unless the definition says otherwise, Roboto embedded). */
export const createPdf = async (definition: TDocumentDefinitions): Promise<Buffer> => {
  preparePdfmake();
  return pdfmake.createPdf(definition).getBuffer();
};

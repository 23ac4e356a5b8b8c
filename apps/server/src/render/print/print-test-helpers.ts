import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { extractText } from 'unpdf';

/** The text of every page of a PDF, joined (pdf.js through unpdf). */
export const pdfText = async (pdf: Buffer): Promise<{ text: string; pages: number }> => {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  // Money is written with a no-break space before the currency; tests compare with plain spaces.
  return { text: text.replace(/\u00a0/g, ' '), pages: totalPages };
};

/** The paragraphs' text of a DOCX's body, headers and footers (the XML of its parts, tags removed). */
export const docxText = (docx: Buffer): string => {
  const parts = unzipSync(new Uint8Array(docx));
  return Object.entries(parts)
    .filter(([name]) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name))
    .map(([, data]) =>
      strFromU8(data)
        .replace(/<\/w:p>/g, '\n')
        .replace(/<w:tab\/>/g, '\t')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/\u00a0/g, ' '),
    )
    .join('\n');
};

/** The names of the files inside a zip (a DOCX). */
export const zipEntries = (zip: Buffer): string[] => Object.keys(unzipSync(new Uint8Array(zip)));

/**
 * The first page of a PDF as PNG at `dpi`, rendered by poppler's pdftoppm (Debian's poppler-utils, installed by
 * .ci/run); a missing pdftoppm fails with a line that says what to install.
 */
export const firstPagePng = (pdf: Buffer, dpi = 50): Buffer => {
  const dir = mkdtempSync(path.join(tmpdir(), 'print-page-'));
  try {
    const input = path.join(dir, 'document.pdf');
    writeFileSync(input, pdf);
    try {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        String(dpi),
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        input,
        path.join(dir, 'page'),
      ]);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') {
        throw new Error("pdftoppm is missing: install Debian's poppler-utils (apt-get install poppler-utils)");
      }
      throw error;
    }
    return readFileSync(path.join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

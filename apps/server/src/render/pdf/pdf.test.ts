import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createPdf, PDF_FONT } from './pdf';

const textOf = async (body: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
};

describe('the shared pdfmake setup', () => {
  it('embeds a font that writes the Slovenian, German and French letters', async () => {
    const letters = 'č š ž Č Š Ž ä ö ü Ä Ö Ü ß é è à ç É È À Ç ’ ·';
    const body = await createPdf({
      content: [{ text: letters }, { text: letters, bold: true }],
      defaultStyle: { font: PDF_FONT },
    });
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(body);
    expect(text.split(letters)).toHaveLength(3);
    // Roboto is embedded (subset), so the letters do not depend on the reader's fonts.
    expect(body.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('writes text inside an SVG node with the same embedded font', async () => {
    const body = await createPdf({
      content: [
        {
          svg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="0" y="20" font-family="${PDF_FONT}" font-weight="bold">Höhe Širina</text></svg>`,
        },
      ],
      defaultStyle: { font: PDF_FONT },
    });
    expect(await textOf(body)).toContain('Höhe Širina');
  });

  it('refuses to read a local file or fetch a URL named in a document', async () => {
    await expect(
      createPdf({ content: [{ image: '/etc/hostname', width: 10 }], defaultStyle: { font: PDF_FONT } }),
    ).rejects.toThrow(/denied|policy/i);
    await expect(
      createPdf({ content: [{ image: 'https://example.com/x.png', width: 10 }], defaultStyle: { font: PDF_FONT } }),
    ).rejects.toThrow();
  });
});

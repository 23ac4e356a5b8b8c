import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/core/app-error';
import { demoCatalogue, ediDocumentArbitrary, openCatalogue, sampleDocument, validateAgainstXsd } from './edi.fixtures';
import { EDI_MESSAGES } from './edi.messages';
import { EDI_MAX_POSITIONS, EDI_NAMESPACE, type EdiDocument } from './edi-document';
import { readEdiFile, toEdiFile } from './edi-file';
import { readEdiXml } from './edi-read';
import { cleanEdiDocument, writeEdiXml } from './edi-write';

/** Runs the import and returns the refusal it throws (failing the test when it accepts the file). */
const refusal = (xml: string, catalogue = demoCatalogue): AppError => {
  try {
    readEdiXml(xml, catalogue);
  } catch (error) {
    if (error instanceof AppError) {
      return error;
    }
    throw error;
  }
  throw new Error('the file was accepted');
};

const sampleXml = () => writeEdiXml(sampleDocument());

describe('EDI export', () => {
  it('writes the sample document as XML that validates against orders.xsd', async () => {
    const xml = sampleXml();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Orders xmlns="urn:door-configurator:edi:1" version="1">',
      ),
    ).toBe(true);
    expect(xml).toContain('<Commission>Hiša Žabnica &amp; vrt</Commission>');
    expect(xml).toContain('<Comment>Dostava po 14. uri.\nPokličite "prej" &lt;obvezno&gt;.</Comment>');
    expect(xml).toContain('<Party qualifier="SE">');
    expect(xml).toContain('<UnitPrice>1234.50</UnitPrice>');
    expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
  });

  it('names no database id', () => {
    expect(sampleXml()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
  });

  it('is deterministic and writes parties in their fixed order whatever order they come in', () => {
    const doc = sampleDocument();
    const shuffled: EdiDocument = { ...doc, parties: [...doc.parties].reverse() };
    expect(writeEdiXml(shuffled)).toBe(sampleXml());
    expect(writeEdiXml(structuredClone(doc))).toBe(sampleXml());
  });

  it('keeps carriage returns and drops characters XML cannot carry', () => {
    const doc = sampleDocument();
    doc.header.comment = 'a\r\nb\u0001c\uFFFEd\uD800e';
    const xml = writeEdiXml(doc);
    expect(xml).toContain('<Comment>a&#13;\nbcde</Comment>');
    expect(readEdiXml(xml, demoCatalogue).header.comment).toBe('a\r\nbcde');
  });

  it('refuses to write a document that breaks a format rule', () => {
    const doc = sampleDocument();
    (doc.positions[0] as EdiDocument['positions'][number]).unitPrice = '12.5';
    expect(() => writeEdiXml(doc)).toThrow(AppError);
  });

  it('the XSD itself refuses what the format forbids (so validation means something)', async () => {
    const xml = sampleXml();
    expect((await validateAgainstXsd(xml.replace('<Quantity>2</Quantity>', '<Quantity>101</Quantity>'))).valid).toBe(
      false,
    );
    expect((await validateAgainstXsd(xml.replace('<Currency>EUR</Currency>', ''))).valid).toBe(false);
    expect((await validateAgainstXsd(xml.replace('1234.50', '1234.5'))).valid).toBe(false);
    // Several files in one run: one bad file fails the run.
    const many = [xml, xml, xml.replace('version="1"', 'version="7"')].map((contents, index) => ({
      fileName: `file-${index}.xml`,
      contents,
    }));
    const result = await validateAgainstXsd(many);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toContain('file-2.xml');
  });
});

describe('EDI round trip', () => {
  it('reads the sample back to the same document, and writes it to the same bytes', () => {
    const xml = sampleXml();
    const read = readEdiXml(xml, demoCatalogue);
    expect(read).toEqual(sampleDocument());
    expect(writeEdiXml(read)).toBe(xml);
  });

  it('export → import → export is byte-identical (generated documents with awkward characters and long texts)', () => {
    fc.assert(
      fc.property(ediDocumentArbitrary, (doc) => {
        const first = writeEdiXml(doc);
        const read = readEdiXml(first, openCatalogue);
        expect(read).toEqual(cleanEdiDocument(doc));
        expect(writeEdiXml(read)).toBe(first);
      }),
      { numRuns: 300 },
    );
  });

  it('every export of generated documents validates against the XSD', async () => {
    // One libxml2 run validates all files: each run costs about 0.3 s, the files themselves little.
    const docs = fc.sample(ediDocumentArbitrary, { numRuns: 80, seed: 20261122 });
    const files = docs.map((doc, index) => ({ fileName: `doc-${index}.xml`, contents: writeEdiXml(doc) }));
    const validation = await validateAgainstXsd(files);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
  });
});

describe('EDI import refuses hostile or wrong files with a Message naming the problem', () => {
  it('a DOCTYPE with entities (billion laughs), before parsing', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<Orders xmlns="${EDI_NAMESPACE}" version="1"><Header><Comment>&lol2;</Comment></Header></Orders>`;
    const error = refusal(xml);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe(EDI_MESSAGES.declarationNotAllowed.code);
    expect(error.messageIn('en')).toBe('The EDI file must not contain DOCTYPE or ENTITY declarations.');
    expect(error.messageIn('sl')).toContain('DOCTYPE');
  });

  it('an external entity (XXE)', () => {
    const xml = sampleXml()
      .replace('<Orders ', '<!DOCTYPE Orders [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Orders ')
      .replace('<Comment>Kljuka', '<Comment>&xxe;Kljuka');
    expect(refusal(xml).code).toBe(EDI_MESSAGES.declarationNotAllowed.code);
  });

  it('a 6 MB file, with 413', () => {
    const xml = sampleXml().replace('</Orders>', `<!--${'x'.repeat(6 * 1024 * 1024)}--></Orders>`);
    const error = refusal(xml);
    expect(error.statusCode).toBe(413);
    expect(error.messageIn('en')).toBe('The EDI file is too large (at most 5 MB).');
    expect(error.messageIn('de')).toBe('Die EDI-Datei ist zu groß (höchstens 5 MB).');
  });

  it('a file just under 5 MB is still read', () => {
    const padding = 5 * 1024 * 1024 - Buffer.byteLength(sampleXml()) - 8;
    const xml = sampleXml().replace('</Orders>', `<!--${'x'.repeat(padding)}--></Orders>`);
    expect(readEdiXml(xml, demoCatalogue)).toEqual(sampleDocument());
  });

  it('a wrong root element or namespace', () => {
    const wrongName = sampleXml().replace('<Orders ', '<Invoice ').replace('</Orders>', '</Invoice>');
    const error = refusal(wrongName);
    expect(error.code).toBe(EDI_MESSAGES.wrongRoot.code);
    expect(error.messageIn('en')).toBe(
      'The EDI file must have the root element Orders in the namespace urn:door-configurator:edi:1.',
    );
    expect(refusal(sampleXml().replace(EDI_NAMESPACE, 'urn:other')).code).toBe(EDI_MESSAGES.wrongRoot.code);
    expect(refusal(sampleXml().replace('version="1"', 'version="2"')).code).toBe(EDI_MESSAGES.unsupportedVersion.code);
  });

  it('an unknown model, naming it', () => {
    const error = refusal(sampleXml().replace('<Code>KRN</Code>', '<Code>EVEREST</Code>'));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe(EDI_MESSAGES.unknownModel.code);
    expect(error.messageIn('en')).toBe('The model EVEREST (position 2) is not in the catalogue.');
    expect(error.messageIn('fr')).toContain('EVEREST');
  });

  it('an unknown value or parameter, naming it', () => {
    const value = refusal(sampleXml().replace('<Value>oak</Value>', '<Value>purple</Value>'));
    expect(value.code).toBe(EDI_MESSAGES.unknownValue.code);
    expect(value.messageIn('en')).toBe(
      'The parameter leafColour of the model TRIGLAV has no value purple (position 1).',
    );
    const parameter = refusal(sampleXml().replace('<Code>leafColour</Code>', '<Code>handleShape</Code>'));
    expect(parameter.code).toBe(EDI_MESSAGES.unknownParameter.code);
    expect(parameter.messageIn('en')).toContain('handleShape');
  });

  it('malformed XML, naming the line', () => {
    const truncated = sampleXml().slice(0, 400);
    const error = refusal(truncated);
    expect(error.code).toBe(EDI_MESSAGES.malformed.code);
    expect(error.messageIn('en')).toMatch(/^The EDI file is not well-formed XML \(line \d+\): /);
    expect(refusal('not xml at all').code).toBe(EDI_MESSAGES.malformed.code);
    expect(refusal(sampleXml().replace('</Header>', '</Head>')).code).toBe(EDI_MESSAGES.malformed.code);
  });

  it('nesting far deeper than the format', () => {
    const deep = `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`;
    const error = refusal(sampleXml().replace('<Comment>Kljuka v črni barvi', `<Comment>${deep}`));
    expect(error.code).toBe(EDI_MESSAGES.malformed.code);
    expect(error.messageIn('en')).toContain('Maximum nested tags exceeded');
  });

  it('entity references XML does not define, and CDATA where text belongs', () => {
    expect(refusal(sampleXml().replace('Kljuka', '&nbsp;Kljuka')).code).toBe(EDI_MESSAGES.malformed.code);
    expect(refusal(sampleXml().replace('Kljuka', 'A & B')).code).toBe(EDI_MESSAGES.malformed.code);
    const cdata = refusal(sampleXml().replace('<Comment>Kljuka v črni barvi', '<Comment><![CDATA[Kljuka]]>'));
    expect(cdata.code).toBe(EDI_MESSAGES.invalidValue.code);
  });

  it('a missing required element, naming it', () => {
    const error = refusal(sampleXml().replace('<Currency>EUR</Currency>', ''));
    expect(error.code).toBe(EDI_MESSAGES.missingElement.code);
    expect(error.messageIn('en')).toBe('The EDI file lacks the element Header/Currency.');
    expect(refusal(sampleXml().replace(/<Totals>[\s\S]*<\/Totals>/, '')).messageIn('en')).toContain('Orders/Totals');
    expect(refusal(sampleXml().replace(/<Party qualifier="SE">[\s\S]*?<\/Party>/, '')).messageIn('en')).toContain(
      'Party[@qualifier="SE"]',
    );
  });

  it('bad quantities, numbers and dates', () => {
    for (const quantity of ['0', '101', '1.5', 'abc', '-1', '']) {
      const error = refusal(sampleXml().replace('<Quantity>2</Quantity>', `<Quantity>${quantity}</Quantity>`));
      expect(error.code).toBe(EDI_MESSAGES.invalidQuantity.code);
      expect(error.messageIn('en')).toBe('The quantity of position 1 must be a whole number from 1 to 100.');
    }
    const price = refusal(sampleXml().replace('1234.50', '1,234.50'));
    expect(price.code).toBe(EDI_MESSAGES.invalidValue.code);
    expect(price.messageIn('en')).toBe('The element Line[@number="1"]/UnitPrice of the EDI file has an invalid value.');
    expect(refusal(sampleXml().replace('2026-11-22', '2026-02-30')).messageIn('en')).toContain('Header/DocumentDate');
    expect(refusal(sampleXml().replace('<Currency>EUR', '<Currency>euro')).messageIn('en')).toContain(
      'Header/Currency',
    );
    expect(refusal(sampleXml().replace('<DocumentType>order', '<DocumentType>invoice')).code).toBe(
      EDI_MESSAGES.invalidValue.code,
    );
    expect(refusal(sampleXml().replace('number="2"', 'number="1"')).code).toBe(EDI_MESSAGES.duplicatePosition.code);
    expect(refusal(sampleXml().replace('qualifier="BY"', 'qualifier="SE"')).code).toBe(
      EDI_MESSAGES.duplicateParty.code,
    );
  });

  it(`more than ${EDI_MAX_POSITIONS} positions`, () => {
    const doc = sampleDocument();
    const line = doc.positions[0] as EdiDocument['positions'][number];
    const lines = Array.from({ length: EDI_MAX_POSITIONS }, (_, index) => ({ ...line, position: index + 1 }));
    const full = writeEdiXml({ ...doc, positions: lines });
    expect(readEdiXml(full, demoCatalogue).positions).toHaveLength(EDI_MAX_POSITIONS);
    const oneMore = full.replace(
      '</Lines>',
      `${full.slice(full.indexOf('<Line '), full.indexOf('</Line>') + 7).replace('number="1"', 'number="501"')}</Lines>`,
    );
    const error = refusal(oneMore);
    expect(error.code).toBe(EDI_MESSAGES.tooManyPositions.code);
    expect(error.messageIn('en')).toBe('The EDI file has too many positions (at most 500).');
  });
});

describe('EDI file (base64 as the download and upload calls carry it)', () => {
  it('the download file reads back through the upload path', () => {
    const file = toEdiFile(sampleDocument());
    expect(file.FileName).toBe('edi-2026-15.xml');
    expect(file.MimeType).toBe('application/xml');
    expect(Buffer.from(file.Contents, 'base64').toString('utf8')).toBe(sampleXml());
    expect(readEdiFile(file.Contents, demoCatalogue)).toEqual(sampleDocument());
  });

  it('refuses an upload over 5 MB before decoding it, and bytes that are not UTF-8', () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x20).toString('base64');
    let error: unknown;
    try {
      readEdiFile(big, demoCatalogue);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(413);
    const latin1 = Buffer.from(sampleXml().replace('Kljuka', 'Klju\u00e8ka'), 'latin1').toString('base64');
    expect(() => readEdiFile(latin1, demoCatalogue)).toThrow(expect.objectContaining({ code: 'malformed' }));
  });
});

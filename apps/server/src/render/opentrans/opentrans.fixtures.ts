import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const schema = (fileName: string) => ({
  fileName,
  contents: readFileSync(new URL(`./schemas/${fileName}`, import.meta.url), 'utf8'),
});
const MAIN = schema('opentrans_2_1.xsd');
const IMPORTED = ['bmecat_2005.xsd', 'xmldsig-core-schema.xsd', 'xmlmime.xsd'].map(schema);

/**
 * Validates an XML text against the official `opentrans_2_1.xsd` (with `bmecat_2005.xsd` and the W3C schemas it
 * imports) with libxml2 compiled to WebAssembly: no network, no apt package.
 */
export const validateAgainstOpenTransXsd = async (xml: string | { fileName: string; contents: string }[]) => {
  const result = await validateXML({
    // Several files are checked in one run: the schemas (400 kB) are compiled once.
    xml: typeof xml === 'string' ? [{ fileName: 'document.xml', contents: xml }] : xml,
    schema: [MAIN],
    preload: IMPORTED,
    initialMemoryPages: 512,
    maxMemoryPages: 4096,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
};

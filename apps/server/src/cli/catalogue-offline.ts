import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { CATALOGUE_FILE_MAX_BYTES, type Language } from '@door/contract';
import { CatalogueError } from '@door/engine';
import { catalogueSchemaText } from '#server/catalogue/catalogue-canonical';
import { diffCatalogues, diffLines } from '#server/catalogue/catalogue-diff';
import type { ExploreOptions } from '#server/catalogue/catalogue-explore';
import { type Finding, finding, findingLine, findingMessage, hasErrors } from '#server/catalogue/catalogue-findings';
import { lintCatalogue } from '#server/catalogue/catalogue-lint';
import { type CatalogueReading, readCatalogueText } from '#server/catalogue/catalogue-read';
import { runCatalogueTests, testFailures } from '#server/catalogue/catalogue-tests';

/** Where the command writes: findings and results to `out`, summaries to `err`. */
export type Output = { out: (line: string) => void; err: (line: string) => void };

/** A file's size refusal, named by the file (a catalogue file must be smaller than 50 MB). */
export const sizeFinding = (file: string): Finding | null => {
  const size = statSync(file).size;
  return size >= CATALOGUE_FILE_MAX_BYTES ? finding(file, 'tooLarge', { size: (size / 1024 / 1024).toFixed(1) }) : null;
};

/** Reads a catalogue file from disk: the size limit first, then JSON and the schema. */
export const readCatalogueFile = async (file: string): Promise<CatalogueReading> => {
  const tooLarge = sizeFinding(file);
  if (tooLarge) {
    return { file: null, draft: null, findings: [tooLarge] };
  }
  return readCatalogueText(await readFile(file, 'utf8'));
};

const print = (output: Output, findings: Finding[], lang: Language) => {
  for (const item of findings) {
    output.out(findingLine(item, lang));
  }
  const errors = findings.filter((item) => item.severity === 'error').length;
  output.err(`${errors} error(s), ${findings.length - errors} warning(s)`);
};

/** `lint FILE`: every finding a line (`/pointer: message`), exit 1 on errors. */
export const lintCommand = async (file: string, output: Output, lang: Language, explore?: ExploreOptions) => {
  const findings = lintCatalogue(await readCatalogueFile(file), explore ? { explore } : {});
  print(output, findings, lang);
  return hasErrors(findings) ? 1 : 0;
};

/** `test FILE`: runs the file's tests with the engine; each failure a line, exit 1 when one fails. */
export const testCommand = async (file: string, output: Output, lang: Language) => {
  const reading = await readCatalogueFile(file);
  if (!reading.file) {
    print(output, reading.findings, lang);
    return 1;
  }
  let failures: Finding[];
  try {
    const outcomes = runCatalogueTests(reading.file);
    failures = testFailures(outcomes);
    output.err(
      `${outcomes.length} test(s), ${outcomes.filter((outcome) => outcome.failures.length > 0).length} failed`,
    );
  } catch (error) {
    if (!(error instanceof CatalogueError)) {
      throw error;
    }
    // A model the engine refuses: lint names its place.
    failures = lintCatalogue(reading).filter((item) => item.severity === 'error');
  }
  for (const item of failures) {
    output.out(findingLine(item, lang));
  }
  return failures.length > 0 ? 1 : 0;
};

/** `diff FILE_A FILE_B`: what changes from A to B (models, values, rules, prices). */
export const diffCommand = async (fileA: string, fileB: string, output: Output, lang: Language) => {
  const [a, b] = await Promise.all([readCatalogueFile(fileA), readCatalogueFile(fileB)]);
  if (!a.file || !b.file) {
    for (const [name, reading] of [
      [fileA, a],
      [fileB, b],
    ] as const) {
      for (const item of reading.findings) {
        output.out(`${name}${item.path}: ${findingMessage(item, lang)}`);
      }
    }
    return 1;
  }
  for (const line of diffLines(diffCatalogues(a.file, b.file))) {
    output.out(line);
  }
  return 0;
};

/** `schema`: the JSON Schema of the format. */
export const schemaText = catalogueSchemaText;

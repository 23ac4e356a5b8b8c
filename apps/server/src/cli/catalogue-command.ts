import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type Language, resolveLanguage } from '@door/contract';
import { DEFAULT_EXPLORE_OPTIONS } from '#server/catalogue/catalogue-explore';
import { diffCommand, lintCommand, type Output, schemaText, testCommand } from './catalogue-offline';
import {
  type Connection,
  cancelCommand,
  deleteCommand,
  exportCommand,
  importCommand,
  newBrandCommand,
  openConnection,
  openSession,
  publishCommand,
  RemoteError,
  versionsCommand,
} from './catalogue-remote';

const USAGE = `npm run catalogue -- <command>

offline:  lint FILE [--seed N --walks N --steps N] · test FILE · diff FILE_A FILE_B · schema [--out FILE]
server:   export [--version N] [--out FILE] · export --prices FILE.xlsx [--version N]
          import FILE [--dry-run] [--publish] [--from ISO-DATETIME] [--scheduled merge|cancel|keep]
          import FILE --new-brand [--dry-run] [--publish] [--from ISO-DATETIME] (a brand named by brand.name)
          import --prices FILE.xlsx [--dry-run] [--publish] [--from ISO-DATETIME] [--price-tests update|drop]
          publish --version N [--from ISO-DATETIME] [--note TEXT] [--scheduled merge|cancel|keep]
                  [--resolve N:POINTER=scheduled|published …] · versions
          cancel --version N (its scheduled publish) · delete --version N (unused, not current or scheduled)
          with --url (default http://localhost:8080), --user, --password (default CATALOGUE_USER,
          CATALOGUE_PASSWORD: an OEM admin), and --brand ID or --brand-partner ID (not with --new-brand)
          --lang sl|en|de|fr picks the language of the messages (default en)`;

type ConnectionOptions = {
  url: string;
  user: string;
  password: string;
  'client-id': string;
  'client-secret': string;
  brand?: string;
  'brand-partner'?: string;
};

/** The server, sign-in and brand the options name. */
const connectionOf = (values: ConnectionOptions, lang: Language): Connection => ({
  url: values.url.replace(/\/$/, ''),
  user: values.user,
  password: values.password,
  clientId: values['client-id'],
  clientSecret: values['client-secret'],
  brandId: values.brand,
  brandPartnerId: values['brand-partner'],
  lang,
});

/** Runs the catalogue command with its arguments; returns the exit code (0 clean, 1 on errors). */
export const runCatalogueCommand = async (args: string[], output: Output): Promise<number> => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      url: { type: 'string', default: process.env.CATALOGUE_URL ?? 'http://localhost:8080' },
      user: { type: 'string', default: process.env.CATALOGUE_USER ?? '' },
      password: { type: 'string', default: process.env.CATALOGUE_PASSWORD ?? '' },
      'client-id': { type: 'string', default: process.env.CATALOGUE_CLIENT_ID ?? 'configurator-web' },
      'client-secret': { type: 'string', default: process.env.CATALOGUE_CLIENT_SECRET ?? 'configurator-web-secret' },
      brand: { type: 'string' },
      'brand-partner': { type: 'string' },
      version: { type: 'string' },
      out: { type: 'string' },
      prices: { type: 'string' },
      'price-tests': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'new-brand': { type: 'boolean', default: false },
      publish: { type: 'boolean', default: false },
      from: { type: 'string' },
      note: { type: 'string' },
      scheduled: { type: 'string' },
      resolve: { type: 'string', multiple: true },
      lang: { type: 'string', default: process.env.CATALOGUE_LANG ?? 'en' },
      seed: { type: 'string' },
      walks: { type: 'string' },
      steps: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, ...files] = positionals;
  const lang = resolveLanguage(values.lang);
  if (!command || values.help) {
    output.err(USAGE);
    return command ? 0 : 1;
  }
  const need = (count: number) => {
    if (files.length < count) {
      throw new RemoteError(`${command} needs ${count === 1 ? 'a FILE' : 'FILE_A FILE_B'}\n${USAGE}`);
    }
  };
  if (values['new-brand']) {
    if (command !== 'import' || values.brand || values['brand-partner'] || values.prices) {
      throw new RemoteError(
        `--new-brand goes with import FILE only (no --brand, --brand-partner or --prices)\n${USAGE}`,
      );
    }
    const call = await openConnection(connectionOf(values, lang));
    return newBrandCommand(call, output, lang, {
      file: files[0],
      dryRun: values['dry-run'],
      publish: values.publish,
      from: values.from,
    });
  }
  switch (command) {
    case 'lint':
      need(1);
      return lintCommand(files[0] as string, output, lang, {
        seed: Number(values.seed ?? DEFAULT_EXPLORE_OPTIONS.seed),
        walks: Number(values.walks ?? DEFAULT_EXPLORE_OPTIONS.walks),
        steps: Number(values.steps ?? DEFAULT_EXPLORE_OPTIONS.steps),
      });
    case 'test':
      need(1);
      return testCommand(files[0] as string, output, lang);
    case 'diff':
      need(2);
      return diffCommand(files[0] as string, files[1] as string, output, lang);
    case 'schema':
      if (values.out) {
        await writeFile(values.out, schemaText());
      } else {
        output.out(schemaText().replace(/\n$/, ''));
      }
      return 0;
    case 'export':
    case 'import':
    case 'publish':
    case 'cancel':
    case 'delete':
    case 'versions': {
      const session = await openSession(connectionOf(values, lang));
      if (command === 'export') {
        return exportCommand(session, output, { version: values.version, out: values.out, prices: values.prices });
      }
      if (command === 'import') {
        return importCommand(session, output, lang, {
          file: files[0],
          prices: values.prices,
          dryRun: values['dry-run'],
          publish: values.publish,
          from: values.from,
          priceTests: values['price-tests'],
          scheduled: values.scheduled,
        });
      }
      if (command === 'publish') {
        return publishCommand(session, output, {
          version: values.version,
          from: values.from,
          note: values.note,
          scheduled: values.scheduled,
          resolve: values.resolve,
        });
      }
      if (command === 'cancel') {
        return cancelCommand(session, output, { version: values.version });
      }
      if (command === 'delete') {
        return deleteCommand(session, output, { version: values.version });
      }
      return versionsCommand(session, output);
    }
    default:
      output.err(`unknown command "${command}"\n${USAGE}`);
      return 1;
  }
};

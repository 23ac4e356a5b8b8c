import { readFile, writeFile } from 'node:fs/promises';
import {
  API_PREFIX,
  type CatalogueBrand,
  type CatalogueCancelReply,
  type CatalogueFinding,
  type CatalogueImportReply,
  type CatalogueNewBrandReply,
  type CataloguePublishReply,
  type CatalogueScheduledOutcome,
  type CatalogueScheduledSituation,
  type CatalogueVersionsReply,
  type FileReply,
  type Language,
  type MergeResolution,
  PRICE_TEST_ACTIONS,
  SCHEDULED_CHOICES,
} from '@door/contract';
import { diffLines } from '#server/catalogue/catalogue-diff';
import { findingLine } from '#server/catalogue/catalogue-findings';
import type { Output } from './catalogue-offline';
import { sizeFinding } from './catalogue-offline';

/** How the command reaches the server: its address, the OEM admin's sign-in and the brand. */
export type Connection = {
  url: string;
  user: string;
  password: string;
  clientId: string;
  clientSecret: string;
  brandId?: string;
  brandPartnerId?: string;
  lang: Language;
};

/** A refusal of the server: its findings, its status and the field or code it names, or the later scheduled publishes a publish would undo. */
export class RemoteError extends Error {
  constructor(
    message: string,
    readonly findings: CatalogueFinding[] = [],
    /** The server's status and detail, and the language the server answered in (the command's `--lang`). */
    readonly refusal: { status: number; detail?: string; lang: Language } | null = null,
    readonly scheduled: CatalogueScheduledSituation[] = [],
  ) {
    super(message);
  }
}

type Session = { call: <T>(method: string, path: string, body?: unknown) => Promise<T>; brandId: string };

const signIn = async (connection: Connection): Promise<string> => {
  if (!connection.user || !connection.password) {
    throw new RemoteError('sign-in needs --user and --password (or CATALOGUE_USER and CATALOGUE_PASSWORD)');
  }
  let reply: Response;
  try {
    reply = await fetch(`${connection.url}${API_PREFIX}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: connection.user,
        password: connection.password,
        client_id: connection.clientId,
        client_secret: connection.clientSecret,
      }),
    });
  } catch (error) {
    throw new RemoteError(`the server at ${connection.url} does not answer (${String(error)})`);
  }
  if (!reply.ok) {
    throw new RemoteError(`sign-in refused (${reply.status}): ${await errorText(reply)}`);
  }
  return ((await reply.json()) as { access_token: string }).access_token;
};

const errorText = async (reply: Response) => {
  const text = await reply.text();
  try {
    const body = JSON.parse(text) as { Message?: string };
    return body.Message ?? text;
  } catch {
    return text;
  }
};

/** The calls of a signed-in OEM admin. */
type Caller = Session['call'];

/** Signs in: the calls of the OEM admin, for no brand yet. */
export const openConnection = async (connection: Connection): Promise<Caller> => {
  const token = await signIn(connection);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const reply = await fetch(`${connection.url}${API_PREFIX}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': connection.lang,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await reply.text();
    if (!reply.ok) {
      let parsed: {
        Message?: string;
        detail?: string;
        Findings?: CatalogueFinding[];
        Scheduled?: CatalogueScheduledSituation[];
      } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = { Message: text };
      }
      throw new RemoteError(
        parsed.Message ?? 'refused',
        parsed.Findings ?? [],
        { status: reply.status, detail: parsed.detail, lang: connection.lang },
        parsed.Scheduled ?? [],
      );
    }
    return (reply.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  };
  return call;
};

/** Signs in and finds the brand (`--brand`, or the brand that `--brand-partner` sells, or the only one). */
export const openSession = async (connection: Connection): Promise<Session> => {
  const call = await openConnection(connection);
  if (connection.brandId) {
    return { call, brandId: connection.brandId };
  }
  const brands = await call<CatalogueBrand[]>('GET', '/catalogue/brands');
  const chosen = connection.brandPartnerId
    ? brands.find((brand) => brand.BrandPartnerIds.includes(connection.brandPartnerId?.toLowerCase() ?? ''))
    : brands.length === 1
      ? brands[0]
      : undefined;
  if (!chosen) {
    const list = brands.map((brand) => `${brand.BrandId} ${brand.Name}`).join('; ');
    throw new RemoteError(
      connection.brandPartnerId
        ? `brand partner ${connection.brandPartnerId} sells none of your brands (${list})`
        : `name the brand with --brand ID or --brand-partner ID (${list})`,
    );
  }
  return { call, brandId: chosen.BrandId };
};

const printImport = (output: Output, reply: CatalogueImportReply) => {
  output.out(
    reply.ComparedWith === null
      ? 'compared with: nothing (first version)'
      : `compared with: version ${reply.ComparedWith}`,
  );
  for (const line of diffLines(reply.Diff)) {
    output.out(line);
  }
  for (const item of reply.Findings) {
    output.out(`${item.Path}: warning: ${item.Message}`);
  }
  const broken = reply.PriceTests ?? [];
  if (broken.length > 0) {
    output.out(
      reply.PriceTestAction === 'update'
        ? `price tests: ${broken.length} updated to the sheet's prices (see "tests" above)`
        : reply.PriceTestAction === 'drop'
          ? `price tests: ${broken.length} imported without the prices they checked (see "tests" above)`
          : `price tests: the sheet breaks ${broken.length}; import with --price-tests update (their expected prices become the sheet's) or --price-tests drop (without those price checks)`,
    );
    for (const test of broken) {
      for (const item of test.Failures) {
        output.out(`${item.Path}: ${item.Message}`);
      }
    }
  }
  if (reply.DryRun) {
    output.out('dry run: nothing was stored');
  } else if (!reply.IsNew) {
    output.out(`same content as version ${reply.Version}: nothing new was stored`);
  } else {
    output.out(`stored as version ${reply.Version}`);
  }
  if (reply.Published) {
    output.out(`published version ${reply.Version} from ${reply.Published.ValidFrom}`);
    printScheduledOutcome(output, reply.Scheduled);
  } else if (!reply.DryRun && reply.IsNew) {
    output.out(`version ${reply.Version} is a draft: publish it with "publish --version ${reply.Version}"`);
  }
};

/** What a publish did to later scheduled publishes, a line each. */
const printScheduledOutcome = (output: Output, outcome: CatalogueScheduledOutcome | undefined) => {
  for (const item of outcome?.Versions ?? []) {
    output.out(
      outcome?.Choice === 'merge'
        ? `scheduled version ${item.Version} (from ${item.ValidFrom}): the changes merged into version ${item.MergedVersion}, scheduled in its place`
        : outcome?.Choice === 'cancel'
          ? `scheduled version ${item.Version} (from ${item.ValidFrom}): publish cancelled`
          : `scheduled version ${item.Version} (from ${item.ValidFrom}): kept as it is, without these changes`,
    );
  }
};

/** `--scheduled merge|cancel|keep`, checked. */
const scheduledChoiceOf = (value: string | undefined) => {
  if (value !== undefined && !(SCHEDULED_CHOICES as readonly string[]).includes(value)) {
    throw new RemoteError(`--scheduled takes ${SCHEDULED_CHOICES.join(', ')}, not "${value}"`);
  }
  return value;
};

/** `--resolve N:POINTER=scheduled|published`: the side a conflict of the merge into scheduled version N takes. */
export const resolutionOf = (text: string): MergeResolution => {
  const match = /^(\d+):(\/.*)=(scheduled|published)$/.exec(text);
  if (!match) {
    throw new RemoteError(
      `--resolve takes VERSION:POINTER=scheduled|published (e.g. 4:/models/2/basePriceCents=published), not "${text}"`,
    );
  }
  return { Version: Number(match[1]), Path: match[2] as string, Take: match[3] as MergeResolution['Take'] };
};

const importQuery = (options: {
  dryRun?: boolean;
  publish?: boolean;
  from?: string;
  priceTests?: string;
  scheduled?: string;
}) => {
  const query = new URLSearchParams();
  if (options.scheduled) {
    query.set('scheduled', options.scheduled);
  }
  if (options.priceTests) {
    query.set('priceTests', options.priceTests);
  }
  if (options.dryRun) {
    query.set('dryRun', 'true');
  }
  if (options.publish || options.from) {
    query.set('publish', 'true');
  }
  if (options.from) {
    query.set('from', options.from);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The text of the catalogue file to send; null (its finding printed) when it is too large to send. */
const readFileText = async (file: string | undefined, missing: string, output: Output, lang: Language) => {
  if (!file) {
    throw new RemoteError(missing);
  }
  const tooLarge = sizeFinding(file);
  if (tooLarge) {
    output.out(findingLine(tooLarge, lang));
    return null;
  }
  return readFile(file, 'utf8');
};

/** `export [--version N] [--out FILE]`, or `export --prices FILE.xlsx [--version N]`. */
export const exportCommand = async (
  session: Session,
  output: Output,
  options: { version?: string; out?: string; prices?: string },
) => {
  const version = options.version ?? 'current';
  if (options.prices) {
    const file = await session.call<FileReply>(
      'GET',
      `/catalogue/brands/${session.brandId}/versions/${version}/prices`,
    );
    await writeFile(options.prices, Buffer.from(file.Contents, 'base64'));
    output.err(`prices of ${file.FileName.replace(/\.xlsx$/, '').replace('prices-', '')} written to ${options.prices}`);
    return 0;
  }
  const text = await session.call<unknown>('GET', `/catalogue/brands/${session.brandId}/versions/${version}`);
  const content = typeof text === 'string' ? text : `${JSON.stringify(text, null, 2)}\n`;
  if (options.out) {
    await writeFile(options.out, content);
    output.err(`version ${version} written to ${options.out}`);
  } else {
    output.out(content.replace(/\n$/, ''));
  }
  return 0;
};

/** `import FILE [--dry-run] [--publish] [--from ISO]`, or `import --prices FILE.xlsx …`. */
export const importCommand = async (
  session: Session,
  output: Output,
  lang: Language,
  options: {
    file?: string;
    prices?: string;
    dryRun?: boolean;
    publish?: boolean;
    from?: string;
    priceTests?: string;
    scheduled?: string;
  },
) => {
  scheduledChoiceOf(options.scheduled);
  if (options.priceTests !== undefined && !(PRICE_TEST_ACTIONS as readonly string[]).includes(options.priceTests)) {
    throw new RemoteError(`--price-tests takes ${PRICE_TEST_ACTIONS.join(' or ')}, not "${options.priceTests}"`);
  }
  if (options.priceTests !== undefined && !options.prices) {
    throw new RemoteError('--price-tests goes with --prices FILE.xlsx');
  }
  const query = importQuery(options);
  let reply: CatalogueImportReply;
  if (options.prices) {
    const contents = (await readFile(options.prices)).toString('base64');
    reply = await session.call('POST', `/catalogue/brands/${session.brandId}/prices${query}`, {
      FileName: options.prices,
      Contents: contents,
    });
  } else {
    const text = await readFileText(options.file, 'import needs a FILE (or --prices FILE.xlsx)', output, lang);
    if (text === null) {
      return 1;
    }
    reply = await session.call('POST', `/catalogue/brands/${session.brandId}/versions${query}`, text);
  }
  printImport(output, reply);
  return 0;
};

/**
 * `import FILE --new-brand [--dry-run] [--publish] [--from ISO]`: creates the brand the file names (`brand.name`) with
 * the file as its version 1; refused (nothing created) when a brand of that name exists or the file has errors.
 */
export const newBrandCommand = async (
  call: Caller,
  output: Output,
  lang: Language,
  options: { file?: string; dryRun?: boolean; publish?: boolean; from?: string },
) => {
  const text = await readFileText(options.file, 'import --new-brand needs a FILE', output, lang);
  if (text === null) {
    return 1;
  }
  const reply = await call<CatalogueNewBrandReply>('POST', `/catalogue/brands${importQuery(options)}`, text);
  printImport(output, reply);
  output.out(
    reply.BrandId
      ? `created brand "${reply.BrandName}" (${reply.BrandId}); its catalogue: --brand ${reply.BrandId}`
      : `dry run: brand "${reply.BrandName}" would be created`,
  );
  return 0;
};

/** `publish --version N [--from ISO] [--note TEXT] [--scheduled merge|cancel|keep] [--resolve N:POINTER=SIDE …]`. */
export const publishCommand = async (
  session: Session,
  output: Output,
  options: { version?: string; from?: string; note?: string; scheduled?: string; resolve?: string[] },
) => {
  if (!options.version) {
    throw new RemoteError('publish needs --version N');
  }
  const scheduled = scheduledChoiceOf(options.scheduled);
  const resolutions = (options.resolve ?? []).map(resolutionOf);
  const reply = await session.call<CataloguePublishReply>(
    'POST',
    `/catalogue/brands/${session.brandId}/versions/${options.version}/publish`,
    {
      ...(options.from ? { From: options.from } : {}),
      ...(options.note ? { Note: options.note } : {}),
      ...(scheduled ? { Scheduled: scheduled } : {}),
      ...(resolutions.length > 0 ? { Resolutions: resolutions } : {}),
    },
  );
  output.out(
    `published version ${reply.Version} from ${reply.ValidFrom}; current version: ${reply.CurrentVersion ?? 'none'}`,
  );
  printScheduledOutcome(output, reply.Scheduled);
  return 0;
};

/** `cancel --version N`: cancels the version's publishes still to come. */
export const cancelCommand = async (session: Session, output: Output, options: { version?: string }) => {
  if (!options.version) {
    throw new RemoteError('cancel needs --version N');
  }
  const reply = await session.call<CatalogueCancelReply>(
    'DELETE',
    `/catalogue/brands/${session.brandId}/versions/${options.version}/publish`,
  );
  for (const time of reply.Cancelled) {
    output.out(`cancelled the publish of version ${reply.Version} from ${time}`);
  }
  return 0;
};

/** `delete --version N`: deletes a version no configuration uses that is neither current nor scheduled. */
export const deleteCommand = async (session: Session, output: Output, options: { version?: string }) => {
  if (!options.version) {
    throw new RemoteError('delete needs --version N');
  }
  await session.call('DELETE', `/catalogue/brands/${session.brandId}/versions/${options.version}`);
  output.out(`deleted version ${options.version}`);
  return 0;
};

const shown = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/** A later scheduled publish a publish would undo, and each conflict of the merge: a line each, pointer first. */
const printSituation = (output: Output, situation: CatalogueScheduledSituation[]) => {
  for (const item of situation) {
    output.out(
      `scheduled version ${item.Version} from ${item.ValidFrom} (built on version ${item.BasedOn ?? 'unknown'}) lacks these changes: ${item.Conflicts.length === 0 ? 'it merges without conflicts' : `${item.Conflicts.length} conflicts`}`,
    );
    for (const conflict of item.Conflicts) {
      output.out(
        `${conflict.Path}: scheduled ${shown(conflict.Scheduled)}, published ${shown(conflict.Published)}, base ${shown(conflict.Base)} (--resolve ${item.Version}:${conflict.Path}=scheduled|published)`,
      );
    }
  }
  if (situation.length > 0) {
    output.out('publish again with --scheduled merge (carry the changes into it), cancel or keep');
  }
};

/** `versions`: every version, newest first, with its publishes. */
export const versionsCommand = async (session: Session, output: Output) => {
  const reply = await session.call<CatalogueVersionsReply>('GET', `/catalogue/brands/${session.brandId}/versions`);
  output.out(`${reply.BrandName} (${reply.BrandId}): current version ${reply.CurrentVersion ?? 'none'}`);
  for (const scheduled of reply.Scheduled) {
    output.out(`scheduled: version ${scheduled.Version} from ${scheduled.ValidFrom}`);
  }
  for (const version of reply.Versions) {
    const published = version.Publications.map(
      (publication) =>
        `published from ${publication.ValidFrom} by ${publication.PublishedBy ?? 'the seed'}${publication.Note ? ` (${publication.Note})` : ''}`,
    ).join('; ');
    output.out(
      `${version.IsCurrent ? '*' : ' '} ${version.Number}  ${version.CreatedAt}  ${version.Source}  ${version.ModelCount} models  by ${version.CreatedBy ?? 'the seed'}${published ? `  ${published}` : '  draft'}`,
    );
  }
  return 0;
};

/** The word that starts an error line, in the command's language. */
const ERROR_WORD: Record<Language, string> = { sl: 'napaka', en: 'error', de: 'Fehler', fr: 'erreur' };

/**
 * The option of this command that a refusal's detail names (the server's field or code: "from" for a publish time in
 * the past is `--from`); null for a detail that is no option: the message in the user's language already says it.
 */
const DETAIL_OPTIONS: Record<string, string> = {
  from: '--from',
  validfrom: '--from',
  version: '--version',
  note: '--note',
  brandid: '--brand',
  brandpartnerid: '--brand-partner',
  pricetests: '--price-tests',
};

/**
 * The error line of a refusal: the message in the command's language (the server's refusals are in it; the command's
 * own are in English), the status and the option it names.
 */
export const refusalLine = (error: RemoteError, lang: Language = error.refusal?.lang ?? 'en'): string => {
  const option = error.refusal?.detail ? DETAIL_OPTIONS[error.refusal.detail.toLowerCase()] : undefined;
  const suffix = error.refusal ? ` (${error.refusal.status}${option ? `, ${option}` : ''})` : '';
  return `${ERROR_WORD[lang]}: ${error.message}${suffix}`;
};

/** Prints a refusal: each finding `place: message`, then the error line. */
export const printRefusal = (output: Output, error: RemoteError) => {
  printSituation(output, error.scheduled);
  for (const item of error.findings) {
    output.out(`${item.Path}: ${item.Severity === 'warning' ? 'warning: ' : ''}${item.Message}`);
  }
  output.err(refusalLine(error));
};

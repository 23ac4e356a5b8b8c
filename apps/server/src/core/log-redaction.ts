// Logs keep what explains a failure (the SQL statement, the error code, the constraint) and drop the values that
// went into it: query parameters of a failed insert carry password hashes, names and e-mail addresses.

/** Properties of database errors that hold the statement's values (Drizzle `params`, PGlite `params`/`queryOptions`). */
const VALUE_KEYS = new Set(['params', 'parameters', 'queryOptions', 'values', 'raw']);

const REDACTED = '***';

/** A log-safe copy of an error: type, message, stack, code and the other plain fields; a cause chain as nested. */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** A PostgreSQL error carries a five-character SQLSTATE in `code`. */
const isDatabaseError = (error: Error & { code?: unknown }) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/** Removes the values from an error message: Drizzle's `params:` tail, PostgreSQL's quoted input value. */
const redactMessage = (message: string, isDatabase: boolean): string => {
  // Drizzle writes "Failed query: <sql>\nparams: <values>": the values are the whole tail.
  const paramsAt = message.indexOf('\nparams:');
  let safe = paramsAt === -1 ? message : `${message.slice(0, paramsAt)}\nparams: ${REDACTED}`;
  if (isDatabase) {
    // "invalid input syntax for type integer: "<value>"": the rejected value closes the message.
    safe = safe.replace(/: ".*"$/s, `: "${REDACTED}"`);
  }
  return safe;
};

/** Removes the values from a PostgreSQL `detail`: "Key (email)=(…)", "Failing row contains (…)". */
const redactDetail = (detail: string): string =>
  detail.replace(/=\(.*\)/s, `=(${REDACTED})`).replace(/contains \(.*\)/s, `contains (${REDACTED})`);

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);

const serializeValue = (value: unknown, depth: number): unknown =>
  isErrorLike(value) ? (depth < 5 ? serializeError(value, depth) : String(value.message)) : value;

const serializeError = (error: Error, depth: number): SerializedError => {
  const isDatabase = isDatabaseError(error);
  const message = redactMessage(String(error.message), isDatabase);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    // The stack starts with the message, so it carries the same values.
    stack: typeof error.stack === 'string' ? error.stack.split(String(error.message)).join(message) : '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_KEYS.has(key) || key === 'cause' || key in serialized) {
      continue;
    }
    if (key === 'detail' && typeof value === 'string') {
      serialized.detail = isDatabase ? redactDetail(value) : value;
    } else {
      serialized[key] = serializeValue(value, depth + 1);
    }
  }
  const { cause } = error as { cause?: unknown };
  if (cause !== undefined) {
    serialized.cause = serializeValue(cause, depth + 1);
  }
  return serialized;
};

/** Pino `err` serializer that logs the failed statement but none of its parameter values. */
export const serializeErrorForLog = (error: Error): SerializedError => serializeError(error, 0);

/** A connection URL with its password replaced by `***`, for messages and logs. */
export const redactUrlPassword = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (!parsed.password) {
      return url;
    }
    parsed.password = REDACTED;
    return parsed.toString();
  } catch {
    // Not a URL the parser reads: still hide whatever sits between "user:" and "@".
    return url.replace(/\/\/([^:/@]*):[^@]*@/, `//$1:${REDACTED}@`);
  }
};

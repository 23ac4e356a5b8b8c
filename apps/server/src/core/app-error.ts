import type { Language, LocalizedText } from '@door/contract';

/** One entry of an error catalogue: the HTTP status and the message in every interface language. */
export type ErrorEntry = LocalizedText & { readonly status: number };

/** An error kind: a catalogue entry named by its stable code, which the client gets as `detail`. */
export type ErrorKind = ErrorEntry & { readonly code: string };

/** Names each entry of an error catalogue by its key; the key is the stable code of that error. */
export const defineErrors = <const T extends Record<string, ErrorEntry>>(
  catalogue: T,
): { readonly [K in keyof T & string]: T[K] & { readonly code: K } } =>
  Object.fromEntries(Object.entries(catalogue).map(([code, entry]) => [code, { ...entry, code }])) as {
    readonly [K in keyof T & string]: T[K] & { readonly code: K };
  };

/**
 * How an error differs from its kind: a detail for the client instead of the code, a more precise message, or more
 * fields of the error body in the caller's language (the route's error schema names them, e.g. a catalogue's findings).
 */
export type AppErrorOptions = {
  detail?: string;
  message?: LocalizedText;
  extra?: (language: Language) => Record<string, unknown>;
};

/** An error meant for the client: a stable code, mapped at the edge to its status and translated message. */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly localized: LocalizedText;
  readonly detail: string;
  readonly extra: ((language: Language) => Record<string, unknown>) | null;

  constructor(kind: ErrorKind, { detail, message, extra }: AppErrorOptions = {}) {
    super(kind.code);
    this.name = 'AppError';
    this.code = kind.code;
    this.statusCode = kind.status;
    this.localized = message ?? kind;
    this.detail = detail ?? kind.code;
    this.extra = extra ?? null;
  }

  /** The message in the caller's language. */
  messageIn(language: Language): string {
    return this.localized[language];
  }
}

/** Fills `{name}` placeholders of every language of a message. */
export const formatMessage = (message: LocalizedText, values: Record<string, string | number>): LocalizedText => {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
  return { sl: fill(message.sl), en: fill(message.en), de: fill(message.de), fr: fill(message.fr) };
};

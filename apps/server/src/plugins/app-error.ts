import type { Language, LocalizedText } from '@door/contract';

/** An error meant for the client: a status and a message in every interface language. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly localized: LocalizedText;
  readonly detail: string | undefined;

  constructor(statusCode: number, message: LocalizedText, detail?: string) {
    super(message.en);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.localized = message;
    this.detail = detail;
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

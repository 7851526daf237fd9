import { ERRORS, type ErrorCode } from '@jetkiz/contract';
import { LANGS, type Lang, type Localized } from '@jetkiz/domain';

/**
 * A text of an error answer, a bad field's message or a description: in every language (the answer then carries all
 * three, and a page switched to another language says it again without asking), or a text in the caller's language
 * only (a carrier's own words, an operator's reason, a name).
 */
export type ErrorText = string | Localized;
/** A bad field's message (see `ErrorText`). */
export type FieldText = ErrorText;

/**
 * The messages of a check that writes them in a language, in every language: `inEveryLanguage((l) => check(body, l))`
 * for an AppError's `fields`. The check is pure, so it finds the same fields in each.
 */
export const inEveryLanguage = (write: (lang: Lang) => Record<string, string>): Record<string, Localized> => {
  const said = Object.fromEntries(LANGS.map((lang) => [lang, write(lang)])) as Record<Lang, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(said.ru).map(([field, ru]) => [field, { ru, kk: said.kk[field] ?? ru, en: said.en[field] ?? ru }]),
  );
};

/**
 * One message in every language, written by the same words in each (a text with a value that is itself written per
 * language, as a sum or a limit): `inEachLanguage((l) => fillText(TEXT[l], { max: money(left, l) }))` for one field.
 */
export const inEachLanguage = (write: (lang: Lang) => string): Localized =>
  Object.fromEntries(LANGS.map((lang) => [lang, write(lang)])) as Record<Lang, string>;

/** A failure the caller can act on; the error handler turns it into the error shape in the caller language. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, FieldText> | undefined;
  /** More on what happened (the amount due, the day a claim could be filed until); in every language where it can be. */
  readonly description: ErrorText | undefined;
  /** A message more precise than the code's own (e.g. how long to wait), in each language. */
  readonly localized: Localized | undefined;
  /** Seconds after which trying again makes sense; sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, FieldText>;
      description?: ErrorText;
      cause?: unknown;
      localized?: Localized;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.fields = options.fields;
    this.description = options.description;
    this.localized = options.localized;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

import { ERRORS, type ErrorCode } from '@jetkiz/contract';
import type { Localized } from '@jetkiz/domain';

/** A failure the caller can act on; the error handler turns it into the error shape in the caller language. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly description: string | undefined;
  /** A message more precise than the code's own (e.g. how long to wait), in each language. */
  readonly localized: Localized | undefined;
  /** Seconds after which trying again makes sense; sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      description?: string;
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

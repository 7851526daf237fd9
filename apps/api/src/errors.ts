import { ERRORS, type ErrorCode } from '@jetkiz/contract';

/** A failure the caller can act on; the error handler turns it into the error shape in the caller language. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly description: string | undefined;

  constructor(code: ErrorCode, options: { fields?: Record<string, string>; description?: string; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.fields = options.fields;
    this.description = options.description;
  }
}

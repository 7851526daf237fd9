import type { ErrorCode } from '@jetkiz/contract';
import { AppError } from '../../errors.ts';

/** The signature error codes (packages/contract/src/signature-errors.ts). */
export type SignatureErrorCode = Extract<ErrorCode, `SIGNATURE_${string}`>;

/**
 * A refused signature: the code the caller sees (its message in their language) and, kept as the cause for the log
 * and tests only, the reason in English — never sent to the caller.
 */
export const refuse = (code: SignatureErrorCode, reason: string, cause?: unknown): AppError =>
  new AppError(code, { cause: new Error(reason, cause === undefined ? undefined : { cause }) });

export const isSignatureError = (error: unknown): error is AppError =>
  error instanceof AppError && error.code.startsWith('SIGNATURE_');

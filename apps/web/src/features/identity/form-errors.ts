import { describeIssues } from '@jetkiz/contract';
import type { FieldIssues } from '@jetkiz/domain';
import { ApiError } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';

/**
 * Spec §5: the checks run before the call; the messages sit under the fields, and the form shows each as a
 * «Внимание» toast through `useFormWarnings` (lib/form-warnings.ts), which takes it away once the field is fixed.
 */
export const fieldIssues = (issues: FieldIssues): Record<string, string> => describeIssues(issues, currentLang());

/** The server's field errors of a failed call, to show under the fields (its notification is already shown). */
export const serverFieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

import { describeIssues } from '@jetkiz/contract';
import type { FieldIssues } from '@jetkiz/domain';
import { ApiError } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { notifyWarning } from '../../lib/notify.ts';

/** The domain's field issues as the messages under the fields, in the reader's language (no toast). */
export const fieldIssues = (issues: FieldIssues): Record<string, string> => describeIssues(issues, currentLang());

/**
 * Spec §5: registration checks run before the call and each failure is shown as a notification ('Внимание');
 * the same messages sit under the fields. Answers the field errors, empty when all is well.
 */
export const warnAboutIssues = (issues: FieldIssues): Record<string, string> => {
  const fields = describeIssues(issues, currentLang());
  for (const message of new Set(Object.values(fields))) notifyWarning(message);
  return fields;
};

/** The server's field errors of a failed call, to show under the fields (its notification is already shown). */
export const serverFieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

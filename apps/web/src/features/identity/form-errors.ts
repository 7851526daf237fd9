import { describeIssues } from '@jetkiz/contract';
import type { FieldIssues } from '@jetkiz/domain';
import type { ReactNode } from 'react';
import { fieldMessages } from '../../lib/field-message.tsx';

/**
 * Spec §5: the checks run before the call; the messages sit under the fields, and the form shows each as a
 * «Внимание» toast through `useFormWarnings` (lib/form-warnings.ts), which takes it away once the field is fixed.
 * Each message is the issue itself, written in the page's language whenever it is shown (a language switch rewrites it).
 */
export const fieldIssues = (issues: FieldIssues): Record<string, ReactNode> =>
  fieldMessages((lang) => describeIssues(issues, lang));

/** The server's field errors of a failed call, to show under the fields (its notification is already shown). */
export { serverFieldErrors } from '../../lib/field-message.tsx';

import type { Lang } from '@jetkiz/domain';
import i18next from 'i18next';
import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';
import { currentLang } from './i18n.ts';

/**
 * Writes a message in a language: a catalogue key with its values, the contract's words of a field issue, the words of
 * a server's answer (`errorSays` in lib/notify.ts).
 */
export type MessageOf = (lang: Lang) => string;

/**
 * A message as what it says (a key and its values, an answer's words in each language), written when it is shown:
 * after a switch of language the errors under the fields, the banners over the forms and the toasts read in the new
 * one. A string written at the time of the check (or of the answer) kept the old language.
 */
const FieldMessage = ({ of }: { of: MessageOf }) => {
  useTranslation(); // renders again when the language changes
  return of(currentLang());
};

/** A message (mantine's `ReactNode`: a form error, a banner's text, a toast's) that follows the page's language. */
export const fieldMessage = (of: MessageOf): ReactNode => <FieldMessage of={of} />;

/** A catalogue key and its values, written in whichever language is asked. */
export const textOf =
  (key: string, values?: Record<string, unknown>): MessageOf =>
  (lang) =>
    i18next.t(key, { ...values, lng: lang });

/** A message from a catalogue key and its values, in the page's language whenever it is shown. */
export const fieldText = (key: string, values?: Record<string, unknown>): ReactNode => fieldMessage(textOf(key, values));

/**
 * The errors of a check that writes its messages in a language (the contract's `describeIssues`, a domain check with
 * its `lang`): one message per field that has a problem now, each written again in the language it is shown in.
 */
export const fieldMessages = (check: (lang: Lang) => Record<string, string | null | undefined>): Record<string, ReactNode> =>
  Object.fromEntries(
    Object.entries(check(currentLang()))
      .filter(([, message]) => Boolean(message))
      .map(([field]) => [field, fieldMessage((lang) => check(lang)[field] ?? '')]),
  );

/**
 * Whether a form error writes itself in the page's language whenever it is shown: a language switch needs no new
 * check of its field (`useErrorsInLanguage` leaves it be).
 */
export const followsLanguage = (message: ReactNode): boolean => isValidElement(message) && message.type === FieldMessage;

/**
 * The field errors the server answered a call with (a 400 with `fields`), to show under the fields. They stay after a
 * switch of language, said in the new one: the answer carries each message in every language (`fieldTexts`). A
 * message the server said in one language only stays as it was said. Re-checking the field with the form's own rules
 * instead lost a problem only the server knows (a locality it does not serve, a card it has no top-up of).
 */
export const serverFieldErrors = (error: unknown): Record<string, ReactNode> =>
  error instanceof ApiError
    ? Object.fromEntries(Object.keys(error.fields).map((field) => [field, fieldMessage(serverFieldText(error, field))]))
    : {};

/** What the server said of one field, in any language it has it in (otherwise as it was said). */
export const serverFieldText =
  (error: ApiError, field: string): MessageOf =>
  (lang) =>
    error.fieldTexts[field]?.[lang] ?? error.fields[field] ?? '';

/** What a form error says, in any language: a message that follows the language, or a text written once as it is. */
export const messageOf = (message: ReactNode): MessageOf => {
  if (isValidElement(message) && message.type === FieldMessage) return (message.props as { of: MessageOf }).of;
  const text = typeof message === 'string' || typeof message === 'number' ? String(message) : '';
  return () => text;
};

/** The text of a form error in the current language. */
export const messageText = (message: ReactNode): string => messageOf(message)(currentLang());

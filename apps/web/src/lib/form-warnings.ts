import i18next from 'i18next';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { followsLanguage, type MessageOf, messageOf, messageText, textOf } from './field-message.tsx';
import { clearWarnings, MAX_TOASTS, notifyWarning } from './notify.ts';

type FieldErrors = Record<string, ReactNode>;

/**
 * Fields a form's toasts name one by one; with more, one toast counts the fields to check. An empty company
 * registration has nine (BIN, name, address, surname, name, phone, e-mail, password, consent): as toasts of their own
 * three covered a phone's screen at a time and the others queued behind them, while each field already says its own
 * problem under it; and eight empty fields of the order's first step said only «Обязательное поле».
 */
const OWN_TOASTS = MAX_TOASTS - 1;
/** The key of a form's counting toast. */
const summaryKey = (form: string) => `${form}:fields`;
const summaryText = (fields: number) => textOf('notify.checkFields', { count: fields });

/**
 * A form's «Внимание» toasts tied to its fields (issue 15: a fixed field clears its warning). `warn(errors)` shows
 * one warning per distinct message (two empty fields are one toast, not two), keyed `${form}:${message}`; as soon
 * as none of the fields that message was about has an error any more (mantine clears a field's error as it
 * changes), the warning goes. More than OWN_TOASTS fields with a problem are one toast instead, «Check the fields
 * marked in red: N», whose N follows the fields as they are fixed. Leaving the page takes the form's warnings with it.
 */
export const useFormWarnings = (errors: FieldErrors, form: string) => {
  const shown = useRef(new Map<string, string[]>());
  const open = Object.entries(errors)
    .filter(([, message]) => Boolean(message))
    .map(([field]) => field)
    .sort()
    .join('\n');
  useEffect(() => {
    const still = new Set(open ? open.split('\n') : []);
    for (const [key, fields] of shown.current) {
      const left = fields.filter((field) => still.has(field));
      if (left.length > 0) {
        if (key === summaryKey(form) && left.length < fields.length) {
          shown.current.set(key, left);
          notifyWarning(summaryText(left.length), key);
        }
        continue;
      }
      clearWarnings(key);
      shown.current.delete(key);
    }
  }, [open, form]);
  // A switch of language takes the form's warnings away: a form's own check may have written its message once, in the
  // language of the moment, and the fields say it again in the new one (`useErrorsInLanguage`), under each field.
  useEffect(() => {
    const current = shown.current;
    const drop = () => {
      for (const key of current.keys()) clearWarnings(key);
      current.clear();
    };
    i18next.on('languageChanged', drop);
    return () => i18next.off('languageChanged', drop);
  }, []);
  useEffect(() => {
    const current = shown.current;
    return () => {
      for (const key of current.keys()) clearWarnings(key);
      current.clear();
    };
  }, []);
  return useCallback(
    (found: FieldErrors) => {
      const byMessage = new Map<string, { says: MessageOf; fields: string[] }>();
      for (const [field, message] of Object.entries(found)) {
        if (!message) continue;
        const text = messageText(message);
        const same = byMessage.get(text);
        byMessage.set(text, { says: same?.says ?? messageOf(message), fields: [...(same?.fields ?? []), field] });
      }
      const fields = [...byMessage.values()].flatMap((one) => one.fields);
      const toasts: Array<[key: string, message: MessageOf, fields: string[]]> =
        fields.length > OWN_TOASTS
          ? [[summaryKey(form), summaryText(fields.length), fields]]
          : [...byMessage].map(([text, { says, fields }]) => [`${form}:${text}`, says, fields]);
      // A new submit says what is wrong now: a toast of the last one that is not shown again goes.
      for (const key of shown.current.keys()) {
        if (toasts.some(([again]) => again === key)) continue;
        clearWarnings(key);
        shown.current.delete(key);
      }
      for (const [key, message, fields] of toasts) {
        shown.current.set(key, fields);
        notifyWarning(message, key);
      }
    },
    [form],
  );
};

type CheckedForm = { errors: FieldErrors; validateField: (path: string) => unknown };

/**
 * A form's messages under its fields follow a switch of language: they were written when the form was checked, so a
 * person who switched from Russian to Kazakh after a failed «Далее» read «Обязательное поле» under Kazakh labels. The
 * fields with a message written once (a string) are checked again in the new language; a message that writes itself
 * in the page's language (`fieldMessage`, and the server's `serverFieldErrors`) stays as it is: checked again by the
 * form's rules, a problem only the server found was lost. The fields without a message stay untouched.
 */
export const useErrorsInLanguage = (form: CheckedForm) => {
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    const again = () => {
      for (const [path, message] of Object.entries(latest.current.errors))
        if (message && !followsLanguage(message)) latest.current.validateField(path);
    };
    i18next.on('languageChanged', again);
    return () => i18next.off('languageChanged', again);
  }, []);
};

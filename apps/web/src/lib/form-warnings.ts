import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { clearWarnings, notifyWarning } from './notify.ts';

type FieldErrors = Record<string, ReactNode>;

/**
 * A form's «Внимание» toasts tied to its fields (issue 15: a fixed field clears its warning). `warn(errors)` shows
 * one warning per distinct message (four empty fields are one toast, not four), keyed `${form}:${message}`; as soon
 * as none of the fields that message was about has an error any more (mantine clears a field's error as it
 * changes), the warning goes. Leaving the page takes the form's warnings with it.
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
      if (fields.some((field) => still.has(field))) continue;
      clearWarnings(key);
      shown.current.delete(key);
    }
  }, [open]);
  useEffect(() => {
    const current = shown.current;
    return () => {
      for (const key of current.keys()) clearWarnings(key);
      current.clear();
    };
  }, []);
  return useCallback(
    (found: FieldErrors) => {
      const byMessage = new Map<string, string[]>();
      for (const [field, message] of Object.entries(found)) {
        if (!message) continue;
        byMessage.set(String(message), [...(byMessage.get(String(message)) ?? []), field]);
      }
      for (const [message, fields] of byMessage) {
        const key = `${form}:${message}`;
        shown.current.set(key, fields);
        notifyWarning(message, key);
      }
    },
    [form],
  );
};

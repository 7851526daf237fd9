import type { NotificationData } from '@mantine/notifications';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { ApiError } from './api-client.ts';
import { fieldMessage, fieldText, type MessageOf } from './field-message.tsx';
import { currentLang } from './i18n.ts';

/**
 * The toast policy (issue 15: toasts outlive their cause and pile up):
 * - at most `MAX_TOASTS` on screen (the notification area's `limit`; later ones wait in the queue);
 * - a warning belongs to a form (`key`): a new one of the same form replaces it instead of stacking, and it is
 *   taken away when the form's fields are fixed (`clearWarnings(key)`) or anything succeeds (`notifySuccess`);
 * - below the header, never over it: top-right on a desktop (spec §8), across the top on a phone;
 * - a warning or a failure says itself in the page's language, also after a switch while it is on screen: its title
 *   and its message are written when shown (`MessageOf`, see lib/field-message.tsx), not once when it came.
 */
export const MAX_TOASTS = 3;

/**
 * The notification area is mounted on the first notification, so pages that never show one do not load it.
 */
let wanted = false;
const wantedListeners = new Set<() => void>();
export const notificationArea = {
  isWanted: () => wanted,
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
};
/**
 * The notifications store loads with the first toast (as the area does), not with every page's first load. Calls
 * made before it arrives run in their order once it has; after that, at once.
 */
type Store = typeof import('@mantine/notifications')['notifications'];
let loaded: Store | undefined;
let loading: Promise<Store> | undefined;
export const loadNotifications = (): Promise<Store> => {
  loading ??= import('@mantine/notifications').then((module) => {
    loaded = module.notifications;
    return loaded;
  });
  return loading;
};
const withStore = (use: (notifications: Store) => void): void => {
  if (loaded) use(loaded);
  else void loadNotifications().then(use);
};
const show = (data: NotificationData) => {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  // The close button is named by the theme, in the page's language (app/provider.tsx).
  withStore((notifications) => notifications.show(data));
};

/** How long a failure stays on screen (spec §8: 6 s; other notifications keep the default 3 s). */
export const ERROR_AUTO_CLOSE_MS = 6_000;
export const DEFAULT_AUTO_CLOSE_MS = 3_000;

/**
 * What a failure says to a person, in any language (spec §8): the server's description, then its message (in the
 * language asked for: the answer carries them in each, see `ApiError.textIn`), then the client's own error message. A
 * call that never reached the server says so; `ApiError` reads «Произошла ошибка» for a 5xx or an answer not ours.
 */
export const errorSays =
  (error: unknown): MessageOf =>
  (lang) => {
    if (error instanceof ApiError) return error.textIn(lang);
    return error instanceof Error && error.message ? error.message : i18next.t('notify.genericError', { lng: lang });
  };

/** A failure after what was being done: «Не удалось отменить заказ: Заказ больше нельзя отменить», in any language. */
export const errorAfter =
  (lead: string, error: unknown): MessageOf =>
  (lang) =>
    `${i18next.t(lead, { lng: lang })}: ${errorSays(error)(lang)}`;

/** The message of a failed call in the page's language now (`custom` if the caller gave one), for a text written once. */
export const errorText = (error: unknown, custom?: MessageOf): string => (custom ?? errorSays(error))(currentLang());

/**
 * The message of a failed call to show on a page (a banner, a form's error): it says itself in the page's language,
 * again after a switch of language. One way for every error a page shows, as the toasts do.
 */
export const errorNode = (error: unknown, custom?: MessageOf): ReactNode => fieldMessage(custom ?? errorSays(error));

/** Failures on screen: by id, what each says. */
const errors = new Map<string, MessageOf>();

/**
 * A failed call: a danger notification titled 'Ошибка' top-right for 6 s, in the page's language whenever it is read.
 * A 401 stays silent. `custom` says it instead of the server's words (what failed, and why in the server's words).
 */
export const notifyError = (error: unknown, custom?: MessageOf): void => {
  if (error instanceof ApiError && error.status === 401) return;
  const says = custom ?? errorSays(error);
  const lang = currentLang();
  const text = says(lang);
  // The same failure twice (a retried call, a double click, a question asked again after a switch of language, its
  // first toast saying it in the new language by now) is one toast, not two.
  const id = [...errors].find(([, shown]) => shown(lang) === text)?.[0] ?? `error:${text}`;
  const data = {
    id,
    color: 'red',
    title: fieldText('notify.errorTitle'),
    message: fieldMessage(says),
    autoClose: ERROR_AUTO_CLOSE_MS,
    onClose: () => errors.delete(id),
  };
  if (errors.has(id)) withStore((notifications) => notifications.update(data));
  else show(data);
  errors.set(id, says);
};

/** Warnings on screen, by the form they belong to. */
const warnings = new Set<string>();
const warningId = (key: string) => `warning:${key}`;

/**
 * A client-side validation failure: titled 'Внимание', in the page's language whenever it is read. `key` names what it
 * belongs to (a form): a second warning with that key replaces the first, and `clearWarnings(key)` takes it away once
 * the fields are fixed. Without a key each different message is its own toast (spec §5: each failure a notification),
 * the same one never twice.
 */
export const notifyWarning = (message: MessageOf, key = message(currentLang())): void => {
  const id = warningId(key);
  const data = {
    id,
    color: 'yellow',
    title: fieldText('notify.warningTitle'),
    message: fieldMessage(message),
    autoClose: DEFAULT_AUTO_CLOSE_MS,
    onClose: () => warnings.delete(key),
  };
  if (warnings.has(key)) withStore((notifications) => notifications.update(data));
  else show(data);
  warnings.add(key);
};

/** Takes away the warnings of one form (its fields are fixed), or of every form. */
export const clearWarnings = (key?: string): void => {
  for (const shown of key ? [key] : [...warnings]) {
    if (!warnings.delete(shown)) continue;
    withStore((notifications) => notifications.hide(warningId(shown)));
  }
};

/** Takes away every warning and failure on screen: what they were about has succeeded. */
export const clearToasts = (): void => {
  clearWarnings();
  for (const id of errors.keys()) withStore((notifications) => notifications.hide(id));
  errors.clear();
};

/** A success: the warnings and failures before it are over («Неверный код» after a good code). */
export const notifySuccess = (message: string): void => {
  clearToasts();
  show({ color: 'green', message, autoClose: DEFAULT_AUTO_CLOSE_MS });
};

import type { NotificationData } from '@mantine/notifications';
import i18next from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * The toast policy (issue 15: toasts outlive their cause and pile up):
 * - at most `MAX_TOASTS` on screen (the notification area's `limit`; later ones wait in the queue);
 * - a warning belongs to a form (`key`): a new one of the same form replaces it instead of stacking, and it is
 *   taken away when the form's fields are fixed (`clearWarnings(key)`) or anything succeeds (`notifySuccess`);
 * - below the header, never over it: top-right on a desktop (spec §8), across the top on a phone.
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
  withStore((notifications) => notifications.show({ closeButtonProps: { 'aria-label': i18next.t('notify.close') }, ...data }));
};

/** How long a failure stays on screen (spec §8: 6 s; other notifications keep the default 3 s). */
export const ERROR_AUTO_CLOSE_MS = 6_000;
export const DEFAULT_AUTO_CLOSE_MS = 3_000;

/**
 * The message of a failed call (spec §8): a custom one if the caller gave it, otherwise the server's
 * description, then its message, then the client's own error message. A call that never reached the server
 * says so; `ApiError` already reads «Произошла ошибка» for a 5xx or an answer that is not ours.
 */
export const errorText = (error: unknown, custom?: string): string => {
  if (custom) return custom;
  if (error instanceof ApiError) {
    if (error.status === 0) return i18next.t('notify.offline');
    return error.description || error.message || i18next.t('notify.genericError');
  }
  return error instanceof Error && error.message ? error.message : i18next.t('notify.genericError');
};

/** Failures on screen, by id. */
const errors = new Set<string>();

/** A failed call: a danger notification titled 'Ошибка' top-right for 6 s. A 401 stays silent. */
export const notifyError = (error: unknown, custom?: string): void => {
  if (error instanceof ApiError && error.status === 401) return;
  const message = errorText(error, custom);
  // The same failure twice (a retried call, a double click) is one toast, not two.
  const id = `error:${message}`;
  const data = {
    id,
    color: 'red',
    title: i18next.t('notify.errorTitle'),
    message,
    autoClose: ERROR_AUTO_CLOSE_MS,
    onClose: () => errors.delete(id),
  };
  if (errors.has(id)) withStore((notifications) => notifications.update(data));
  else show(data);
  errors.add(id);
};

/** Warnings on screen, by the form they belong to. */
const warnings = new Set<string>();
const warningId = (key: string) => `warning:${key}`;

/**
 * A client-side validation failure: titled 'Внимание'. `key` names what it belongs to (a form): a second warning
 * with that key replaces the first, and `clearWarnings(key)` takes it away once the fields are fixed. Without a
 * key each different message is its own toast (spec §5: each failure a notification), the same one never twice.
 */
export const notifyWarning = (message: string, key = message): void => {
  const id = warningId(key);
  const data = {
    id,
    color: 'yellow',
    title: i18next.t('notify.warningTitle'),
    message,
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
  for (const id of errors) withStore((notifications) => notifications.hide(id));
  errors.clear();
};

/** A success: the warnings and failures before it are over («Неверный код» after a good code). */
export const notifySuccess = (message: string): void => {
  clearToasts();
  show({ color: 'green', message, autoClose: DEFAULT_AUTO_CLOSE_MS });
};

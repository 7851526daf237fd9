/**
 * Where a guest goes back to after signing in or registering (issue 15: a guest's «Оформить» returns to the
 * order form with the chosen tariff). Kept for the tab in sessionStorage; only a path of this site.
 */
const KEY = 'jetkiz.returnTo';

const isOwnPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//');

export const returnTo = {
  get: (): string | null => {
    try {
      const path = sessionStorage.getItem(KEY);
      return path && isOwnPath(path) ? path : null;
    } catch {
      return null;
    }
  },
  set: (path: string) => {
    try {
      if (isOwnPath(path)) sessionStorage.setItem(KEY, path);
    } catch {
      // Without storage the guest lands in the cabinet, where the chosen quote is shown too.
    }
  },
  clear: () => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept.
    }
  },
};

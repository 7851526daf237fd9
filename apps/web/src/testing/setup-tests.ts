import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { followsLanguage, messageText } from '../lib/field-message.tsx';
import { resetServerClock } from '../lib/server-clock.ts';

// Mantine reads these browser APIs that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};

// A message that follows the language (a toast's title and text, a banner's: lib/field-message.tsx) is, to a test, the
// text it says now: `expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Неверный код' }))`.
expect.addEqualityTesters([
  (a: unknown, b: unknown) => {
    if (followsLanguage(a as never) && typeof b === 'string') return messageText(a as never) === b;
    if (followsLanguage(b as never) && typeof a === 'string') return messageText(b as never) === a;
    return undefined;
  },
]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The files of a worker share modules (isolate: false): a notification one test left shown is Mantine's module
  // state, and would be on screen in the next file's tests.
  notifications.clean();
  resetServerClock();
});

import { createTheme, type MantineColorsTuple, type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';

/** Steppe sky blue; shade 7 carries white text at a contrast above 5:1 (WCAG 2.2 AA). */
const brand: MantineColorsTuple = [
  '#e6f5fc',
  '#cde8f6',
  '#9dd0ec',
  '#69b6e2',
  '#3fa0d9',
  '#2392d4',
  '#0f7fbf',
  '#0a6fa8',
  '#006194',
  '#005380',
];

/**
 * Mantine's red with shades 6+ darkened: field errors and danger notifications use shade 6, which in the
 * default palette (#fa5252) is 3.3:1 on white; #c92a2a is 5.4:1.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#9a2020',
  '#861b1b',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand, red },
  // «Inter Fallback» (app/fonts.css) is a local Arial sized to Inter's metrics: nothing moves when Inter arrives.
  fontFamily: 'Inter, "Inter Fallback", "DejaVu Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: 'Inter, "Inter Fallback", "DejaVu Sans", system-ui, sans-serif',
    fontWeight: '700',
    // A page's title is smaller on a phone: at Mantine's 34 px one long word («конфиденциальности») was wider than a
    // 360 px screen; from ~560 px wide it is 34 px again.
    sizes: { h1: { fontSize: 'clamp(1.625rem, 1rem + 3.2vw, 2.125rem)' } },
  },
  defaultRadius: 'md',
  // The ring shows for the keyboard (not for a mouse click); its colour and width are in app/global.css.
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A dialog's header is not a second banner of the page (axe: landmark-no-duplicate-banner).
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/**
 * The theme with the texts of the user's language: every dialog's, drawer's, alert's and notification's close
 * button is named («Закрыть», «Жабу», «Close»), and every password field's eye button (Mantine's own name is English)
 * without each page having to say so.
 */
export const localizedTheme = (closeLabel: string, passwordToggleLabel: string): MantineThemeOverride =>
  mergeThemeOverrides(theme, {
    components: {
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': passwordToggleLabel } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Alert: { defaultProps: { closeButtonLabel: closeLabel } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      CloseButton: { defaultProps: { 'aria-label': closeLabel } },
    },
  });

import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  fontFamily: 'Inter, "DejaVu Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, "DejaVu Sans", system-ui, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  fontFamily: 'Inter, "DejaVu Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, "DejaVu Sans", system-ui, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});

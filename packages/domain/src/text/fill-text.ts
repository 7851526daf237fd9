/**
 * The one template syntax of every message with placeholders: `{{name}}`. A placeholder with no value is left as
 * written, so a missing value shows up in review instead of silently becoming empty.
 */
export type TextValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{([A-Za-z][A-Za-z0-9_]*)\}\}/g;

export const fillText = (template: string, values: TextValues): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** The names of the placeholders a template uses, in order of first appearance (for catalogue checks). */
export const placeholdersOf = (template: string): string[] => [
  ...new Set(Array.from(template.matchAll(PLACEHOLDER), (m) => m[1] as string)),
];

/**
 * The README's table of settings, made from the schemas (the API's SETTINGS and npm start's SANDBOX_SETTINGS), so
 * the documentation cannot drift from what is read: `node scripts/settings-table.ts --write` rewrites it, and a
 * test (apps/api/test/keys.test.ts) fails when the README's table is not this one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS } from '../apps/api/src/config.ts';
import { SANDBOX_SETTINGS } from './sandbox-settings.ts';

export const README = path.resolve(import.meta.dirname, '../README.md');
export const BEGIN = '<!-- settings: made by scripts/settings-table.ts from the schemas -->';
export const END = '<!-- settings: end -->';

type Described = { default?: unknown; description?: string; secret?: boolean };

const cell = (text: string) => text.replaceAll('|', '\\|');

export const settingsTable = (): string => {
  const rows = (schema: { properties: Record<string, unknown> }) =>
    Object.entries(schema.properties).map(([name, property]) => {
      const { default: fallback, description = '', secret } = property as Described;
      const shown = secret ? 'secret' : fallback === undefined ? '' : `\`${String(fallback)}\``;
      return `| \`${name}\` | ${shown} | ${cell(description)} |`;
    });
  return [
    BEGIN,
    '| Setting | Default | What it is |',
    '| --- | --- | --- |',
    ...rows(SETTINGS),
    ...rows(SANDBOX_SETTINGS).map((row) => row.replace(/ \|$/, ' (npm start only) |')),
    END,
  ].join('\n');
};

/** The README with its table of settings replaced by the schemas' one. */
export const readmeWithTable = (readme: string): string => {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
  return readme.slice(0, begin) + settingsTable() + readme.slice(end + END.length);
};

if (process.argv.includes('--write')) {
  fs.writeFileSync(README, readmeWithTable(fs.readFileSync(README, 'utf8')));
}

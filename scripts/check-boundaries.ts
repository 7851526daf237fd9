/**
 * The module boundaries of DESIGN §1, checked (run by `npm run lint` after Biome; `node scripts/check-boundaries.ts`).
 *
 * Rules, each break printed as `file:line  rule  import → why`:
 * - `module-internals`: an API module (`apps/api/src/modules/M`) reaches another module N only through
 *   `modules/N/index.ts`.
 * - `outside-internals`: code outside the modules (app, plugins, adapters, db, lib, the API's test helpers,
 *   bench, e2e, scripts) reaches a module only through its `index.ts`.
 * - `web-feature-internals`: a web feature (`apps/web/src/features/X`) reaches another feature Y only through
 *   `features/Y/index.ts` (or `index.tsx`).
 * The two written exceptions: a `*.tables.ts` may import another module's `*.tables.ts` (foreign keys), and
 * `apps/api/src/db/schema.ts` gathers every module's `*.tables.ts`.
 * Tests follow the same rules as the code beside them: a test inside module M (`__tests__/`, `*.test.ts`) may
 * import M's own files, and any other module only through its `index.ts`. A test that needs another module's
 * table reads it from `db/schema.ts`, which gathers them all.
 *
 * Imports are found with a regular expression (static `import`/`export … from`, side-effect imports, `import()`),
 * and relative specifiers are resolved against the importing file; package names are outside these rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type BoundaryRule = 'module-internals' | 'outside-internals' | 'web-feature-internals';

export interface BoundaryBreak {
  /** Path of the importing file, relative to the root, with forward slashes. */
  file: string;
  line: number;
  rule: BoundaryRule;
  specifier: string;
  reason: string;
}

/** The folders whose files are checked, relative to the root. */
export const CHECKED_DIRS = ['apps/api/src', 'apps/api/test', 'apps/web/src', 'bench/src', 'e2e/src', 'scripts', 'sandbox/src'];

const API_MODULES = 'apps/api/src/modules/';
const WEB_FEATURES = 'apps/web/src/features/';
const SCHEMA = 'apps/api/src/db/schema.ts';
const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'artifacts']);

/** `import … from 'x'`, `export … from 'x'` (clauses have no quotes, semicolons, `=` or parentheses). */
const FROM = /^[ \t]*(?:import|export)\b[^;'"=()]*?\bfrom\s*['"]([^'"\n]+)['"]/gm;
/** `import 'x'` for its side effects. */
const BARE = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
/** `import('x')`, also in type positions. */
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

export interface FoundImport {
  specifier: string;
  line: number;
}

/** Every import specifier in a source text, with the line it starts on. */
export const importsOf = (text: string): FoundImport[] => {
  const found: FoundImport[] = [];
  for (const pattern of [FROM, BARE, DYNAMIC]) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1] as string;
      const start = (match.index ?? 0) + match[0].length - specifier.length;
      found.push({ specifier, line: text.slice(0, start).split('\n').length });
    }
  }
  return found.sort((a, b) => a.line - b.line);
};

const toPosix = (p: string) => p.split(path.sep).join('/');

/** `{ owner, rest }` when `file` (root-relative) is inside `prefix` + owner + '/' + rest. */
const ownerOf = (file: string, prefix: string): { owner: string; rest: string } | null => {
  if (!file.startsWith(prefix)) return null;
  const tail = file.slice(prefix.length);
  const slash = tail.indexOf('/');
  if (slash <= 0) return null;
  return { owner: tail.slice(0, slash), rest: tail.slice(slash + 1) };
};

/** The public entry of a module or feature: its `index.ts(x)`, or the folder itself. */
const isEntry = (rest: string) => rest === '' || /^index(\.tsx?)?$/.test(rest);
const isTables = (file: string) => file.endsWith('.tables.ts');
const publicWay = (owner: string, target: string) =>
  `import modules/${owner}/index.ts${isTables(target) ? ' (a table: db/schema.ts gathers them all)' : ''}`;

/** The break, if any, of one import from `file` to `target` (both root-relative). */
export const judge = (file: string, target: string): { rule: BoundaryRule; reason: string } | null => {
  const toModule = target.startsWith(API_MODULES)
    ? (ownerOf(target, API_MODULES) ?? { owner: target.slice(API_MODULES.length), rest: '' })
    : null;
  if (toModule && !isEntry(toModule.rest)) {
    const from = ownerOf(file, API_MODULES);
    if (from) {
      if (from.owner !== toModule.owner && !(isTables(file) && isTables(target))) {
        return {
          rule: 'module-internals',
          reason: `module "${from.owner}" reaches into module "${toModule.owner}"; ${publicWay(toModule.owner, target)}`,
        };
      }
    } else if (!(file === SCHEMA && isTables(target))) {
      return {
        rule: 'outside-internals',
        reason: `code outside the modules reaches into module "${toModule.owner}"; ${publicWay(toModule.owner, target)}`,
      };
    }
  }
  const toFeature = ownerOf(target, WEB_FEATURES);
  const fromFeature = ownerOf(file, WEB_FEATURES);
  if (toFeature && fromFeature && toFeature.owner !== fromFeature.owner && !isEntry(toFeature.rest)) {
    return {
      rule: 'web-feature-internals',
      reason: `feature "${fromFeature.owner}" reaches into feature "${toFeature.owner}"; import features/${toFeature.owner}/index.ts`,
    };
  }
  return null;
};

const sourceFiles = (root: string, dir: string): string[] => {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(root, relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
};

/** Every break under `root` (a checkout of this repository, or a test's fixture tree of the same shape). */
export const findBreaks = (root: string, dirs: readonly string[] = CHECKED_DIRS): BoundaryBreak[] => {
  const breaks: BoundaryBreak[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const { specifier, line } of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = toPosix(path.relative(root, path.resolve(root, path.dirname(file), specifier)));
      const verdict = judge(file, target);
      if (verdict) breaks.push({ file, line, specifier, ...verdict });
    }
  }
  return breaks;
};

export const formatBreak = (b: BoundaryBreak) => `${b.file}:${b.line}  ${b.rule}  '${b.specifier}' → ${b.reason}`;

const main = () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const breaks = findBreaks(root);
  for (const b of breaks) process.stderr.write(`${formatBreak(b)}\n`);
  if (breaks.length > 0) {
    process.stderr.write(`\n${breaks.length} boundary break(s): see the rules at the top of scripts/check-boundaries.ts\n`);
    process.exit(1);
  }
  process.stdout.write('Module boundaries: no breaks.\n');
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

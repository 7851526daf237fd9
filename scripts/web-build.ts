/**
 * Builds the web app when its sources changed since the last build (a fingerprint of every input file), then
 * pre-compresses it. `npm start` calls this, so a fresh checkout serves pages and a restart costs nothing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const stamp = path.join(web, 'dist/.build-fingerprint');
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts/prerender.ts',
  'packages/domain/src',
  'packages/contract/src',
  'package-lock.json',
];

const files = (entry: string): string[] => {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
};

export const webFingerprint = (): string => {
  const hash = createHash('sha256');
  // Always a production bundle (see below); the line also retires stamps of bundles built otherwise before.
  hash.update('mode:production\n');
  for (const file of INPUTS.flatMap(files).sort()) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
};

export const buildWebIfStale = (log: (line: string) => void = console.log): boolean => {
  const fingerprint = webFingerprint();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint) return false;
  log('Building the web app…');
  const run = (args: string[]) => {
    // A production bundle whatever NODE_ENV the caller runs under: the journeys start the system with
    // NODE_ENV=test, and Vite then bundled React's development build (560 KB instead of 346 KB), which the
    // journeys and Lighthouse measured instead of what users get.
    const result = spawnSync(process.execPath, args, {
      cwd: web,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`web build failed: node ${args.join(' ')}`);
  };
  run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  run(['scripts/compress.ts']);
  fs.writeFileSync(stamp, fingerprint);
  return true;
};

if (import.meta.main) buildWebIfStale();

/**
 * How much JavaScript the home page needs before it works: the entry chunk, everything it imports
 * statically, and the chunks it asks for while rendering (the language texts, the notification area).
 * Prints kilobytes raw and gzipped. Run after `vite build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const firstLoad = (dist: string) => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const seen = new Set<string>();
  const visit = (file: string, followDynamic: (name: string) => boolean) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) visit(`assets/${m[1]}`, followDynamic);
    for (const m of code.matchAll(/import\(["'`]\.\/([^"'`]+\.js)["'`]\)/g)) {
      if (followDynamic(m[1] as string)) visit(`assets/${m[1]}`, followDynamic);
    }
  };
  // The Russian texts (the default language) load on every first visit; other chunks load on demand.
  const startup = (name: string) => /^ru-/.test(name);
  for (const root of roots) visit(root, startup);
  let raw = 0;
  let gzip = 0;
  for (const file of seen) {
    const data = fs.readFileSync(path.join(dist, file));
    raw += data.length;
    gzip += zlib.gzipSync(data, { level: 9 }).length;
  }
  return { files: [...seen].sort(), rawKb: raw / 1024, gzipKb: gzip / 1024 };
};

if (import.meta.main) {
  const result = firstLoad(path.resolve(import.meta.dirname, '../dist'));
  console.log(
    `home first load: ${result.files.length} JS files, ${result.rawKb.toFixed(1)} KB raw, ${result.gzipKb.toFixed(1)} KB gzipped`,
  );
}

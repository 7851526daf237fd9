/**
 * Writes .br and .gz next to every text asset of the build, so the API's static server sends them
 * pre-compressed (`preCompressed`), with no compression work per request.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;

const walk = async (dir: string): Promise<string[]> => {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
};

const files = (await walk(dist)).filter((f) => TEXT.test(f));
await Promise.all(
  files.map(async (file) => {
    const data = await fs.readFile(file);
    if (data.length < 1024) return;
    await fs.writeFile(`${file}.br`, await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
  }),
);

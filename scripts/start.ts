/**
 * `npm start`: builds the web app if its sources changed, then starts the API, which migrates, seeds and
 * serves web and API on one port (PORT, default 8080) on the embedded PGlite database under ./data, or on
 * PostgreSQL when DATABASE_URL is set. Ctrl-C stops it cleanly.
 */
import { buildWebIfStale } from './web-build.ts';

const [major = 0] = process.versions.node.split('.').map(Number);
if (major < 24) {
  process.stderr.write(`jetkiz: Node.js 24 or newer is needed, this is ${process.version} (see README)\n`);
  process.exit(1);
}

try {
  buildWebIfStale();
} catch (error) {
  process.stderr.write(`jetkiz: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

await import('../apps/api/src/server.ts');

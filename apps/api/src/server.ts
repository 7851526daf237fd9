import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError } from './db/client.ts';

/** One line on stderr and a non-zero exit: what a person starting the system needs to read, nothing more. */
const fail = (message: string): never => {
  process.stderr.write(`jetkiz: ${message}\n`);
  process.exit(1);
};

const start = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(`bad configuration: ${error.problems.join('; ')}`);
    throw error;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, jobs: true });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return fail(error.message);
    throw error;
  }
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
  });
  const address = await app.listen({ host: config.host, port: config.port });
  const shown = address.replace('://127.0.0.1', '://localhost');
  const seconds = process.uptime().toFixed(1);
  const db = app.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  process.stdout.write(`\nJetkiz is ready at ${shown}/ (API ${shown}/api/docs, ${db}, ${seconds} s)\n\n`);
};

await start();

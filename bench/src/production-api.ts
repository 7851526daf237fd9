/**
 * The API as a production machine runs it, for `npm run bench`: NODE_ENV=production, the log level production
 * uses (info: every request logged to stdout), the secrets given in the environment (not kept in DATA_DIR), the
 * thread pool and heap flags of `npm start`, and the job runner on.
 *
 * One thing differs, and only in the configuration's check: the outside parties (SMS gateway, carriers, bank, mail server)
 * are the sandboxes on this machine, which production's start refuses. So the environment is first checked as
 * production checks it, with real-looking https addresses standing in for the sandboxes' (every other setting
 * must pass as given), then loaded with the sandboxes' addresses. Nothing in the running API reads NODE_ENV
 * beyond that check; the libraries that do see `production`.
 */
import os from 'node:os';
import closeWithGrace from 'close-with-grace';

// As scripts/start.ts: set before anything uses libuv's pool (password hashing).
process.env.UV_THREADPOOL_SIZE ??= String(os.availableParallelism());
process.env.NODE_ENV = 'production';

const { buildApp } = await import('../../apps/api/src/app.ts');
const { ConfigError, loadConfig } = await import('../../apps/api/src/config.ts');

const env = { ...process.env };
try {
  loadConfig({
    ...env,
    SMS_API_URL: 'https://api.mobizon.kz',
    CARRIER_URLS: 'STEPPE=https://api.steppe.kz,ALTYN=https://api.altyn-cargo.kz',
    BANK_API_URL: 'https://epay-api.homebank.kz',
    BANK_OAUTH_URL: 'https://epay-oauth.homebank.kz/oauth2/token',
    BANK_WIDGET_URL: 'https://epay.homebank.kz/payform/payment-api.js',
    SMTP_URL: 'smtps://jetkiz:secret@smtp.jetkiz.kz:465',
  });
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`bench: not a production configuration: ${error.problems.join('; ')}\n`);
    process.exit(1);
  }
  throw error;
}
const config = loadConfig({ ...env, NODE_ENV: 'development' });
const app = await buildApp({ config, jobs: true });
closeWithGrace({ delay: 10_000 }, async () => {
  await app.close();
});
const address = await app.listen({ host: config.host, port: config.port });
process.stdout.write(`Jetkiz is ready at ${address}\n`);

/**
 * `npm start`: builds the web app if its sources changed, starts the sandboxes of outside parties (unless
 * their real URLs are configured or NODE_ENV=production), then the API, which migrates, seeds and serves web
 * and API on one port (PORT, default 8080) on the embedded PGlite database under ./data, or on PostgreSQL when
 * DATABASE_URL is set. Ctrl-C stops it cleanly.
 */
import os from 'node:os';
import { buildWebIfStale } from './web-build.ts';

// Password hashing runs on libuv's pool: one thread per core, not the default four, since four argon2 runs on two
// cores fight over the cache (sign-in p99 144 ms with 2 threads against 158 ms with 4 on this machine).
process.env.UV_THREADPOOL_SIZE ??= String(os.availableParallelism());

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

// Outside parties: the sandboxes stand in for any whose real URL is not configured (never in production).
if (
  process.env.NODE_ENV !== 'production' &&
  (!process.env.SMS_API_URL || !process.env.CARRIER_URLS || !process.env.BANK_API_URL)
) {
  const { startSandboxes } = await import('@jetkiz/sandbox');
  const { dataDirOf } = await import('../apps/api/src/config.ts');
  const { storedSecrets } = await import('../apps/api/src/secrets.ts');
  const ports = {
    sms: Number(process.env.SANDBOX_SMS_PORT ?? 8081),
    steppe: Number(process.env.SANDBOX_STEPPE_PORT ?? 8082),
    altyn: Number(process.env.SANDBOX_ALTYN_PORT ?? 8083),
    bank: Number(process.env.SANDBOX_BANK_PORT ?? 8084),
  };
  // The sandboxes sign and authenticate with the secrets the API is given (or keeps in DATA_DIR/secrets.json); a
  // data folder that cannot hold them is named by the API's own start, just below.
  const env = process.env;
  let stored: ReturnType<typeof storedSecrets> | undefined;
  try {
    stored = env.CARRIER_WEBHOOK_SECRET && env.BANK_CLIENT_SECRET ? undefined : storedSecrets(dataDirOf(env));
  } catch {
    stored = undefined;
  }
  try {
    const running = await startSandboxes(ports, {
      webhookSecret: env.CARRIER_WEBHOOK_SECRET || (stored?.CARRIER_WEBHOOK_SECRET ?? ''),
      bank: {
        clientSecret: env.BANK_CLIENT_SECRET || (stored?.BANK_CLIENT_SECRET ?? ''),
        ...(env.BANK_CLIENT_ID && { clientId: env.BANK_CLIENT_ID }),
        ...(env.BANK_TERMINAL && { terminal: env.BANK_TERMINAL }),
      },
    });
    const url = (name: string) => running.find((r) => r.name === name)?.url ?? '';
    process.env.SMS_API_URL ??= url('sms');
    process.env.CARRIER_URLS ??= `STEPPE=${url('STEPPE')},ALTYN=${url('ALTYN')}`;
    if (!process.env.BANK_API_URL) {
      // The bank sandbox takes the client secret above; the real bank needs BANK_* set.
      process.env.BANK_API_URL = url('bank');
      process.env.BANK_OAUTH_URL = `${url('bank')}/oauth2/token`;
      process.env.BANK_WIDGET_URL = `${url('bank')}/payform/payment-api.js`;
    }
    process.stdout.write(
      `Sandboxes: SMS inbox ${url('sms')}/ · carriers Steppe Express ${url('STEPPE')}, Altyn Cargo ${url('ALTYN')} · bank ${url('bank')}\n`,
    );
  } catch (error) {
    process.stderr.write(
      `jetkiz: cannot start the sandboxes on ports ${Object.values(ports).join(', ')} (SANDBOX_*_PORT): ${error instanceof Error ? error.message : error}\n`,
    );
    process.exit(1);
  }
}

await import('../apps/api/src/server.ts');

/**
 * `npm start`: builds the web app if its sources changed, starts the sandboxes of outside parties (unless
 * their real URLs are configured or NODE_ENV=production), then the API, which migrates, seeds and serves web
 * and API on one port (PORT, default 8080) on the embedded PGlite database under ./data, or on PostgreSQL when
 * DATABASE_URL is set. Ctrl-C stops it cleanly.
 */
import os from 'node:os';
import path from 'node:path';
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

// Outside parties: the sandboxes stand in for any whose real URL is not configured (never in production). Their
// addresses and credentials reach the API as its ordinary settings (SMS_API_URL, CARRIER_URLS, BANK_*,
// NCALAYER_URL, SIGNATURE_TRUST_STORE): the API knows nothing of sandboxes.
if (
  process.env.NODE_ENV !== 'production' &&
  (!process.env.SMS_API_URL ||
    !process.env.CARRIER_URLS ||
    !process.env.BANK_API_URL ||
    !process.env.NCALAYER_URL ||
    !process.env.SMTP_URL)
) {
  const { BANK_TEST_CREDENTIALS, startSandboxes } = await import('@jetkiz/sandbox');
  const { checkSettings, dataDirOf, loadConfig } = await import('../apps/api/src/config.ts');
  const { SANDBOX_SETTINGS } = await import('./sandbox-settings.ts');
  const env = process.env;
  const { settings, problems } = checkSettings(SANDBOX_SETTINGS, env);
  if (problems.length > 0) {
    process.stderr.write(`jetkiz: bad configuration: ${problems.join('; ')}\n`);
    process.exit(1);
  }
  const ports = {
    sms: settings.SANDBOX_SMS_PORT,
    steppe: settings.SANDBOX_STEPPE_PORT,
    altyn: settings.SANDBOX_ALTYN_PORT,
    bank: settings.SANDBOX_BANK_PORT,
    // NCALayer and the CA it signs for (CRL, OCSP): only when the web is not pointed at a real NCALayer.
    ...(env.NCALAYER_URL ? {} : { ncalayer: settings.SANDBOX_NCALAYER_PORT, pki: settings.SANDBOX_PKI_PORT }),
    // The mail server: only when SMTP_URL names no real one.
    ...(env.SMTP_URL ? {} : { mail: settings.SANDBOX_MAIL_PORT, smtp: settings.SANDBOX_SMTP_PORT }),
  };
  // The sandbox CA lives beside the data (made on the first start, then reused); the API trusts its root through
  // SIGNATURE_TRUST_STORE unless that names a folder of its own (which is then left alone).
  const pkiDir = settings.SANDBOX_PKI_DIR
    ? path.resolve(import.meta.dirname, '..', settings.SANDBOX_PKI_DIR)
    : path.join(dataDirOf(env), 'sandbox-pki');
  const trustStoreDir = env.SIGNATURE_TRUST_STORE ? undefined : path.join(pkiDir, 'trust-store');
  // The sandboxes sign and authenticate with the keys the API will use (given, or derived from the root kept in
  // DATA_DIR/secrets.json); a bad setting is named by the API's own start, just below.
  let keys: { webhook: string; bankClientSecret: string } | undefined;
  try {
    const config = loadConfig(env);
    keys = { webhook: config.tracking.carrierWebhookSecret, bankClientSecret: config.bank.clientSecret };
  } catch {
    keys = undefined;
  }
  if (keys) {
    const bank = {
      clientId: env.BANK_CLIENT_ID || BANK_TEST_CREDENTIALS.clientId,
      terminal: env.BANK_TERMINAL || BANK_TEST_CREDENTIALS.terminal,
      clientSecret: keys.bankClientSecret,
    };
    try {
      const running = await startSandboxes(ports, { webhookSecret: keys.webhook, bank }, '127.0.0.1', {
        pkiDir,
        ...(trustStoreDir ? { trustStoreDir } : {}),
      });
      const url = (name: string) => running.find((r) => r.name === name)?.url ?? '';
      env.SMS_API_URL ||= url('sms');
      const mail = running.find((r) => r.name === 'mail');
      if (mail?.smtpUrl) env.SMTP_URL = mail.smtpUrl;
      env.CARRIER_URLS ||= `STEPPE=${url('STEPPE')},ALTYN=${url('ALTYN')}`;
      if (!env.BANK_API_URL) {
        // The bank sandbox, with the credentials it was given; the real bank needs every BANK_* set.
        env.BANK_API_URL = url('bank');
        env.BANK_OAUTH_URL = `${url('bank')}/oauth2/token`;
        env.BANK_WIDGET_URL = `${url('bank')}/payform/payment-api.js`;
        env.BANK_CLIENT_ID = bank.clientId;
        env.BANK_TERMINAL = bank.terminal;
        env.BANK_CLIENT_SECRET = bank.clientSecret;
      }
      if (url('ncalayer')) {
        env.NCALAYER_URL = url('ncalayer').replace(/^http/, 'ws');
        if (trustStoreDir) env.SIGNATURE_TRUST_STORE = trustStoreDir;
        // Jetkiz signs acts (issue 17) with the sandbox CA's `jetkiz` key, unless a key of its own is configured.
        if (!env.JETKIZ_SIGNING_KEY_FILE) {
          const { createTestPki } = await import('@jetkiz/sandbox');
          const { writeFile } = await import('node:fs/promises');
          const jetkiz = (await createTestPki({ baseUrl: url('pki'), dir: pkiDir })).keys.jetkiz;
          const keyFile = path.join(pkiDir, 'jetkiz-signing-key.pem');
          await writeFile(keyFile, `${jetkiz.certificatePem}\n${jetkiz.privateKeyPem}`, { mode: 0o600 });
          env.JETKIZ_SIGNING_KEY_FILE = keyFile;
        }
      }
      process.stdout.write(
        `Sandboxes: SMS inbox ${url('sms')}/ ·${mail ? ` e-mail inbox ${mail.url}/ ·` : ''} carriers Steppe Express ${url('STEPPE')}, Altyn Cargo ${url('ALTYN')} · bank ${url('bank')}\n`,
      );
      if (url('ncalayer')) {
        process.stdout.write(
          `Signing sandboxes: NCALayer ${env.NCALAYER_URL} (pick the test key at ${url('ncalayer')}/) · test CA's CRL and OCSP ${url('pki')} (keys in ${pkiDir})\n`,
        );
      }
    } catch (error) {
      process.stderr.write(
        `jetkiz: cannot start the sandboxes on ports ${Object.values(ports).join(', ')} (SANDBOX_*_PORT): ${error instanceof Error ? error.message : error}\n`,
      );
      process.exit(1);
    }
  }
}

await import('../apps/api/src/server.ts');

/**
 * `npm run operator:create -- --phone +77011234567 --name "Name Surname" [--role administrator]`: creates the first
 * (or another) staff member of the operator console against DATABASE_URL or the embedded database in DATA_DIR, and
 * prints the generated password once. Nothing is seeded: no staff member exists until this runs, and no password is
 * ever known in advance. A phone that already belongs to a staff member is refused.
 */
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createOperatorAccount, parseCreateArguments } from './modules/operator/index.ts';

const fail = (message: string): never => {
  process.stderr.write(`operator:create: ${message}\n`);
  process.exit(1);
};

const input = parseCreateArguments(process.argv.slice(2));
if (typeof input === 'string') fail(input);
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`bad configuration: ${error.problems.join('; ')}`);
  throw error;
}
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DatabaseUnavailableError) fail(error.message);
  throw error;
}
try {
  await runMigrations(database);
  const created = await createOperatorAccount(database.db, config.operator, input as Exclude<typeof input, string>);
  if (!created.ok) {
    fail(
      created.problem === 'phone-taken'
        ? 'a staff member with this phone already exists'
        : '--phone is not a Kazakhstan mobile number',
    );
  } else {
    const { staff, password } = created;
    process.stdout.write(
      `Created ${staff.role} ${staff.name} (+${staff.phone}).\n` +
        `Password (shown once, hand it over in person): ${password}\n` +
        'At the first sign-in at /operator they set up an authenticator app (TOTP) and get ten recovery codes.\n',
    );
  }
} finally {
  await database.close();
}

import pg from 'pg';

/**
 * A fresh PostgreSQL database next to the one `adminUrl` names, for one test run; `drop()` removes it even
 * while connections are still open.
 */
export const createScratchDatabase = async (adminUrl: string, prefix: string) => {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
const lines: Array<{ msg?: string; count?: number; err?: unknown }> = [];
beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { LOG_LEVEL: 'debug' },
    logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
});
afterAll(async () => {
  await t.close();
});

// A route's schemas compile on its first call, and once the server listens, in the background (lib/lazy-schemas.ts).
// This is where a broken schema is found, for every route at once, before a customer calls it.
describe('the schemas of every route', () => {
  it('compile in the background once the server listens, each once, and the app answers meanwhile', async () => {
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
    // ~0.4 s of compiling on a fast machine, two to three times that on a slow one: more than poll's default second.
    await expect
      .poll(() => lines.find((line) => line.msg === 'route schemas compiled' || line.msg === 'a route schema does not compile'), {
        timeout: 20_000,
      })
      .toBeDefined();
    expect(lines.filter((line) => line.msg === 'a route schema does not compile')).toEqual([]);
    // ~300 routes: bodies, queries, paths and every documented answer of each.
    expect(lines.find((line) => line.msg === 'route schemas compiled')?.count).toBeGreaterThan(1_000);
    expect(t.app.compileAllSchemas()).toBe(0);
  });
});

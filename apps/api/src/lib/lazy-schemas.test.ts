import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from './lazy-schemas.ts';

/** A small app on the lazy compilers, with the API's ajv options (coercion, extra properties removed). */
const appWith = (schemas = lazySchemaCompilers()) => {
  const app = Fastify({
    schemaController: { compilersFactory: schemas.compilersFactory },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: 'all', allErrors: true } },
  });
  app.post(
    '/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['count'],
          additionalProperties: false,
          properties: { count: { type: 'integer', minimum: 1 } },
        },
        response: { 200: { type: 'object', properties: { count: { type: 'integer' } } } },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'never sent' }),
  );
  app.get(
    '/twice',
    {
      schema: {
        querystring: { type: 'object', properties: { n: { type: 'integer' } } },
        response: { 200: { type: 'object', properties: { twice: { type: 'integer' } } } },
      },
    },
    async (request) => ({ twice: (request.query as { n: number }).n * 2 }),
  );
  return { app, schemas };
};

describe('lazySchemaCompilers', () => {
  it('compiles a route’s schemas on its first call, and compileAll the rest', async () => {
    const { app, schemas } = appWith();
    await app.ready();
    const echo = await app.inject({ method: 'POST', url: '/echo', payload: { count: 3 } });
    expect(echo.statusCode).toBe(200);
    // /echo's body and answer are compiled; the query and answer of /twice and of its HEAD twin still wait.
    expect(schemas.compileAll()).toBe(4);
    expect(schemas.compileAll()).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/twice?n=21' })).json()).toEqual({ twice: 42 });
    await app.close();
  });

  it('validates, coerces and serializes as Fastify’s own compilers do', async () => {
    const { app } = appWith();
    const ok = await app.inject({ method: 'POST', url: '/echo', payload: { count: '5', extra: 'dropped' } });
    // Coerced to a number, the extra property removed on the way in, the undeclared one left out on the way out.
    expect(ok.json()).toEqual({ count: 5 });
    for (const payload of [{ count: 0 }, { count: 'many' }, {}]) {
      const bad = await app.inject({ method: 'POST', url: '/echo', payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^body/);
    }
    // A failed validation, then a good one: the errors of the first do not stick to the second.
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { count: 2 } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/twice?n=x' })).statusCode).toBe(400);
    await app.close();
  });

  it('compiles in the background, a schema at a time, what no request has', async () => {
    const { app, schemas } = appWith();
    await app.ready();
    await app.inject({ method: 'GET', url: '/twice?n=1' });
    // /echo's two and HEAD /twice's two.
    expect(await schemas.compileInBackground()).toBe(4);
    expect(schemas.compileAll()).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { count: 1 } })).statusCode).toBe(200);
    await app.close();
  });

  it('stops compiling in the background when told to (the app closes), and answers how many it did', async () => {
    const { app, schemas } = appWith();
    await app.ready();
    const background = schemas.compileInBackground();
    schemas.stopBackground();
    // Stopped before its first turn: none compiled, all six still waiting for a caller.
    expect(await background).toBe(0);
    expect(schemas.compileAll()).toBe(6);
    await app.close();
  });

  it('finds a broken schema in compileAll and in the background, before any caller does', async () => {
    const broken = () => {
      const schemas = lazySchemaCompilers();
      const app = Fastify({ schemaController: { compilersFactory: schemas.compilersFactory } });
      app.get('/broken', { schema: { querystring: { $ref: 'no-such-schema#' } } }, async () => ({}));
      return { app, schemas };
    };
    const first = broken();
    await first.app.ready();
    expect(() => first.schemas.compileAll()).toThrow(/no-such-schema/);
    const second = broken();
    await second.app.ready();
    await expect(second.schemas.compileInBackground()).rejects.toThrow(/no-such-schema/);
    await Promise.all([first.app.close(), second.app.close()]);
  });
});

/** The baseline: a bare Fastify route, in its own process like the system under test. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`ready at ${address}\n`);

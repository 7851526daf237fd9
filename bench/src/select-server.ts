/**
 * The tracking bench's baseline: a bare Fastify route doing one indexed SELECT of an order by its track number
 * on the same PostgreSQL, with the same pool size as the API, in its own process like the system under test.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/select/:track', async (request, reply) => {
  // A named prepared statement, as the tracking route uses: the comparison is of everything around the SELECT.
  const { rows } = await pool.query({
    name: 'order_by_track',
    text: 'select * from orders where track_number = $1',
    values: [(request.params as { track: string }).track],
  });
  if (!rows[0]) return reply.status(404).send({ error: 'not found' });
  return rows[0];
});
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`ready at ${address}\n`);

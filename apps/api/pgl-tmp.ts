import { PGlite } from '@electric-sql/pglite';

const a = new PGlite();
await a.exec('create table t (x int); insert into t values (1)');
const dump = await a.dumpDataDir('gzip');
await a.close();
const b1 = new PGlite(undefined, { loadDataDir: dump });
console.log(
  'b1',
  await b1.query('select count(*) from t').then(
    (r) => r.rows,
    (e) => e.message,
  ),
);
const b2 = new PGlite({ loadDataDir: dump });
console.log(
  'b2',
  await b2.query('select count(*) from t').then(
    (r) => r.rows,
    (e) => e.message,
  ),
);
const b3 = new PGlite({ loadDataDir: new Blob([await dump.arrayBuffer()]) });
console.log(
  'b3',
  await b3.query('select count(*) from t').then(
    (r) => r.rows,
    (e) => e.message,
  ),
);

// Builds the migrated embedded database that PGlite test stores start from (test/helpers/store.ts), once per
// schema and PGlite version: an empty PGlite cluster runs initdb and every migration, which took most of the
// time of opening a store, and the suite opens hundreds.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate } from '../../src/db/migrate.js';
import { EMBEDDED_TEMPLATE_FILE } from './store.js';

if (!fs.existsSync(EMBEDDED_TEMPLATE_FILE)) {
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  await migrate({
    exec: async (script) => {
      await pglite.exec(script);
    },
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    end: async () => {},
  });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written aside and renamed, so a concurrent run never reads half a file.
  const part = `${EMBEDDED_TEMPLATE_FILE}.${process.pid}.part`;
  fs.writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(part, EMBEDDED_TEMPLATE_FILE);
}

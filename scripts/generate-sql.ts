// `npm run sql:generate -- <NNN_name> [--render]`: writes src/db/migrations/<NNN_name>.sql, a migration that applies the SQL
// functions generated from the resource declarations (src/directory/fields/sql.ts) as they are now. Run it after
// changing a declaration that a generated function reads (test/db/generatedSql.test.ts fails until then), with the
// next free migration number; a migration already written is never rewritten, since databases have applied it.
// --render: the list item's fields changed, so the migration renders every stored item again.
import fs from 'node:fs';
import path from 'node:path';
import { generatedMigration } from '../src/directory/fields/sql.js';
import { migrationFiles } from '../src/db/migrate.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--')) ?? '';
if (!/^\d{3}_[\w-]+$/.test(name)) {
  console.error(
    'usage: npm run sql:generate -- <NNN_name> [--render] (a new migration: number and name, without .sql)',
  );
  process.exit(2);
}
const taken = migrationFiles().find((m) => m.version === Number(name.slice(0, 3)));
if (taken) {
  console.error(`migration ${name.slice(0, 3)} exists (${taken.name}): take the next free number`);
  process.exit(1);
}
const file = path.join(ROOT, 'src/db/migrations', `${name}.sql`);
fs.writeFileSync(file, generatedMigration({ render: args.includes('--render') }));
console.log(`wrote ${path.relative(ROOT, file)}; then: npm run schema:dump`);

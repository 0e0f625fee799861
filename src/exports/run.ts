// The `export` operation kind: writes one export's file on the operations engine (leases, heartbeats,
// crash recovery). Rows are read in keyset chunks that PostgreSQL renders as text and streamed to storage,
// so memory stays flat at any size; the file appears under its key only when whole, and the export record
// gets its key, row count and size only after that.
import crypto from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { to as copyTo } from 'pg-copy-streams';
import type { Database, Store } from '../db/database.js';
import { CopyCsvRewriter } from './copyCsv.js';
import { CopyTextDecoder } from './copyText.js';
import { fetchChunk, type Chunk } from '../directory/page.js';
import { EXPORT_KIND, OperationFailure, type OperationKind } from '../operations/kinds/kind.js';
import { csvCopyCells, DATASET, exportWhere, lineFormat, type DatasetName, type ExportFormat } from './datasets.js';
import { exportQuotaError, keptExportFiles } from './records.js';
import type { ExportStorage } from './storage.js';

export interface ExportRunOptions {
  storage: ExportStorage;
  /**
   * On PostgreSQL an export reads through one server-side cursor in a read-only REPEATABLE READ transaction: one
   * snapshot for the whole file (the one it keeps) and the planner's whole-result plan, as COPY gets.
   * The embedded store has a single connection that a long transaction would hold, so it reads in keyset chunks.
   */
  storeKind: 'embedded' | 'postgres';
  /** PostgreSQL: a pooled connection of its own, for `COPY (the rendered lines) TO STDOUT` (see Store.withClient). */
  withClient?: Store['withClient'];
  /** Rows per chunk read from the database. */
  batchRows: number;
  /** How long a finished file is kept. */
  retentionMs: number;
  /** Bytes of files an account may keep; an export that starts while its account's files reach it fails (0: no limit). */
  maxKeptBytes: number;
}

interface ExportRow {
  id: string;
  account_id: string;
  dataset: DatasetName;
  format: ExportFormat;
  filters: Record<string, unknown>;
  csv_formula_guard: boolean;
  storage_key: string | null;
  row_count: string | null;
  byte_size: string | null;
}

/**
 * The snapshot a file is read in, kept with it: the file is current while no directory write it did not see has
 * committed (directory_changed_since(), exports/records.ts). Without other databases' transactions (migration 079),
 * which the cluster's snapshot lists and which can never write here.
 */
const SNAPSHOT = 'select directory_snapshot()::text as s';

export function exportKind(
  opts: ExportRunOptions,
): OperationKind<{ exportId: string }, { exportId: string; rowCount: number; byteSize: number }> {
  return {
    name: EXPORT_KIND,
    description: 'Writes an export file (internal; started by POST /v1/exports).',
    input: Type.Object({ exportId: Type.String({ format: 'uuid' }) }),
    output: Type.Object({
      exportId: Type.String({ format: 'uuid' }),
      rowCount: Type.Integer(),
      byteSize: Type.Integer(),
    }),
    async run(input, ctx) {
      const r =
        await sql<ExportRow>`select id, account_id, dataset, format, filters, csv_formula_guard, storage_key, row_count::text, byte_size::text
        from exports where id = ${input.exportId}::uuid`.execute(ctx.db);
      const e = r.rows[0];
      if (!e) throw new OperationFailure('not_found', 'The export record no longer exists.');
      // An earlier attempt wrote the file and recorded it, then died before the operation was marked done.
      if (e.storage_key) return { exportId: e.id, rowCount: Number(e.row_count), byteSize: Number(e.byte_size) };
      // Creation checked the limit too, but exports queued together all passed it before any file existed: each
      // checks again as it starts, so an account overshoots by at most the files being written at that moment.
      if (opts.maxKeptBytes > 0) {
        const kept = await keptExportFiles(ctx.db, e.account_id);
        if (kept.bytes >= opts.maxKeptBytes)
          throw new OperationFailure('quota_exceeded', exportQuotaError(kept, opts.maxKeptBytes).message);
      }

      const ds = DATASET[e.dataset];
      const fmt = lineFormat(e.dataset, e.format, e.csv_formula_guard);
      const where = exportWhere(e.dataset, e.filters);
      const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      // Each attempt writes its own file; the first to record its key wins, so two attempts never share a file.
      const writer = await opts.storage.create(`${e.id}-${crypto.randomBytes(4).toString('hex')}.${e.format}`);
      const key = writer.key;
      // The file's SHA-256, for the record: computed on the bytes as they are handed to storage.
      const hash = crypto.createHash('sha256');
      const put = (data: string | Buffer) => {
        hash.update(data);
        return writer.write(data);
      };
      let rows = 0;
      let size: number;
      let snapshot: string;
      // `estimated`: the total is the planner's estimate (PostgreSQL), not a count.
      const report = (total: number, estimated = false) =>
        ctx.progress({
          current: rows,
          total: Math.max(total, rows),
          phase: 'writing',
          message: `${rows} of ${estimated && total > rows ? 'about ' : ''}${Math.max(total, rows)} rows`,
        });
      const countRows = async (db: Database) =>
        Number(
          (await sql<{ n: string }>`select count(*)::text as n ${ds.list.from} ${whereSql}`.execute(db)).rows[0].n,
        );
      try {
        await put(fmt.header);
        if (opts.storeKind === 'postgres' && opts.withClient) {
          // One read-only REPEATABLE READ transaction: the snapshot kept with the file is the one its rows are read
          // in (the transaction's, which its first statement takes). PostgreSQL streams the rows with COPY (its
          // whole-result plan, no row objects in Node): a CSV as COPY's own CSV, which the rewriter finishes (CRLF,
          // the formula guard) as it passes; JSON as rendered lines, whose COPY text escaping the decoder undoes. The
          // progress total is the planner's estimate: an exact count(*) ran the export's joins a second time (12–40%
          // of the COPY's own time) for a total only the internal operation's progress shows (docs/decisions.md,
          // "Exports: the progress total").
          const order = sql.join(ds.list.keys.map((k) => sql`${k.expr} ${sql.raw(ds.list.direction)}`));
          const csv = e.format === 'csv' ? csvCopyCells(e.dataset, e.csv_formula_guard) : null;
          const select = sql`select ${csv ? csv.select : sql`${fmt.line} as line`} ${ds.list.from} ${whereSql}
            order by ${order}`.compile(ctx.db);
          snapshot = await opts.withClient(async (client) => {
            await client.query('begin isolation level repeatable read read only');
            const s = (await client.query<{ s: string }>(SNAPSHOT)).rows[0].s;
            // COPY takes no parameters: the (validated) filter values are inlined as escaped literals.
            const text = select.sql.replace(/\$(\d+)/g, (_, n: string) => {
              const value = select.parameters[Number(n) - 1];
              if (typeof value !== 'string' && typeof value !== 'number')
                throw new Error(`cannot inline parameter ${n}`);
              return client.escapeLiteral(String(value));
            });
            const plan = (
              await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`explain (format json) ${text}`)
            ).rows[0]['QUERY PLAN'];
            const total = Math.round(Number(plan[0]?.Plan?.['Plan Rows']) || 0);
            await report(total, true);
            const decoder = csv
              ? new CopyCsvRewriter(csv.guarded)
              : new CopyTextDecoder(Buffer.from(fmt.chunkEnd), Buffer.from(fmt.between));
            let reported = 0;
            // The progress report (which renews the lease) runs beside the COPY, one at a time: awaited in line, its
            // round trips stalled the stream once per batch, ~4% of the export (docs/decisions.md, "Exports: the
            // progress report beside the COPY"). A report's failure (cancel, lost lease) surfaces at the next one or
            // when the COPY ends, and ends the export the same way.
            let reporting: Promise<void> | null = null;
            try {
              for await (const chunk of client.query(
                copyTo(`copy (${text}) to stdout${csv ? ' with (format csv)' : ''}`),
              )) {
                await put(decoder.push(chunk as Buffer));
                rows = decoder.rows;
                if (rows - reported >= opts.batchRows) {
                  await reporting;
                  reported = rows;
                  reporting = report(total, true);
                }
              }
              await reporting;
            } finally {
              // Observed above or given up with the export: never an unhandled rejection.
              reporting?.catch(() => {});
            }
            await client.query('commit');
            // The estimate gives way to the count the file holds.
            await report(rows);
            return s;
          });
        } else {
          // Chunks read snapshots of their own, each seeing what this one saw and maybe more: a write committed
          // meanwhile that this one did not see is in the change log, so the file is never current (records.ts).
          snapshot = (await sql.raw<{ s: string }>(SNAPSHOT).execute(ctx.db)).rows[0].s;
          const total = await countRows(ctx.db);
          await report(total);
          let after: string[] | null = null;
          for (;;) {
            const chunk: Chunk = await fetchChunk(
              ctx.db,
              ds.list,
              where,
              fmt.line,
              fmt.separator,
              opts.batchRows,
              after,
            );
            if (chunk.rows === 0 || chunk.text === null) break;
            await put(`${rows > 0 ? fmt.between : ''}${chunk.text}${fmt.chunkEnd}`);
            rows += chunk.rows;
            after = chunk.lastKeys;
            // Renews the lease and stops here when the operation was canceled or the lease lost.
            await report(total);
            if (chunk.rows < opts.batchRows) break;
          }
        }
        await put(fmt.footer);
        await ctx.checkpointNow();
        size = await writer.commit();
      } catch (err) {
        await writer.abort();
        throw err;
      }

      const u = await sql`update exports set storage_key = ${key}, storage = ${opts.storage.location},
          sha256 = ${hash.digest('hex')}, row_count = ${rows}, byte_size = ${size},
          data_snapshot = ${snapshot}::pg_snapshot, expires_at = now() + ${opts.retentionMs} * interval '1 millisecond'
        where id = ${e.id}::uuid and storage_key is null`.execute(ctx.db);
      if (Number(u.numAffectedRows ?? 0) === 0) {
        // Another attempt recorded its file first; this one is surplus.
        await opts.storage.remove(key);
        const again =
          await sql<ExportRow>`select storage_key, row_count::text, byte_size::text from exports where id = ${e.id}::uuid`.execute(
            ctx.db,
          );
        return {
          exportId: e.id,
          rowCount: Number(again.rows[0]?.row_count ?? rows),
          byteSize: Number(again.rows[0]?.byte_size ?? size),
        };
      }
      return { exportId: e.id, rowCount: rows, byteSize: size };
    },
  };
}

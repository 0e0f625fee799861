// The secret scan: every secret a test file makes or sends (API keys, callback secrets, callback bearer tokens,
// console passwords, session tokens, CSRF tokens) is tracked here, and everything the service said while the file
// ran — response bodies and headers, log lines, child-process output, database rows — is searched for each one in
// clear and base64/base64url/hex/URL-encoded. A hit fails the test file (createTestApp's close() throws).
//
// A secret may appear exactly where it is issued and nowhere else: an API key in the one response (or CLI output)
// that created it, a session token in the sign-in response's Set-Cookie, a CSRF token in the console's sign-in and
// session responses (the page reads it from there by design).
//
// Bounds, so the scan costs little: a recorded response or output keeps its first MAX_ITEM_BYTES; pending text is
// scanned and dropped once it passes MAX_PENDING_BYTES; a table is scanned up to MAX_TABLE_ROWS rows (a larger
// one is sampled: counted in `tablesSampled`). With RELIABILITY_OUT set, the totals go to scan.json there.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';

export type SecretKind = 'api-key' | 'callback-secret' | 'bearer-token' | 'password' | 'session-token' | 'csrf-token';

interface Tracked {
  kind: SecretKind;
  forms: { form: string; encoding: string }[];
  /** Ids of the items (responses, outputs) that issued this secret: it may appear there. */
  issuedIn: Set<number>;
  /** Item labels where it may also appear (the console's session responses for a CSRF token). */
  allowedWhere?: RegExp;
  /** Planted by the scan's own test to prove it catches a leak. */
  planted?: boolean;
}

export interface ScanItem {
  id: number;
  where: string;
  text: string;
}

export interface Hit {
  kind: SecretKind;
  encoding: string;
  where: string;
  planted?: boolean;
  /** The first characters only: a report must not leak what it found. */
  preview: string;
}

const MAX_ITEM_BYTES = 1 << 20;
const MAX_PENDING_BYTES = 32 << 20;
export const MAX_TABLE_ROWS = 20_000;
/**
 * Shorter values, and values of a few characters repeated ("9999…", as generated inputs like to make), are not
 * tracked: they would match by chance, in fuzzed paths and bodies the service rightly echoes.
 */
const MIN_SECRET_LENGTH = 12;
const MIN_DISTINCT_CHARACTERS = 6;

export const scanTotals = {
  apps: 0,
  childOutputs: 0,
  responses: 0,
  responseBytes: 0,
  logLines: 0,
  tablesScanned: 0,
  tablesSampled: 0,
  rowsScanned: 0,
  secretsTracked: 0,
  /** Secrets found where they must not be (a real leak: the file fails). */
  hits: 0,
  /** Leaks planted on purpose by the scan's own test, and caught. */
  plantedCaught: 0,
};

const tracked = new Map<string, Tracked>();
let nextId = 1;
const newId = () => nextId++;

function formsOf(value: string) {
  const b = Buffer.from(value, 'utf8');
  const forms = [
    { form: value, encoding: 'clear' },
    { form: encodeURIComponent(value), encoding: 'url-encoded' },
    { form: b.toString('base64'), encoding: 'base64' },
    { form: b.toString('base64url'), encoding: 'base64url' },
    { form: b.toString('hex'), encoding: 'hex' },
    { form: JSON.stringify(value).slice(1, -1), encoding: 'json-escaped' },
  ];
  const seen = new Set<string>();
  return forms.filter((f) => (seen.has(f.form) ? false : (seen.add(f.form), true)));
}

/** Tracks a secret; `issuedIn` names the item that legitimately carries it (its creation response). */
export function trackSecret(
  value: unknown,
  kind: SecretKind,
  opts: { issuedIn?: number; allowedWhere?: RegExp; planted?: boolean } = {},
): void {
  if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH || new Set(value).size < MIN_DISTINCT_CHARACTERS)
    return;
  let t = tracked.get(value);
  if (!t) {
    t = { kind, forms: formsOf(value), issuedIn: new Set(), allowedWhere: opts.allowedWhere, planted: opts.planted };
    tracked.set(value, t);
    scanTotals.secretsTracked++;
  }
  if (opts.issuedIn !== undefined) t.issuedIn.add(opts.issuedIn);
}

/** Stops tracking a value (a test that tracked something harmless to prove the scan sees it). */
export function forgetSecret(value: string): void {
  tracked.delete(value);
}

export function isTracked(value: string): boolean {
  return tracked.has(value);
}

/** Secrets in a JSON request body: callback secrets, bearer tokens and passwords, at any depth (MCP arguments too). */
export function trackRequestBody(body: unknown): void {
  let parsed = body;
  if (Buffer.isBuffer(parsed)) parsed = parsed.toString('utf8');
  if (typeof parsed === 'string') {
    if (parsed.length > MAX_ITEM_BYTES) return;
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return;
    }
  }
  const walk = (v: unknown, depth: number) => {
    if (depth > 12 || v === null || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (typeof x === 'string') {
        if (k === 'secret') trackSecret(x, 'callback-secret');
        else if (k === 'token') trackSecret(x, 'bearer-token');
        else if (k === 'password') trackSecret(x, 'password');
      } else walk(x, depth + 1);
    }
  };
  walk(parsed, 0);
}

const SESSION_COOKIE = /csds_session=([^;,\s]+)/g;
const CONSOLE_SESSION_ITEMS = /^response (GET|POST|HEAD) \/console\/api\/(sign-in|session)\b/;

/**
 * Records one response: learns the secrets it issues (a created API key, a session cookie, a CSRF token) and
 * queues its headers and body for the scan.
 */
export function recordResponse(
  method: string,
  url: string,
  status: number,
  headers: Record<string, unknown>,
  body: Buffer | string,
): void {
  const id = newId();
  const pathOnly = url.split('?')[0];
  const where = `response ${method} ${pathOnly} ${status}`;
  const text = typeof body === 'string' ? body : body.subarray(0, MAX_ITEM_BYTES).toString('utf8');
  scanTotals.responses++;
  scanTotals.responseBytes += typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (status < 300 && (headers['content-type'] ?? '').toString().includes('json')) {
    if (method === 'POST' && /^\/v1\/api-keys\/?$/.test(pathOnly)) {
      try {
        trackSecret(JSON.parse(text).key, 'api-key', { issuedIn: id });
      } catch {
        /* not JSON: nothing issued */
      }
    }
    if (/^\/console\/api\/(sign-in|session)/.test(pathOnly)) {
      try {
        trackSecret(JSON.parse(text).csrfToken, 'csrf-token', { allowedWhere: CONSOLE_SESSION_ITEMS });
      } catch {
        /* not JSON */
      }
    }
  }
  const setCookie = headers['set-cookie'];
  for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : []) {
    for (const m of String(c).matchAll(SESSION_COOKIE))
      if (m[1]) trackSecret(decodeURIComponent(m[1]), 'session-token', { issuedIn: id });
  }
  queue({ id, where, text: `${JSON.stringify(headers)}\n${text}` });
}

/** Records what a child process printed; API keys it issues (`keys create`, the first-start banner) are learnt. */
export function recordOutput(label: string, text: string, opts: { issuesKeys?: boolean } = {}): number {
  const id = newId();
  scanTotals.childOutputs++;
  if (opts.issuesKeys)
    for (const m of text.matchAll(/csds_[A-Za-z0-9_-]{43}/g))
      if (!tracked.has(m[0])) trackSecret(m[0], 'api-key', { issuedIn: id });
  // `users create` shows a generated password once.
  for (const m of text.matchAll(/shown only this once\):\s+(?:email \S+ +password )?(\S+)/g))
    if (!tracked.has(m[1])) trackSecret(m[1], 'password', { issuedIn: id });
  queue({ id, where: `output of ${label}`, text: text.slice(0, MAX_ITEM_BYTES) });
  return id;
}

let logBuffer = '';
/** A pino destination that keeps log lines for the scan. */
export const logSink = {
  write(line: string) {
    scanTotals.logLines++;
    logBuffer += line;
    if (logBuffer.length > MAX_PENDING_BYTES / 4) flushLogs();
  },
};

function flushLogs() {
  if (!logBuffer) return;
  pending.push({ id: 0, where: 'log lines', text: logBuffer });
  pendingBytes += logBuffer.length;
  logBuffer = '';
  if (pendingBytes > MAX_PENDING_BYTES) drain();
}

let pending: ScanItem[] = [];
let pendingBytes = 0;
const hits: Hit[] = [];

function queue(item: ScanItem) {
  pending.push(item);
  pendingBytes += item.text.length;
  if (pendingBytes > MAX_PENDING_BYTES) drain();
}

/** Searches one item for every tracked secret, except where it was issued. */
export function scanItem(item: ScanItem): Hit[] {
  const found: Hit[] = [];
  for (const [value, t] of tracked) {
    // Issued here (the first-start banner shows its key twice: alone and in a curl example).
    if (t.issuedIn.has(item.id)) continue;
    if (t.allowedWhere?.test(item.where)) continue;
    for (const f of t.forms) {
      if (item.text.includes(f.form)) {
        found.push({
          kind: t.kind,
          encoding: f.encoding,
          where: item.where,
          preview: value.slice(0, 6),
          planted: t.planted,
        });
        break;
      }
    }
  }
  return found;
}

function drain() {
  flushLogs();
  for (const item of pending) record(scanItem(item));
  pending = [];
  pendingBytes = 0;
}

function record(found: Hit[]) {
  hits.push(...found);
  for (const h of found) {
    if (h.planted) scanTotals.plantedCaught++;
    else scanTotals.hits++;
  }
}

/** Every row of every table (a sample of MAX_TABLE_ROWS of larger ones), as text: bytea comes out as \x + hex. */
export async function scanDatabase(db: Database): Promise<Hit[]> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const found: Hit[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{
      r: string;
    }>`select t::text as r from ${sql.table(name)} as t limit ${MAX_TABLE_ROWS + 1}`.execute(db);
    scanTotals.tablesScanned++;
    if (rows.rows.length > MAX_TABLE_ROWS) scanTotals.tablesSampled++;
    const texts = rows.rows.slice(0, MAX_TABLE_ROWS).map((r) => r.r);
    scanTotals.rowsScanned += texts.length;
    // Rows are scanned in batches joined by newlines, so a table costs a few includes() per secret.
    for (let i = 0; i < texts.length; i += 500) {
      found.push(...scanItem({ id: 0, where: `rows of table ${name}`, text: texts.slice(i, i + 500).join('\n') }));
    }
  }
  return found;
}

/** Scans what is pending; throws naming every hit (and forgets them, so one leak fails one check). */
export function checkScan(): void {
  drain();
  writeSummary();
  if (hits.length) {
    const lines = hits.map((h) => `${h.kind} ${h.preview}… (${h.encoding}) in ${h.where}`);
    hits.length = 0;
    throw new Error(
      `secret scan: ${lines.length} secret(s) found where they must never appear:\n  ${lines.join('\n  ')}`,
    );
  }
}

/** Scans what is pending and the database's rows; throws naming every hit. */
export async function finishScan(db: Database): Promise<void> {
  drain();
  record(await scanDatabase(db));
  checkScan();
}

// ---- RELIABILITY_OUT: each test process writes its own totals; scan.json is their sum. ----

export function writeSummary(): void {
  writeReliabilityPart('scan', { ...scanTotals, testFiles: 1 });
}

/**
 * Writes this process's numbers for `name` under RELIABILITY_OUT/.parts and rewrites RELIABILITY_OUT/<name>.json
 * as the sum over every process's part (a flat object of named numbers plus generatedAt); keys named in `max`
 * take the largest value instead.
 */
export function writeReliabilityPart(
  name: string,
  numbers: Record<string, number>,
  opts: { max?: string[] } = {},
): void {
  const out = process.env.RELIABILITY_OUT;
  if (!out) return;
  const parts = path.join(out, '.parts');
  fs.mkdirSync(parts, { recursive: true });
  const file = path.join(parts, `${name}-${process.pid}.json`);
  // Keys in `max` describe the run rather than add up across processes (the number of routes, runs per route).
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ ...numbers, _max: opts.max ?? [] }));
  fs.renameSync(`${file}.tmp`, file);
  // Test files run in parallel processes: the sum is rewritten under a directory lock.
  const lock = path.join(out, `.${name}.lock`);
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) fs.rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  try {
    const sum: Record<string, number> = {};
    for (const f of fs.readdirSync(parts)) {
      if (!f.startsWith(`${name}-`) || !f.endsWith('.json')) continue;
      let part: Record<string, unknown>;
      try {
        part = JSON.parse(fs.readFileSync(path.join(parts, f), 'utf8'));
      } catch {
        continue;
      }
      const max = Array.isArray(part._max) ? (part._max as string[]) : [];
      for (const [k, v] of Object.entries(part)) {
        if (typeof v !== 'number') continue;
        sum[k] = max.includes(k) ? Math.max(sum[k] ?? 0, v) : (sum[k] ?? 0) + v;
      }
    }
    const target = path.join(out, `${name}.json`);
    fs.writeFileSync(
      `${target}.${process.pid}.tmp`,
      JSON.stringify({ ...sum, generatedAt: new Date().toISOString() }, null, 2) + '\n',
    );
    fs.renameSync(`${target}.${process.pid}.tmp`, target);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

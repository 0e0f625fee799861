// The versioned event envelope sent to callback receivers and the two body adapters: "event" (the envelope
// as JSON) and "session-message" ({message} text carrying a summary, the dedup id and the whole envelope).
// Imports nothing of the server but json.ts (itself importing nothing): the SDK's receiver toolkit parses these.
import { isObj } from '../json.js';

export interface OperationSnapshot {
  id: string;
  kind: string;
  status: string;
  progress: { current: number; total: number; percent: number };
  /** `partial: true` on a canceled operation's terminal event when it kept what it finished before the cancel. */
  result: { ref: string; partial?: true } | null;
  error: { code: string; message: string } | null;
}

export type EventKind = 'progress' | 'succeeded' | 'failed' | 'canceled';

export interface EventEnvelope {
  version: '1.0';
  id: string;
  deliveryId: string;
  type: string;
  occurredAt: string;
  operation: OperationSnapshot;
}

export type PayloadFormat = 'event' | 'session-message';

export const MAX_BODY_BYTES = 32 * 1024;

const EVENT_KINDS: readonly EventKind[] = ['progress', 'succeeded', 'failed', 'canceled'];

/** The delivery record's eventType, e.g. "operation.succeeded". */
export function eventTypeName(kind: EventKind): string {
  return `operation.${kind}`;
}

/** The envelope's type, e.g. "service.operation.succeeded.v1". */
export function envelopeTypeName(kind: EventKind): string {
  return `service.operation.${kind}.v1`;
}

export function buildEventEnvelope(a: {
  eventId: string;
  deliveryId: string;
  kind: EventKind;
  occurredAt: Date | string;
  operation: OperationSnapshot;
}): EventEnvelope {
  if (!EVENT_KINDS.includes(a.kind)) throw new Error(`unknown event kind: ${String(a.kind)}`);
  const occurred = a.occurredAt instanceof Date ? a.occurredAt : new Date(a.occurredAt);
  if (Number.isNaN(occurred.getTime())) throw new RangeError('occurredAt is not a valid timestamp');
  return {
    version: '1.0',
    id: a.eventId,
    deliveryId: a.deliveryId,
    type: envelopeTypeName(a.kind),
    occurredAt: occurred.toISOString(),
    operation: snapshot(a.operation),
  };
}

/** Copies only the fields the envelope promises, in a fixed key order (progress drops phase/message). */
function snapshot(op: OperationSnapshot): OperationSnapshot {
  return {
    id: op.id,
    kind: op.kind,
    status: op.status,
    progress: { current: op.progress.current, total: op.progress.total, percent: op.progress.percent },
    result: op.result ? { ref: op.result.ref, ...(op.result.partial ? { partial: true as const } : {}) } : null,
    error: op.error ? { code: op.error.code, message: op.error.message } : null,
  };
}

function kindOf(envelope: EventEnvelope): string {
  const m = /^service\.operation\.([a-z]+)\.v1$/.exec(envelope.type);
  return m ? m[1] : envelope.operation.status;
}

export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${cut(flat, max - 1)}…` : flat;
}

function formatPercent(p: number): string {
  return Number.isFinite(p) ? String(Math.round(p * 10) / 10) : '?';
}

function summaryLine(envelope: EventEnvelope): string {
  const op = envelope.operation;
  const head = `Operation ${op.id} (${op.kind})`;
  switch (kindOf(envelope)) {
    case 'progress':
      return `${head} progress: ${op.progress.current}/${op.progress.total} (${formatPercent(op.progress.percent)}%).`;
    case 'succeeded':
      return op.result ? `${head} succeeded. Result: ${op.result.ref}` : `${head} succeeded.`;
    case 'failed':
      return op.error ? `${head} failed: ${op.error.code}: ${oneLine(op.error.message, 500)}` : `${head} failed.`;
    case 'canceled':
      return op.result ? `${head} was canceled. Partial result: ${op.result.ref}` : `${head} was canceled.`;
    default:
      return `${head} is ${op.status}.`;
  }
}

export const DEDUP_PREFIX = 'Deduplication id: ';
export const ENVELOPE_MARKER = 'Event envelope (JSON):';

function renderUnchecked(format: PayloadFormat, envelope: EventEnvelope): string {
  const json = JSON.stringify(envelope);
  if (format === 'event') return json;
  const message = [summaryLine(envelope), `${DEDUP_PREFIX}${envelope.id}`, ENVELOPE_MARKER, json].join('\n');
  return JSON.stringify({ message });
}

/** Cuts a string to at most n UTF-16 units without leaving half a surrogate pair. */
export function cut(s: string, n: number): string {
  let end = Math.max(0, Math.min(n, s.length));
  const c = s.charCodeAt(end - 1);
  if (end > 0 && end < s.length && c >= 0xd800 && c <= 0xdbff) end -= 1;
  return s.slice(0, end);
}

const TRUNCATED = '…[truncated]';

function withError(envelope: EventEnvelope, code: string, message: string): EventEnvelope {
  return { ...envelope, operation: { ...envelope.operation, error: { code, message } } };
}

export function fits(body: string): boolean {
  return Buffer.byteLength(body, 'utf8') <= MAX_BODY_BYTES;
}

/** Longest prefix of field (found by binary search) whose rendering fits; null if even an empty one does not. */
function shrinkField(field: string, render: (value: string) => string): string | null {
  if (!fits(render(''))) return null;
  let lo = 0;
  let hi = field.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(render(cut(field, mid) + TRUNCATED))) lo = mid;
    else hi = mid - 1;
  }
  return render(cut(field, lo) + TRUNCATED);
}

/**
 * Renders the request body for a payload format. The body never exceeds MAX_BODY_BYTES: an oversized
 * error message (then error code) is truncated, which is the only unbounded field an operation carries.
 */
export function renderBody(format: PayloadFormat, envelope: EventEnvelope): string {
  const body = renderUnchecked(format, envelope);
  if (fits(body)) return body;
  const error = envelope.operation.error;
  if (error) {
    const byMessage = shrinkField(error.message, (m) => renderUnchecked(format, withError(envelope, error.code, m)));
    if (byMessage !== null) return byMessage;
    const byCode = shrinkField(error.code, (c) => renderUnchecked(format, withError(envelope, c, '')));
    if (byCode !== null) return byCode;
  }
  throw new Error(`event body exceeds ${MAX_BODY_BYTES} bytes and cannot be shortened`);
}

/** Whether a parsed value has every field of a version 1.0 envelope, with the right types. */
export function isEventEnvelope(v: unknown): v is EventEnvelope {
  if (!isObj(v)) return false;
  const op = v.operation;
  if (!isObj(op) || !isObj(op.progress)) return false;
  const p = op.progress;
  const result = op.result;
  const error = op.error;
  return (
    v.version === '1.0' &&
    typeof v.id === 'string' &&
    typeof v.deliveryId === 'string' &&
    typeof v.type === 'string' &&
    typeof v.occurredAt === 'string' &&
    typeof op.id === 'string' &&
    typeof op.kind === 'string' &&
    typeof op.status === 'string' &&
    typeof p.current === 'number' &&
    typeof p.total === 'number' &&
    typeof p.percent === 'number' &&
    (result === null || (isObj(result) && typeof result.ref === 'string')) &&
    (error === null || (isObj(error) && typeof error.code === 'string' && typeof error.message === 'string'))
  );
}

/** Extracts the envelope from a session-message text (the part after the marker line); null if absent. */
export function parseSessionMessage(message: string): EventEnvelope | null {
  const parsed = sessionMessageJson(message);
  return isEventEnvelope(parsed) ? parsed : null;
}

/** The JSON value a session-message text carries after its marker line; undefined when there is none. */
export function sessionMessageJson(message: string): unknown {
  if (typeof message !== 'string') return undefined;
  const at = message.indexOf(`\n${ENVELOPE_MARKER}\n`);
  const json =
    at === -1 ? message.slice(Math.max(0, message.indexOf('\n{') + 1)) : message.slice(at + ENVELOPE_MARKER.length + 2);
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

// A watch's events (docs/api.md "Watches"): the versioned envelope of service.sponsorship.<change>.v1 carrying the
// watch and the sponsorships whose change it reports, in the order of the changes, and its two body adapters, as
// operation events have them (envelope.ts). Imports nothing of the server but envelope.ts and json.ts: the SDK's
// receiver toolkit parses these.
import { isObj } from '../json.js';
import { cut, DEDUP_PREFIX, ENVELOPE_MARKER, fits, oneLine, type PayloadFormat } from './envelope.js';

/** The change an event reports, as its type spells it. */
export type WatchEventKind = 'created' | 'removed' | 'type_changed';
export const WATCH_EVENT_KINDS: readonly WatchEventKind[] = ['created', 'removed', 'type_changed'];

/** A sponsorship as the list shows it, as the change left it; a type_changed item adds the type it had before. */
export type WatchedSponsorship = Record<string, unknown> & { id: string; previousType?: string };

export interface WatchEventEnvelope {
  version: '1.0';
  id: string;
  deliveryId: string;
  type: string;
  occurredAt: string;
  watch: { id: string; label: string | null };
  sponsorships: WatchedSponsorship[];
}

/** The delivery record's eventType, e.g. "sponsorship.created". */
export const watchEventTypeName = (kind: WatchEventKind) => `sponsorship.${kind}`;
/** The envelope's type, e.g. "service.sponsorship.created.v1". */
export const watchEnvelopeTypeName = (kind: WatchEventKind) => `service.sponsorship.${kind}.v1`;

export function kindOfWatchEventType(eventType: string): WatchEventKind | null {
  const k = eventType.replace(/^sponsorship\./, '');
  return (WATCH_EVENT_KINDS as readonly string[]).includes(k) ? (k as WatchEventKind) : null;
}

export function buildWatchEnvelope(a: {
  eventId: string;
  deliveryId: string;
  kind: WatchEventKind;
  occurredAt: Date | string;
  watch: { id: string; label: string | null };
  sponsorships: WatchedSponsorship[];
}): WatchEventEnvelope {
  const occurred = new Date(a.occurredAt);
  if (Number.isNaN(occurred.getTime())) throw new RangeError('occurredAt is not a valid timestamp');
  return {
    version: '1.0',
    id: a.eventId,
    deliveryId: a.deliveryId,
    type: watchEnvelopeTypeName(a.kind),
    occurredAt: occurred.toISOString(),
    watch: { id: a.watch.id, label: a.watch.label },
    sponsorships: a.sponsorships,
  };
}

const VERB: Record<WatchEventKind, string> = {
  created: 'new',
  removed: 'removed',
  type_changed: 'with a new type',
};

function describe(s: WatchedSponsorship): string {
  const brand = typeof s.brandName === 'string' ? s.brandName : 'a brand';
  const creator = typeof s.creator === 'string' && s.creator ? s.creator : String(s.channelId ?? 'a creator');
  const type = typeof s.type === 'string' ? s.type : '';
  const was = s.previousType ? ` (was ${s.previousType})` : '';
  return `${brand} × ${creator}: ${type}${was}`;
}

/** The session message's first line: what happened, to whom, in words a person reads. */
function summaryLine(e: WatchEventEnvelope): string {
  const m = /^service\.sponsorship\.([a-z_]+)\.v1$/.exec(e.type);
  const kind = (m?.[1] ?? 'created') as WatchEventKind;
  const name = e.watch.label ? `Watch "${oneLine(e.watch.label, 100)}"` : 'Watch';
  const n = e.sponsorships.length;
  const shown = e.sponsorships.slice(0, 3).map(describe).join('; ');
  const more = n > 3 ? `; and ${n - 3} more` : '';
  return `${name} (${e.watch.id}): ${n} sponsorship${n === 1 ? '' : 's'} ${VERB[kind] ?? kind}. ${oneLine(shown + more, 600)}`;
}

/** The request body in a payload format (the caller keeps it within MAX_BODY_BYTES: watchEventFits). */
export function renderWatchBody(format: PayloadFormat, envelope: WatchEventEnvelope): string {
  const json = JSON.stringify(envelope);
  if (format === 'event') return json;
  return JSON.stringify({
    message: [summaryLine(envelope), `${DEDUP_PREFIX}${envelope.id}`, ENVELOPE_MARKER, json].join('\n'),
  });
}

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** Whether an event of these sponsorships fits in MAX_BODY_BYTES in the format (ids are of fixed length). */
export function watchEventFits(
  format: PayloadFormat,
  kind: WatchEventKind,
  watch: { id: string; label: string | null },
  sponsorships: WatchedSponsorship[],
): boolean {
  const envelope = buildWatchEnvelope({
    eventId: PLACEHOLDER_ID,
    deliveryId: PLACEHOLDER_ID,
    kind,
    occurredAt: new Date(0),
    watch,
    sponsorships,
  });
  return fits(renderWatchBody(format, envelope));
}

const FIELD_MAX = 1000;

/**
 * A sponsorship item that fits an event alone: its text fields cut to 1,000 characters (with a mark). Titles and
 * names are far shorter in practice; this only keeps a pathological import from holding its watch's events back.
 */
export function boundedItem(s: WatchedSponsorship): WatchedSponsorship {
  const out: WatchedSponsorship = { ...s };
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string' && v.length > FIELD_MAX)
      (out as Record<string, unknown>)[k] = `${cut(v, FIELD_MAX)}…[truncated]`;
  }
  return out;
}

/** Whether a parsed value has every field of a version 1.0 watch event. */
export function isWatchEventEnvelope(v: unknown): v is WatchEventEnvelope {
  if (!isObj(v) || !isObj(v.watch) || !Array.isArray(v.sponsorships)) return false;
  return (
    v.version === '1.0' &&
    typeof v.id === 'string' &&
    typeof v.deliveryId === 'string' &&
    typeof v.type === 'string' &&
    /^service\.sponsorship\./.test(v.type) &&
    typeof v.occurredAt === 'string' &&
    typeof v.watch.id === 'string' &&
    (v.watch.label === null || typeof v.watch.label === 'string') &&
    v.sponsorships.every((s) => isObj(s) && typeof s.id === 'string')
  );
}

// Channels: a YouTube channel resource to a row of creators.
import type { Database } from '../db/database.js';
import { isObj } from '../json.js';
import { ShapeError, describe, obj, str, count, bool, thumbnail, expectKind } from './fields.js';
import { limitTags, limitText, type OnCut } from './fields.js';
import { upsertYouTubeRows, type Columns } from './upsert.js';
import { YOUTUBE_LIMITS } from './youtubeLimits.js';

export interface ChannelRow {
  channel_id: string;
  handle: string | null;
  title: string;
  description: string | null;
  subscriber_count: string | null;
  avatar_url: string | null;
  country: string | null;
  keywords: string[];
}

/** Channel keywords as YouTube stores them: space separated, "quoted phrases" kept together. */
export function parseChannelKeywords(s: string): string[] {
  const out = new Set<string>();
  for (const m of s.matchAll(/"([^"]*)"|(\S+)/g)) {
    const k = (m[1] ?? m[2]).trim();
    if (k) out.add(k);
  }
  return [...out];
}

/** A channel resource as a row; text over YouTube's limits is cut, and `onCut` told (by default nobody is). */
export function toChannelRow(v: unknown, onCut: OnCut = () => {}): ChannelRow {
  if (!isObj(v)) throw new ShapeError(`expected a JSON object (a YouTube channel resource), got ${describe(v)}`);
  expectKind(v, 'youtube#channel');
  const id = str(v, 'id', 'id', { required: true, min: 1, max: 64 })!;
  const snippet = obj(v, 'snippet', 'snippet', true)!;
  const title = limitText(
    str(snippet, 'title', 'snippet.title', { required: true })!,
    YOUTUBE_LIMITS.channelTitle,
    'snippet.title',
    onCut,
  );
  const description = str(snippet, 'description', 'snippet.description');
  const customUrl = str(snippet, 'customUrl', 'snippet.customUrl', { max: 200 })?.trim();
  const country = str(snippet, 'country', 'snippet.country', { max: 10 }) ?? null;
  const stats = obj(v, 'statistics', 'statistics') ?? {};
  const hidden = bool(stats, 'hiddenSubscriberCount', 'statistics.hiddenSubscriberCount') ?? false;
  const subscribers = count(stats, 'subscriberCount', 'statistics.subscriberCount');
  const branding = obj(v, 'brandingSettings', 'brandingSettings');
  const brandingChannel = branding && obj(branding, 'channel', 'brandingSettings.channel');
  const keywords = brandingChannel ? str(brandingChannel, 'keywords', 'brandingSettings.channel.keywords') : undefined;
  return {
    channel_id: id,
    handle: customUrl ? (customUrl.startsWith('@') ? customUrl : `@${customUrl}`) : null,
    title,
    description:
      description === undefined
        ? null
        : limitText(description, YOUTUBE_LIMITS.channelDescription, 'snippet.description', onCut),
    subscriber_count: hidden ? null : subscribers,
    avatar_url: thumbnail(snippet, 'snippet'),
    country: country ? country.toUpperCase() : null,
    keywords: keywords
      ? limitTags(
          parseChannelKeywords(keywords),
          YOUTUBE_LIMITS.channelKeywords,
          'brandingSettings.channel.keywords',
          onCut,
        )
      : [],
  };
}

/** The columns of creators the import writes, the key first. */
const CHANNEL_COLUMNS: Columns<ChannelRow> = [
  ['channel_id', 'text'],
  ['handle', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['subscriber_count', 'bigint'],
  ['avatar_url', 'text'],
  ['country', 'text'],
  ['keywords', 'text[]'],
];

export async function writeChannels(db: Database, rows: ChannelRow[]) {
  await upsertYouTubeRows(db, 'creators', CHANNEL_COLUMNS, rows);
}

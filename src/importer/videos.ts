// Videos: a YouTube video resource to a row of videos (and a minimal creator for an unknown channel).
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { parseChapters } from '../detection/chapters.js';
import { isObj } from '../json.js';
import { ShapeError, bool, count, describe, expectKind, obj, parseIsoDuration, str } from './fields.js';
import { limitTags, limitText, strArray, thumbnail, timestamp, type OnCut } from './fields.js';
import { lastByKey, upsertYouTubeRows, type Columns } from './upsert.js';
import { YOUTUBE_LIMITS } from './youtubeLimits.js';

/**
 * A video this short (and not live) is a Short. YouTube marks Shorts nowhere in the API; ≤ 60 s is the classic
 * limit.
 */
export const SHORT_MAX_SECONDS = 60;
/** duration_seconds is an integer column. */
const INT4_MAX = 2147483647;

export const YOUTUBE_CATEGORIES: Record<string, string> = {
  '1': 'Film & Animation',
  '2': 'Autos & Vehicles',
  '10': 'Music',
  '15': 'Pets & Animals',
  '17': 'Sports',
  '19': 'Travel & Events',
  '20': 'Gaming',
  '22': 'People & Blogs',
  '23': 'Comedy',
  '24': 'Entertainment',
  '25': 'News & Politics',
  '26': 'Howto & Style',
  '27': 'Education',
  '28': 'Science & Technology',
  '29': 'Nonprofits & Activism',
};

export interface VideoRow {
  video_id: string;
  channel_id: string;
  channel_title: string | null;
  format: 'video' | 'short';
  title: string;
  description: string;
  thumbnail_url: string | null;
  published_at: string;
  duration_seconds: number | null;
  view_count: string | null;
  like_count: string | null;
  comment_count: string | null;
  includes_paid_promotion: boolean;
  is_live_content: boolean;
  category: string | null;
  has_captions: boolean;
  is_private: boolean;
  is_unlisted: boolean;
  default_language: string | null;
  keywords: string[];
  chapters: { title: string; timeRangeStartMillis: number }[];
}

/** A video resource as a row; text over YouTube's limits is cut, and `onCut` told (by default nobody is). */
export function toVideoRow(v: unknown, onCut: OnCut = () => {}): VideoRow {
  if (!isObj(v)) throw new ShapeError(`expected a JSON object (a YouTube video resource), got ${describe(v)}`);
  expectKind(v, 'youtube#video');
  const id = str(v, 'id', 'id', { required: true, min: 1, max: 256 })!;
  const snippet = obj(v, 'snippet', 'snippet', true)!;
  const channelId = str(snippet, 'channelId', 'snippet.channelId', { required: true, min: 1, max: 64 })!;
  const publishedAt = timestamp(snippet, 'publishedAt', 'snippet.publishedAt');
  const title = limitText(
    str(snippet, 'title', 'snippet.title', { required: true })!,
    YOUTUBE_LIMITS.videoTitle,
    'snippet.title',
    onCut,
  );
  const rawDescription = str(snippet, 'description', 'snippet.description') ?? '';
  const description = limitText(rawDescription, YOUTUBE_LIMITS.videoDescription, 'snippet.description', onCut);
  const rawChannelTitle = str(snippet, 'channelTitle', 'snippet.channelTitle');
  const channelTitle =
    rawChannelTitle === undefined
      ? null
      : limitText(rawChannelTitle, YOUTUBE_LIMITS.channelTitle, 'snippet.channelTitle', onCut);
  const tags = strArray(snippet, 'tags', 'snippet.tags') ?? [];
  const categoryId = snippet.categoryId;
  const noCategory = categoryId === undefined || categoryId === null;
  if (!noCategory && typeof categoryId !== 'string' && typeof categoryId !== 'number') {
    throw new ShapeError(`snippet.categoryId must be a string (got ${describe(categoryId)})`);
  }
  const category = noCategory ? null : (YOUTUBE_CATEGORIES[String(categoryId)] ?? null);
  const language =
    str(snippet, 'defaultAudioLanguage', 'snippet.defaultAudioLanguage', { max: 35 }) ??
    str(snippet, 'defaultLanguage', 'snippet.defaultLanguage', { max: 35 }) ??
    null;
  const live = str(snippet, 'liveBroadcastContent', 'snippet.liveBroadcastContent');
  const liveDetails = obj(v, 'liveStreamingDetails', 'liveStreamingDetails');

  const details = obj(v, 'contentDetails', 'contentDetails');
  let duration: number | null = null;
  let captions = false;
  if (details) {
    const d = str(details, 'duration', 'contentDetails.duration');
    if (d !== undefined) {
      duration = parseIsoDuration(d);
      if (duration === null) {
        const example = 'an ISO 8601 duration such as PT4M13S';
        throw new ShapeError(`contentDetails.duration is not ${example} (got ${describe(d)})`);
      }
      if (duration > INT4_MAX) throw new ShapeError(`contentDetails.duration is too long (${d})`);
    }
    captions = bool(details, 'caption', 'contentDetails.caption') ?? false;
  }
  const stats = obj(v, 'statistics', 'statistics') ?? {};
  const status = obj(v, 'status', 'status');
  const privacy = status ? str(status, 'privacyStatus', 'status.privacyStatus') : undefined;
  const paid = obj(v, 'paidProductPlacementDetails', 'paidProductPlacementDetails');
  const paidPath = 'paidProductPlacementDetails.hasPaidProductPlacement';
  const isLive = live === 'live' || live === 'upcoming' || liveDetails !== undefined;

  return {
    video_id: id,
    channel_id: channelId,
    channel_title: channelTitle,
    // An upcoming or live stream reports P0D; only a finished, non-live video of 1..60 s is a Short.
    format: duration !== null && duration > 0 && duration <= SHORT_MAX_SECONDS && !isLive ? 'short' : 'video',
    title,
    description,
    thumbnail_url: thumbnail(snippet, 'snippet'),
    published_at: publishedAt,
    duration_seconds: duration,
    view_count: count(stats, 'viewCount', 'statistics.viewCount'),
    like_count: count(stats, 'likeCount', 'statistics.likeCount'),
    comment_count: count(stats, 'commentCount', 'statistics.commentCount'),
    includes_paid_promotion: (paid && bool(paid, 'hasPaidProductPlacement', paidPath)) ?? false,
    is_live_content: isLive,
    category,
    has_captions: captions,
    is_private: privacy === 'private',
    is_unlisted: privacy === 'unlisted',
    default_language: language,
    keywords: limitTags(
      [...new Set(tags.map((t) => t.trim()).filter(Boolean))],
      YOUTUBE_LIMITS.videoTags,
      'snippet.tags',
      onCut,
    ),
    chapters: parseChapters(description),
  };
}

/** The columns of videos the import writes, the key first. */
const VIDEO_COLUMNS: Columns<VideoRow> = [
  ['video_id', 'text'],
  ['channel_id', 'text'],
  ['format', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['thumbnail_url', 'text'],
  ['published_at', 'timestamptz'],
  ['duration_seconds', 'integer'],
  ['view_count', 'bigint'],
  ['like_count', 'bigint'],
  ['comment_count', 'bigint'],
  ['includes_paid_promotion', 'boolean'],
  ['is_live_content', 'boolean'],
  ['category', 'text'],
  ['has_captions', 'boolean'],
  ['is_private', 'boolean'],
  ['is_unlisted', 'boolean'],
  ['default_language', 'text'],
  ['keywords', 'text[]'],
  ['chapters', 'jsonb'],
];

/** Upserts a batch of videos, after minimal creators for channels not in the directory yet. */
export async function writeVideos(db: Database, rows: VideoRow[]) {
  rows = lastByKey(rows, (r) => r.video_id);
  const channels = lastByKey(
    rows.map((r) => ({ channel_id: r.channel_id, title: r.channel_title })),
    (c) => c.channel_id,
  );
  // Minimal creators for unknown channels; a known creator keeps its title (a missing one is filled in).
  await sql`insert into creators (channel_id, platform, title)
    select x.channel_id, 'youtube', x.title
    from jsonb_to_recordset(${JSON.stringify(channels)}::jsonb) as x(channel_id text, title text)
    on conflict (channel_id) do update set title = excluded.title, updated_at = now()
    where creators.title is null and excluded.title is not null`.execute(db);

  await upsertYouTubeRows(db, 'videos', VIDEO_COLUMNS, rows);
}

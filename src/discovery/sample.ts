// Scoring a candidate on a sample of its recent uploads: one playlistItems.list page of its SAMPLE_UPLOADS latest
// uploads (1 unit), whose titles and descriptions (a playlist item carries its video's) are screened by the sponsor
// detector in memory. Only a channel the screen finds a sponsorship in has its sampled videos read whole, with those
// of the other such candidates of its group (up to SAMPLE_GROUP) in videos.list calls of 50 ids (1 unit each):
// 1 unit a channel without sponsorships, about 1.25 a channel with. Those videos are written to the directory as an
// import would write them and run through sponsor detection (detection/pipeline.ts, as a channel sync does), then
//
//   score = (sponsoredVideos / videosChecked) × log10(1 + mean view count of the sampled videos)
//
// (0 without uploads or sponsorships). A channel the screen finds nothing in scores 0 and its uploads stay out of
// the directory (the screen lacks what only videos.list tells: the paid-promotion flag and the duration).
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { isObj } from '../json.js';
import { importRecords } from '../importer/index.js';
import type { BrandCatalog } from '../detection/catalog.js';
import { loadEngine } from '../detection/threads.js';
import { chunk, VIDEO_PARTS, YoutubeApiError, type ListResponse, type YoutubeResource } from '../youtube/client.js';

/** Uploads read per candidate: enough to tell a channel that takes sponsorships, few enough to share a call. */
export const SAMPLE_UPLOADS = 12;
/** The parts a run reads of a video (videos.list costs 1 unit a call whatever its parts): what an import takes. */
export const VIDEO_READ_PARTS = VIDEO_PARTS.join(',');
/** Candidates sampled together: their screened uploads share videos.list calls (50 ids each). */
export const SAMPLE_GROUP = 8;

/** The most a group of n candidates costs: an uploads page each, and videos.list calls for all their uploads. */
export function sampleCost(n: number): number {
  return n + Math.ceil((n * SAMPLE_UPLOADS) / 50);
}

/**
 * What scoring a candidate costs on average, for a run's plans: its uploads page, and a share of a videos.list call
 * for the part of the candidates the screen finds a sponsorship in (about a quarter where discovery was measured).
 */
export const SAMPLE_UNITS_EXPECTED = 1 + (0.25 * SAMPLE_UPLOADS) / 50;

export interface SampleContext {
  db: Database;
  accountId: string;
  /** A YouTube call charged to the run's `sample` units. */
  call(resource: YoutubeResource, params: Record<string, string>): Promise<ListResponse>;
  /** The brand catalog detection reads (the screen's). */
  catalog(): Promise<BrandCatalog>;
  /** Runs sponsor detection over videos now in the directory. */
  detect(videoIds: string[]): Promise<void>;
  /** Takes the channels sampled descriptions name as candidates. */
  mentionsIn(rows: { video_id: string; channel_id: string; description: string | null }[]): Promise<void>;
}

interface Upload {
  videoId: string;
  channelId: string;
  channelTitle: string | null;
  title: string;
  description: string;
}

/** A page of a channel's uploads playlist as the uploads it lists (private ones left out). */
function uploadsOf(channelId: string, page: ListResponse): Upload[] {
  if (page.notModified) return [];
  const out: Upload[] = [];
  for (const it of page.items.slice(0, SAMPLE_UPLOADS)) {
    if (!isObj(it) || !isObj(it.contentDetails) || typeof it.contentDetails.videoId !== 'string') continue;
    if (isObj(it.status) && it.status.privacyStatus === 'private') continue;
    const sn = isObj(it.snippet) ? it.snippet : {};
    out.push({
      videoId: it.contentDetails.videoId,
      channelId,
      channelTitle: typeof sn.channelTitle === 'string' ? sn.channelTitle : null,
      title: typeof sn.title === 'string' ? sn.title : '',
      description: typeof sn.description === 'string' ? sn.description : '',
    });
  }
  return out;
}

/** Whether the detector finds a sponsorship in any of these uploads' titles and descriptions. */
async function screened(uploads: Upload[], catalog: BrandCatalog): Promise<boolean> {
  const { detectSponsorships } = await loadEngine();
  return uploads.some(
    (u) =>
      detectSponsorships(
        {
          videoId: u.videoId,
          title: u.title,
          description: u.description,
          transcript: null,
          includesPaidPromotion: false,
          durationSeconds: null,
          channel: { title: u.channelTitle, handle: null, shorteners: [] },
        },
        catalog,
      ).length > 0,
  );
}

/**
 * Samples and scores these candidates (at most SAMPLE_GROUP): one uploads page each, and videos.list calls for those
 * the screen finds a sponsorship in (`sampleCost(channels.length)` units at most).
 */
export async function sampleChannels(c: SampleContext, channels: string[]): Promise<void> {
  // The uploads pages of the group are asked for together (the run's slots bound the calls in flight).
  const pages = await Promise.allSettled(
    channels.map((channelId) =>
      c.call('playlistItems', {
        part: 'snippet,contentDetails,status',
        playlistId: `UU${channelId.slice(2)}`,
        maxResults: String(SAMPLE_UPLOADS),
      }),
    ),
  );
  const uploads = new Map<string, Upload[]>();
  pages.forEach((p, i) => {
    if (p.status === 'rejected') {
      // A channel without uploads (or gone): an empty sample.
      const err: unknown = p.reason;
      if (!(err instanceof YoutubeApiError && (err.code === 'bad_request' || err.status === 404))) throw err;
      return;
    }
    uploads.set(channels[i], uploadsOf(channels[i], p.value));
  });
  const catalog = await c.catalog();
  const paid: string[] = [];
  for (const [channelId, list] of uploads) if (await screened(list, catalog)) paid.push(channelId);
  // The channels these descriptions name are candidates whatever the screen finds: here for the channels screened
  // out, in takeVideos for those read whole.
  const out = [...uploads].filter(([channelId]) => !paid.includes(channelId)).flatMap(([, list]) => list);
  await c.mentionsIn(out.map((u) => ({ video_id: u.videoId, channel_id: u.channelId, description: u.description })));
  const ids = paid.flatMap((channelId) => uploads.get(channelId)!.map((u) => u.videoId));
  for (const part of chunk(ids)) {
    const res = await c.call('videos', { part: VIDEO_READ_PARTS, id: part.join(','), maxResults: '50' });
    await takeVideos(c, res.notModified ? [] : res.items);
  }
  const listed = new Map([...uploads].map(([channelId, list]) => [channelId, list.length]));
  await writeScores(c.db, c.accountId, channels, ids, listed);
}

/**
 * Video resources a run has read (a sample, a chart page, a search page's videos): written to the directory as an
 * import writes them (private ones left out), the channels their descriptions name taken as candidates, and run
 * through sponsor detection — their channels' sponsorships then lead the order candidates are scored in.
 */
export async function takeVideos(c: SampleContext, resources: unknown[]): Promise<void> {
  const items = resources.filter((v) => !(isObj(v) && isObj(v.status) && v.status.privacyStatus === 'private'));
  if (!items.length) return;
  await importRecords(
    c.db,
    'videos',
    items.map((value, i) => ({ line: i + 1, value })),
  );
  const rows = items.flatMap((v) =>
    isObj(v) && typeof v.id === 'string' && isObj(v.snippet) && typeof v.snippet.channelId === 'string'
      ? [
          {
            video_id: v.id,
            channel_id: v.snippet.channelId,
            description: typeof v.snippet.description === 'string' ? v.snippet.description : null,
          },
        ]
      : [],
  );
  // The channels these descriptions name are found in this run, not the next one's mention pass.
  await c.mentionsIn(rows);
  await c.detect(rows.map((r) => r.video_id));
}

/**
 * Each channel's sample and score: from its sampled videos now in the directory, or (a channel whose videos were not
 * read) its uploads listed and none sponsored; one statement for the group.
 */
async function writeScores(
  db: Database,
  accountId: string,
  channels: string[],
  ids: string[],
  listed: Map<string, number>,
) {
  const counts = await sql<{ channel_id: string; checked: number; sponsored: number; views: number | null }>`select
      v.channel_id, count(*)::int as checked,
      count(*) filter (where exists (select 1 from sponsorships s where s.video_id = v.video_id))::int as sponsored,
      avg(coalesce(v.view_count, 0))::float8 as views
    from videos v where v.video_id = any(${ids}::text[]) and v.channel_id = any(${channels}::text[])
    group by v.channel_id`.execute(db);
  const brands = await sql<{ channel_id: string; brandId: string; name: string; count: number }>`select s.channel_id,
      b.id::text as "brandId", b.name, count(distinct s.video_id)::int as count
    from sponsorships s join brands b on b.id = s.brand_id
    where s.video_id = any(${ids}::text[]) and s.channel_id = any(${channels}::text[])
    group by s.channel_id, b.id, b.name order by count desc, b.name`.execute(db);
  const rows = channels.map((channelId) => {
    const n = counts.rows.find((x) => x.channel_id === channelId);
    const checked = n?.checked ?? listed.get(channelId) ?? 0;
    const sponsored = n?.sponsored ?? 0;
    const score = checked ? (sponsored / checked) * Math.log10(1 + Number(n?.views ?? 0)) : 0;
    const top = brands.rows
      .filter((b) => b.channel_id === channelId)
      .slice(0, 20)
      .map(({ brandId, name, count }) => ({ brandId, name, count }));
    return {
      id: channelId,
      score: Math.round(score * 1e6) / 1e6,
      sample: { videosChecked: checked, sponsoredVideos: sponsored, brands: top },
    };
  });
  await sql`update discovery_candidates d set sample = x.sample, sampled_at = now(), score = x.score,
      status = case when d.status = 'new' then 'scored' else d.status end, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, score double precision, sample jsonb)
    where d.account_id = ${accountId}::uuid and d.channel_id = x.id`.execute(db);
}

// Fetches videos (and their channels) from the YouTube Data API into the directory, exactly as an import of
// the same resources would write them (importRecords 'channels', then 'videos').
//
// Work goes in batches of 50 video ids (one videos.list request each). For each batch:
//   1. videos.list;
//   2. channels.list for every channel of the batch's public videos not already fetched in this call — all of
//      them, even channels already in the directory: it costs one quota unit per 50 channels and keeps
//      subscriber counts and titles fresh, and it upgrades creators that a bare videos import created;
//   3. import the channels, then the videos (so a creator gets full channel data rather than the minimal row a
//      video alone creates). If the channel request fails, the videos are still written (minimal creators).
// Writing batch by batch means a long list makes progress that survives an interruption.
//
// One outcome per input id, in input order (duplicates repeat the same outcome):
//   fetched                        the video is in the directory now
//   not-found  code not_found      absent from the response: deleted, never existed, or private (YouTube omits
//                                  private videos for anyone but their owner); also ids that cannot be YouTube ids
//   private    code private        returned with status.privacyStatus 'private'; not written to the directory
//   unavailable code quota_exceeded | upstream_unavailable | invalid_api_key | bad_request | invalid_resource
// A quota error (or a refused API key) stops all further requests — later batches are not asked and are
// reported unavailable with the same code — so no quota is burnt on requests bound to fail. An upstream
// failure (after the client's retries) only marks its own batch. invalid_resource: YouTube returned something
// the importer refuses (its message says why). An abort through `signal` is thrown, not reported.
import type { Database } from '../db/database.js';
import { importRecords } from '../importer/index.js';
import { isObj, type Obj } from '../json.js';
import { chunk, requestableIds, YoutubeApiError, type YoutubeClient } from './client.js';

export type FetchOutcome =
  | { videoId: string; status: 'fetched' }
  | { videoId: string; status: 'not-found' | 'private' | 'unavailable'; error: { code: string; message: string } };

function shown(id: string): string {
  return JSON.stringify(id.length > 80 ? `${id.slice(0, 80)}…` : id);
}

function notFound(videoId: string, valid: boolean): FetchOutcome {
  return {
    videoId,
    status: 'not-found',
    error: {
      code: 'not_found',
      message: valid
        ? `Video ${videoId} was not found on YouTube: not found, deleted or private (YouTube does not return private videos).`
        : `${shown(videoId)} is not a YouTube video id: not found, deleted or private.`,
    },
  };
}

function unavailable(videoId: string, code: string, message: string): FetchOutcome {
  return { videoId, status: 'unavailable', error: { code, message } };
}

/** Whether an API error means every later request would fail too. */
function stopsEverything(err: YoutubeApiError): boolean {
  return err.code === 'quota_exceeded' || err.code === 'invalid_api_key';
}

export async function fetchVideosIntoDirectory(
  db: Database,
  client: YoutubeClient,
  ids: string[],
  signal?: AbortSignal,
): Promise<FetchOutcome[]> {
  const outcomes = new Map<string, FetchOutcome>();
  const channelsFetched = new Set<string>();
  /** Set once a request fails in a way that dooms the rest: the code and message for everything not asked. */
  let stopped: { code: string; message: string } | null = null;

  for (const batch of chunk(requestableIds(ids))) {
    signal?.throwIfAborted();
    if (stopped) {
      for (const id of batch) outcomes.set(id, unavailable(id, stopped.code, stopped.message));
      continue;
    }

    let items: unknown[];
    try {
      items = await client.listVideos(batch, signal);
    } catch (err) {
      if (!(err instanceof YoutubeApiError)) throw err;
      for (const id of batch) outcomes.set(id, unavailable(id, err.code, err.message));
      if (stopsEverything(err))
        stopped = {
          code: err.code,
          message: `Not requested: an earlier YouTube Data API request failed. ${err.message}`,
        };
      continue;
    }

    const asked = new Set(batch);
    const byId = new Map<string, Obj>();
    for (const item of items) {
      if (isObj(item) && typeof item.id === 'string' && asked.has(item.id)) byId.set(item.id, item);
    }
    const toWrite: { id: string; item: Obj }[] = [];
    for (const id of batch) {
      const item = byId.get(id);
      if (!item) {
        outcomes.set(id, notFound(id, true));
        continue;
      }
      const status = isObj(item.status) ? item.status : undefined;
      if (status?.privacyStatus === 'private') {
        outcomes.set(id, {
          videoId: id,
          status: 'private',
          error: { code: 'private', message: `Video ${id} is private on YouTube; it was not added to the directory.` },
        });
        continue;
      }
      toWrite.push({ id, item });
    }
    if (!toWrite.length) continue;

    const channelIds = requestableIds(
      toWrite.map(({ item }) =>
        isObj(item.snippet) && typeof item.snippet.channelId === 'string' ? item.snippet.channelId : '',
      ),
    ).filter((c) => !channelsFetched.has(c));
    if (channelIds.length) {
      let channels: unknown[] = [];
      try {
        channels = await client.listChannels(channelIds, signal);
        for (const c of channelIds) channelsFetched.add(c);
      } catch (err) {
        if (!(err instanceof YoutubeApiError)) throw err;
        // The videos are still written, with minimal creators; later batches stop if the quota is gone.
        if (stopsEverything(err))
          stopped = {
            code: err.code,
            message: `Not requested: an earlier YouTube Data API request failed. ${err.message}`,
          };
      }
      const wanted = new Set(channelIds);
      const records = channels
        .filter((c) => isObj(c) && typeof c.id === 'string' && wanted.has(c.id))
        .map((value, i) => ({ line: i + 1, value }));
      // A channel the importer refuses leaves its videos with a minimal creator; nothing else to report.
      if (records.length) await importRecords(db, 'channels', records);
    }

    const report = await importRecords(
      db,
      'videos',
      toWrite.map(({ item }, i) => ({ line: i + 1, value: item })),
    );
    const refused = new Map(report.errors.map((e) => [e.line, e.message]));
    toWrite.forEach(({ id }, i) => {
      const why = refused.get(i + 1);
      outcomes.set(
        id,
        why === undefined
          ? { videoId: id, status: 'fetched' }
          : unavailable(id, 'invalid_resource', `YouTube returned video ${id} in a shape the importer refuses: ${why}`),
      );
    });
  }

  return ids.map((id) => outcomes.get(id) ?? notFound(id, false));
}

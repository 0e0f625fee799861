// What a person has in hand → the creator: a channel URL (youtube.com/@handle, /channel/UC…, /c/name, with or
// without scheme, www. or m., any trailing path or query), a handle (@name) or a channel id (UC…). The text is read
// by the same parser tracked channels use (channelRef.ts), so both accept the same forms.
//
// Handles are compared case-insensitively (YouTube's are) against creators.handle, which holds the "@". A /c/name
// custom URL is looked up as the handle @name (most custom URLs are the channel's handle too; the directory stores
// no custom URLs). A legacy /user/name URL names a username, which the directory does not store: not found, saying so.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { ApiError } from '../errors.js';
import { parseChannelRef } from './channelRef.js';

export type CreatorLookup = { channelId: string } | { notFound: string };

/** Which creator the text names, or why none does; an ApiError (400 naming `path`) when it names no channel at all. */
export async function resolveCreator(db: Database, text: string, path: string): Promise<CreatorLookup> {
  const ref = parseChannelRef(text);
  if (!ref) {
    const detail =
      'Give a YouTube channel URL (https://www.youtube.com/@name or /channel/UC…), a handle (@name) or a channel id (UC…).';
    throw new ApiError('invalid_request', detail, [{ path, message: 'names no YouTube channel' }]);
  }
  if ('username' in ref) {
    return {
      notFound: `The directory does not store legacy usernames (youtube.com/user/${ref.username}); look the creator up by handle or channel id.`,
    };
  }
  if ('id' in ref) return { channelId: ref.id };
  const handle = `@${ref.handle}`;
  // Handles are unique on YouTube; should two stored rows differ only in case, the exact spelling wins, then YouTube.
  const r = await sql<{ channel_id: string }>`select channel_id from creators where lower(handle) = lower(${handle})
    order by handle = ${handle} desc, platform = 'youtube' desc, channel_id limit 1`.execute(db);
  const found = r.rows[0]?.channel_id;
  return found ? { channelId: found } : { notFound: `No creator has the handle ${handle}.` };
}

// What a person has in hand → the creator: a channel URL (youtube.com/@handle, /channel/UC…, /c/name, with or
// without scheme, www. or m., any trailing path or query), a handle (@name) or a channel id (UC…). The text is read
// by the same parser tracked channels use (channelRef.ts), so both accept the same forms.
//
// Handles are compared case-insensitively (YouTube's are) against creators.handle, which holds the "@". A /c/name
// custom URL is looked up as the handle @name (most custom URLs are the channel's handle too; the directory stores
// no custom URLs). A legacy /user/name URL names a username, which the directory does not store: not found, saying so.
import { sql } from 'kysely';
import { ApiError } from '../errors.js';
import { parseChannelRef } from './channelRef.js';

/** What the text names: a channel id, a handle (with its "@"), or why it names no creator the directory can hold. */
export type CreatorRef = { channelId: string } | { handle: string } | { notFound: string };

/** What creator the text names; an ApiError (400 naming `path`) when it names no channel at all. */
export function parseCreatorRef(text: string, path: string): CreatorRef {
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
  return { handle: `@${ref.handle}` };
}

/**
 * The channel id of the creator with `handle`, as a scalar subquery (so a detail can read it in the same statement):
 * handles are unique on YouTube; should two stored rows differ only in case, the exact spelling wins, then YouTube.
 */
export const channelOfHandle = (handle: unknown) => sql<string>`(select channel_id from creators
  where lower(handle) = lower(${handle}) order by handle = ${handle} desc, platform = 'youtube' desc, channel_id limit 1)`;

// What a client may name a channel by, read into what channels.list can look up: a channel id (UC…), a handle
// (@name), or a channel URL (youtube.com/@name, /channel/UC…, /c/name and /user/name). Imports nothing; it lives in
// directory/ so that lookup.ts and the layers above (tracking/, discovery/) read text alike, each importing downward.
export type ChannelRef = { id: string } | { handle: string } | { username: string };

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
// YouTube handles: 3 to 30 letters, digits, underscores, hyphens, periods and middle dots, in any script.
const HANDLE = /^[\p{L}\p{M}\p{N}_.\-·]{3,30}$/u;
const NAME = /^[\p{L}\p{M}\p{N}_.\-·]{1,100}$/u;
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/** The reference, or null when the text names no channel in a form YouTube can resolve. */
export function parseChannelRef(text: string): ChannelRef | null {
  const s = text.trim();
  if (CHANNEL_ID.test(s)) return { id: s };
  if (s.startsWith('@')) return HANDLE.test(s.slice(1)) ? { handle: s.slice(1) } : null;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(s) ? s : `https://${s}`);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !HOSTS.has(url.hostname.toLowerCase())) return null;
  let segments: string[];
  try {
    segments = url.pathname
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
  } catch {
    // A malformed percent-escape (%E0%A4%A, %ZZ, a cut UTF-8 sequence) spells no name YouTube could hold.
    return null;
  }
  const [first, second] = segments;
  if (!first) return null;
  if (first.startsWith('@')) return HANDLE.test(first.slice(1)) ? { handle: first.slice(1) } : null;
  if (first === 'channel') return second && CHANNEL_ID.test(second) ? { id: second } : null;
  // Custom URLs (/c/name) have no lookup of their own: most of them are the channel's handle too.
  if (first === 'c') return second && NAME.test(second) ? { handle: second } : null;
  if (first === 'user') return second && NAME.test(second) ? { username: second } : null;
  return null;
}

export function describeRef(ref: ChannelRef): string {
  return 'id' in ref ? `channel id ${ref.id}` : 'handle' in ref ? `handle @${ref.handle}` : `username ${ref.username}`;
}

// Channels a text names: youtube.com/@handle, /channel/UC… and /c/, /user/ links (detection/links.ts finds the
// links, directory/channelRef.ts reads them), and bare @handles that are not part of an e-mail address.
import { findLinks } from '../detection/links.js';
import { parseChannelRef } from '../directory/channelRef.js';

export interface Mentions {
  ids: Set<string>;
  /** Handles without their "@", lower-cased (YouTube's handles are case-insensitive). */
  handles: Set<string>;
}

const BARE_HANDLE = /(?<![\p{L}\p{N}_.@/-])@([\p{L}\p{N}_.\-·]{3,30})(?![\p{L}\p{N}_@])/gu;

export function channelMentions(text: string): Mentions {
  const out: Mentions = { ids: new Set(), handles: new Set() };
  if (!text || !(text.includes('@') || /youtu/i.test(text))) return out;
  for (const link of findLinks(text)) {
    if (!/(^|\.)youtube\.com$/i.test(link.host)) continue;
    const ref = parseChannelRef(link.url);
    if (!ref) continue;
    if ('id' in ref) out.ids.add(ref.id);
    else if ('handle' in ref) out.handles.add(ref.handle.toLowerCase());
  }
  for (const m of text.matchAll(BARE_HANDLE)) {
    const h = m[1].replace(/[.\-·]+$/u, '');
    if (h.length >= 3) out.handles.add(h.toLowerCase());
  }
  return out;
}

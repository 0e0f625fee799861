// The tally: one aggregate per brand a video's evidence points at (Agg), made at its first evidence.
import type { Resolution } from '../resolvers.js';
import type { Agg, Doc, Mention, Target } from './types.js';

export class Tally {
  /** By target key, in the order the brands were first met. */
  private readonly aggs = new Map<string, Agg>();

  constructor(private readonly descriptionLength: number) {}

  /** A text's offset as a position in the video: the description, then the transcript; the title after both. */
  offsetOf(doc: Doc, pos: number): number {
    if (doc.origin === 'transcript') return this.descriptionLength + 1 + pos;
    return doc.origin === 'title' ? Number.MAX_SAFE_INTEGER : pos;
  }

  /** The brand's aggregate, made at its first evidence; its first position is the earliest seen. */
  of(t: Target, pos: number): Agg {
    let a = this.aggs.get(t.key);
    if (!a) {
      a = {
        target: t,
        firstPos: pos,
        kinds: new Map(),
        descriptionStatement: false,
        transcriptStatement: false,
        titlePaid: false,
        whole: false,
        urls: [],
        transcriptUrls: [],
        resolutions: [],
        transcriptResolutions: [],
        redirects: [],
        referral: false,
        chapters: [],
        implicitPaid: false,
        paidSentence: false,
        inTitle: false,
        negated: false,
        contexts: [],
        paidContexts: [],
        descriptionHit: null,
        transcriptHit: null,
      };
      this.aggs.set(t.key, a);
    } else if (pos < a.firstPos) a.firstPos = pos;
    return a;
  }

  /** The brand's aggregate when it has evidence already. */
  get(key: string): Agg | undefined {
    return this.aggs.get(key);
  }

  get size(): number {
    return this.aggs.size;
  }

  values(): Agg[] {
    return [...this.aggs.values()];
  }
}

/**
 * A sentence that speaks of the brand, once each (a long text binds one sentence to its brand many times), into its
 * contexts, or into its sponsor statements' sentences as well (`paid`).
 */
export function addContext(a: Agg, text: string, paid = false): void {
  // Membership through a set beside the list, as addUrl's: a brand bound by every statement of a long sentence is
  // given the same sentence hundreds of times.
  for (const list of paid ? [a.contexts, a.paidContexts] : [a.contexts]) {
    const seen = seenIn(list);
    if (seen.has(text)) continue;
    seen.add(text);
    list.push(text);
  }
}

/**
 * A link mention as evidence of the brand: its URL, the resolver that read it to the brand (the mention's own, or
 * `resolution` when the brand is another mention's: named-in-sentence), and where a short link led; once each.
 */
export function addUrl(a: Agg, m: Mention, doc: Doc, resolution: Resolution | undefined = m.resolution): void {
  if (!m.link) return;
  const transcript = doc.origin === 'transcript';
  const list = transcript ? a.transcriptUrls : a.urls;
  const url = m.link.url;
  // Membership through a set kept beside each list: a brand linked a thousand times is not a million comparisons.
  if (!seenIn(list).has(url)) {
    list.push(url);
    seenIn(list).add(url);
    if (resolution) (transcript ? a.transcriptResolutions : a.resolutions).push({ url, ...resolution });
  }
  if (m.expandedTo && !seenIn(a.redirects).has(url)) {
    a.redirects.push([url, m.expandedTo]);
    seenIn(a.redirects).add(url);
  }
}

const seen = new WeakMap<object, Set<string>>();
function seenIn(list: object): Set<string> {
  let s = seen.get(list);
  if (!s) seen.set(list, (s = new Set()));
  return s;
}

// The engine's data: the video it reads, the sponsorships it reports, and the text model between them
// (lines, sentence units, mentions, statements, bindings, per-brand aggregates).
import type { SponsorshipTypeName } from '../../directory/schemas.js';
import type { BrandCatalog, CatalogBrand } from '../catalog.js';
import type { Chapter } from '../chapters.js';
import type { FoundLink } from '../links.js';
import type { Resolution } from '../resolvers.js';

export interface DetectionInput {
  videoId: string;
  title: string;
  description: string;
  transcript: { startMillis: number; text: string }[] | null;
  includesPaidPromotion: boolean;
  durationSeconds: number | null;
  channel: { title: string | null; handle: string | null; shorteners: string[] };
  /**
   * Where short links lead, when short-link expansion is on: short URL as found (`FoundLink.url`) → final URL.
   * Filled by an I/O pre-pass (pipeline.ts, shortLinks.ts) from the links `expandableLinks` names.
   */
  expandedLinks?: ReadonlyMap<string, string>;
}

/** The contract's sponsorship types, defined once beside the directory's schemas. */
export type SponsorshipType = SponsorshipTypeName;
export type EvidenceSource = 'url' | 'description' | 'chapter' | 'transcript' | 'redirect';

export interface DetectedSponsorship {
  brandId: string | null;
  brandName: string;
  domain: string;
  type: SponsorshipType;
  evidence: {
    candidates: EvidenceCandidate[];
    chapters: { title: string; timeRangeStartMillis: number }[];
  };
  domainWasResearched: boolean;
  /** The sum of the rules that fired (docs/detection.md §8). */
  score: number;
  /** How sure the report is, 0..1: the score adjusted by what lowers it (docs/detection.md §8a). */
  confidence: number;
}

/**
 * One source of a sponsorship's evidence. A `description` or `transcript` candidate carries the text of its
 * strongest statement (`excerpt`, at most EXCERPT_MAX characters); a `transcript` one also where that segment
 * starts (`offsetMillis`).
 */
export interface EvidenceCandidate {
  name: string;
  source: EvidenceSource;
  urls: string[];
  excerpt?: string;
  offsetMillis?: number;
  /** A `url` or `transcript` candidate with links: how each of its urls was read to the brand, in the order of `urls`. */
  resolutions?: LinkResolution[];
}

/** One link of a candidate and the resolver that read it to the brand (docs/detection.md §9). */
export interface LinkResolution extends Resolution {
  url: string;
}

/** Where a brand's strongest statement of one text is (tally.ts): its rank (paid first), position and excerpt. */
export interface StatementHit {
  rank: number;
  pos: number;
  excerpt: string;
  offsetMillis?: number;
}

/** What a statement says: sponsor words, gift words, an affiliate disclosure, a promo code, a discount. */
export type Kind = 'paid' | 'gift' | 'affiliate' | 'promo' | 'cta';

/** A statement pattern of the lexicon (lexicon/english.ts, lexicon/languages/<code>.ts). */
export interface Pattern {
  re: RegExp;
  /** Lowercase substrings of which one must be in the line for the pattern to be tried (a fast pre-check). */
  hints: string[];
  kind: Kind;
  /** "This whole video is sponsored by X": the sponsor is the subject of the video (Dedicated). */
  whole?: boolean;
  /** A pattern of another language than English (each of them carries examples: test/detection/lexicon.test.ts). */
  foreign?: boolean;
  /**
   * A second part the match needs within a few words of it, before or after, in its sentence (a gift's act and its
   * cue: "popped a box through my door"); `requires` holds its hints: the pattern is tried only on the lines that also
   * hold one of them.
   */
  near?: RegExp;
  /** A second part read only after the match (the trial a thing was given for: "gave the coach a racket to try"). */
  nearAfter?: RegExp;
  requires?: string[];
  /** Tried only on lines that hold a link (a creator code written beside its brand's link). */
  withLink?: boolean;
  /**
   * Lines the pattern must read as a statement of its kind, hints and gating included (test/detection/lexicon.test.ts
   * checks each one): a pattern whose hints miss its own words fails there instead of never firing.
   */
  examples?: string[];
  /**
   * Words of the statement's sentence that make it none: gifts as a topic ("gift ideas", "Geschenkideen"), a
   * giveaway, gifts from the audience or the family (the patterns a language's gift words build: lexicon/languages/).
   */
  notInSentence?: RegExp;
  /** Words right before the match that make it a credit ("Musik zur Verfügung gestellt von …", "映像提供"). */
  creditBefore?: RegExp;
  /** Words right after the match that make it a credit (scripts without spaces: "感谢 NASA 提供影像"). */
  creditAfter?: RegExp;
  /**
   * The match's named group `payee`, when it holds a name, must name the uploader (its channel title or handle): a
   * brand paying the channel to run its feature ("Lumora pays Pitchline to run …" on Pitchline's channel), not news of
   * a payment to someone else ("Lumora paid Joe Rogan to host his podcast").
   */
  payee?: boolean;
}

/** The section a description line is in, opened by a header (lexicon/sections.ts). */
export type Section = 'none' | 'credits' | 'social' | 'self' | 'gear' | 'sponsor' | 'affiliate' | 'gift';

/** A line of a text (text.ts). */
export interface Line {
  index: number;
  start: number;
  end: number;
  text: string;
  /** The line with its links blanked out (same length). */
  prose: string;
  blank: boolean;
  section: Section;
  header: boolean;
  /** Shaped like a header (short, ending in ":", in capitals, led by an emoji…) whether or not it opens a section. */
  headerLike: boolean;
  credit: boolean;
  self: boolean;
  /** A line of the chapter list: chapters are judged on their own, not as sentences. */
  chapter: boolean;
  /** The first line after an affiliate or gear list that is of another kind: the list's block ends above it. */
  endsList: boolean;
}

/** A sentence unit: a sentence, or a part of a line between " | " separators. */
export interface Unit {
  line: number;
  start: number;
  end: number;
  /** Its prose, sliced once (unitText): the same string each time it is asked for. */
  prose?: string;
}

/** A brand evidence can point at: a catalog brand (key `brand:<id>`) or a new one by domain (`domain:<d>`). */
export interface Target {
  key: string;
  brand: CatalogBrand | null;
  domain: string;
}

/** How a link was resolved (mentions.ts). */
export type LinkClass = 'catalog' | 'new' | 'generic' | 'excluded' | 'self';

/** A link, or a catalog brand name, in a text (mentions.ts). */
export interface Mention {
  kind: 'name' | 'link';
  index: number;
  end: number;
  line: number;
  unit: number;
  target: Target | null;
  cls: LinkClass | 'name';
  link?: FoundLink;
  /** A link that is an affiliate/referral link by its own shape (catalog referral prefix, amzn.to, ?ref=). */
  referral: boolean;
  /** A short link resolved through where it leads (`DetectionInput.expandedLinks`): that final URL. */
  expandedTo?: string;
  /** A link to an account on a site (`/profile/…`, `/u/…`, `/@…`): bound only by words in its own sentence. */
  profile?: boolean;
  /**
   * A link on a platform that is never a sponsor by itself (a link-in-bio page, a tip jar, a marketplace shop) whose
   * owner the catalog lists as a brand: only sponsor or gift words make it one, not a disclosure or a discount.
   */
  platform?: boolean;
  /** The text the mention is in (a statement may bind a mention of another text: a title naming a linked brand). */
  doc?: Doc;
  /** A link's resolver: how it was read to `target` (resolvers.ts); set whenever a link has a target. */
  resolution?: Resolution;
}

/** Sponsor, gift, affiliate, promo or discount words in a text (statements.ts). */
export interface Statement {
  kind: Kind;
  index: number;
  end: number;
  line: number;
  unit: number;
  whole: boolean;
}

/** One analyzed text: the description, the transcript or the title (analyze.ts). */
export interface Doc {
  origin: 'description' | 'transcript' | 'title';
  text: string;
  /** The text with its links blanked out (same length). */
  prose: string;
  lines: Line[];
  units: Unit[];
  mentions: Mention[];
  statements: Statement[];
  negatedUnits: Set<number>;
  /** Units that say a brand has nothing to do with the video ("X no tiene nada que ver con esto"). */
  deniedUnits: Set<number>;
  /** Units that tell of the creator's own purchase ("que j'ai achetée moi-même", "selbst gekauft"). */
  purchaseUnits: Set<number>;
  /** Units of each line, in order. */
  lineUnits: number[][];
  /** Lines holding a paid statement. */
  paidLines: Set<number>;
  /** Lines a negated affiliate disclosure ("no affiliate links") covers: no link there is an affiliate link. */
  noAffiliateLines: Set<number>;
  /**
   * Brands a gift sentence names as the goods of another's gift ("GearBest sent me the Eachine Racer", binding.ts),
   * by key: filled as the text's statements are bound.
   */
  giftGoods?: Set<string>;
}

/** A statement bound to a mention it speaks about (binding.ts). */
export interface Binding {
  mention: Mention;
  kind: Kind;
  origin: Doc['origin'];
  whole: boolean;
  /** Bound through an affiliate disclosure or an affiliate/gear section (not a promoted segment). */
  gearScope: boolean;
  /** The statement's sentence, for naming new brands. */
  context: string;
  /** The statement (absent for a line under a section header: the line itself is the statement). */
  statement?: Statement;
}

/** What every text of a video is analyzed with (analyze.ts makeContext). */
export interface Context {
  input: DetectionInput;
  catalog: BrandCatalog;
  handleKey: string;
  titleKey: string;
  /** The handle and title in the forms a creator's own domain uses (see isOwnHost). */
  ownKeys: readonly string[];
  /** The brand a channel is named for without its region or division (ownNames): compared whole only. */
  ownNames: string[];
  channelShorteners: Set<string>;
  /** The registrable domains of the description's e-mail addresses: the uploader's contact, never its sponsor. */
  contactDomains: Set<string>;
  /** Catalog brands found to be the uploader itself (isOwnBrand), by id: asked once per brand. */
  ownBrands: Map<string, boolean>;
  /** The analyzed description and transcript, for statements that name a brand linked elsewhere. */
  allDocs: Doc[];
}

/** Everything found for one brand of a video (tally.ts), from which its type and score are decided. */
export interface Agg {
  target: Target;
  firstPos: number;
  kinds: Map<Kind, { gearOnly: boolean }>;
  descriptionStatement: boolean;
  transcriptStatement: boolean;
  titlePaid: boolean;
  whole: boolean;
  urls: string[];
  transcriptUrls: string[];
  /** How each of `urls`, and of `transcriptUrls`, was read to the brand: one each, in the same order. */
  resolutions: LinkResolution[];
  transcriptResolutions: LinkResolution[];
  /** Short links judged by where they lead: [short URL, final URL]. */
  redirects: [string, string][];
  referral: boolean;
  chapters: { chapter: Chapter; paid: boolean; pos: number }[];
  implicitPaid: boolean;
  /** Promoted by the paid segment through its name in a sentence with money or advertising words (PAYMENT_WORDS). */
  paidSentence: boolean;
  inTitle: boolean;
  negated: boolean;
  /** The sentences that speak of the brand, each once in the order met (tally.ts addContext), for naming it. */
  contexts: string[];
  /** The sentences of its sponsor statements (a subset of `contexts`): where the text names the brand as its sponsor. */
  paidContexts: string[];
  /** The strongest statement about the brand in the description or title, and in the transcript (excerpts). */
  descriptionHit: StatementHit | null;
  transcriptHit: StatementHit | null;
}

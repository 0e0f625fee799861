// Statements in English: sponsor (paid) statements in english/paid.ts, affiliate, promo-code and discount (call to
// action) language in english/affiliatePromo.ts (its gift words: languages/en.ts); here, their order and the
// English words the engine's other phases read.
import type { Pattern } from '../types.js';
import { NAMED_FUNDER_AFTER, PAID_PATTERNS, ROLE_PAID_LABEL } from './english/paid.js';
import { AFFILIATE_PATTERNS, PROMO_PATTERNS } from './english/affiliatePromo.js';
import { regex } from './regex.js';

export { NAMED_FUNDER_AFTER, ROLE_PAID_LABEL };

/** Tried in this order; see patterns.ts. */
export const ENGLISH_PATTERNS: Pattern[] = [...PAID_PATTERNS, ...AFFILIATE_PATTERNS, ...PROMO_PATTERNS];

// English words the engine's phases read besides the statements above (scopes, binding, narrowing, statements,
// summary): here so that the words of the language live in its lexicon, not in the engine's code.

// A line that starts with an affiliate label ("Affiliate links: amzn.to/…", "Amazon affiliate links – …") heads a
// list: its block is covered, not only its own link.
export const AFFILIATE_LABEL =
  /^[^\p{L}\p{N}]*(?:my\s+|our\s+)?(?:[\p{L}\p{N}&]+\s+)?(?:affiliate|referral)(?:\s+links?)?\s*[:\-–—]/iu;
// A disclosure about every link of the description ("all links in this description", "some of these links").
export const ALL_LINKS = regex('')`
  \b(?:description|all (?:of )?(?:the |my )?links|links in|these links|some (?:of (?:the|my|these) )?links
  |links (?:may|might|are|on|here)|any links|product links|links to products)\b
`;
/**
 * The creator as the receiver of a gift act, alone or as a group: "me", "us", "the three of us", "both of us", "all of
 * us" (the `sent` gift pattern of languages/en.ts and the giver before an act, givers.ts).
 */
export const CREATOR_RECEIVER = String.raw`(?:me|us|(?:the|all) (?:two|three|four|five|six|seven|eight|\d) of us|both of us|all of us)`;
// "These links" on a line that ends in a colon ("As an Amazon Associate I earn from qualifying purchases on these links:"):
// the list the line heads, not every link of the description.
export const THESE_LINKS = /\bthese links\b/;
// A "no affiliate links" marker about the whole description, or about other lines than its own.
export const WHOLE_DESCRIPTION = /\b(?:description|this video|any of (?:the|these|my) links|anywhere)\b/;
export const POINTS_ELSEWHERE = /\b(?:description|this video|any of (?:the|these|my) links|anywhere|below|above)\b/;
// A marker pointing at a part of the description: not the whole of it.
export const BELOW_OR_ABOVE = /\b(?:below|above)\b/;
// A disclosure that points down ("affiliate links below") or up ("the links above").
export const BELOW = /\bbelow\b/;
export const ABOVE = /\babove\b/;

// Footnotes about marked items (scopes.ts `markOf`): the words of each part of "products marked with an * were
// gifted", "* = affiliate link", "*affiliate links", as alternatives of one pattern (the same parts in other
// languages: MARK_WORDS_WORLD in worldLanguages.ts).
export const MARK_WORDS = {
  /** Says an item carries a mark: "marked", "denoted". */
  marked: String.raw`marked|denoted|indicated|labell?ed|flagged|highlighted|tagged|followed|ending`,
  /** Between that word and the mark: "marked with *", "denoted by †", "links ending in ✧". */
  by: String.raw`with|by|in`,
  /** Before a mark no such word precedes: "(with * next to it)". */
  with: String.raw`with`,
  /** An article before the mark: "with an asterisk". */
  article: String.raw`an?`,
  /** The word for the asterisk: it means `*`. */
  asterisk: String.raw`asterisks?`,
  /** After a mark, its meaning: "† means affiliate", "* are gifted". */
  means: String.raw`means|denotes|indicates|marks|are|is`,
  /** Where a mark stands beside an item, before the item's word: "A * after a link means …", "✧ next to a product =". */
  place: String.raw`after|next to|beside|behind|by|following|at the end of|on`,
  /** Where an item stands, seen from the mark, before the mark: "Behind an asterisk (*) is an affiliate link". */
  behind: String.raw`behind|after|next to|beside`,
  /** After such a mark, what stands there: "Behind an * is an affiliate link", "after a † hides a gift". */
  hides: String.raw`is|are|means|hides|stands`,
  /** The items a mark stands beside: "after a link", "next to the product name". */
  item: String.raw`links?|urls?|items?|products?|names?|product names?|shops?|stores?|lines?`,
  /** Words and letters in brackets used as marks: "(c/o)", "(PR)", "(gifted)", "(a)", "(aff)", "[a]". */
  // An abbreviation keeps its dot: "(aff.)", "(comm.)" (commission), "[ref.]".
  // Two words too: "[aff. link]", "(affiliate link)".
  brackets: String.raw`\(c\/o\)|\(pr\)|\(gifted\)|\((?:a|af|aff|affil|al|ref|comm?|commission)\.?\)|\[(?:a|af|aff|affil|ref|comm?)\.?\]|[[(](?:aff\.?|affiliate|ref\.?|referral|commission) link[\])]`,
  /** The words of an affiliate footnote or header a mark may be glued to: "*affiliate links", "(Partnerlinks*)". */
  affiliate: String.raw`affili|partner|referral`,
};

// "Both of them", "all three", "each of these", "these goodies": a statement about every item of the list that follows
// (the same words in other languages: LIST_QUANTIFIER_WORLD in worldLanguages.ts).
export const LIST_QUANTIFIER = regex('i')`
  \b(?:both|all (?:of )?(?:them|these|those|three|four|five|six|seven|eight|nine|ten|\d+)|each of (?:them|these|those)
  |every one of|all the (?:products|items|things)|(?:these|their|the following) (?:products|items|goodies|pieces)
  |everything (?:in|from|featured|shown|mentioned|below)|by the (?:brands|companies|makers)
  |(?:the |these |all the |all these |several |a few )?(?:brands|companies|makers) (?:(?:all|each|kindly) )?(?:sent|mailed|shipped
  |posted|gave|gifted|lent|loaned|dropped off)(?! (?:me|us) (?:an? )?(?:emails?|messages?|dms?|offers?|briefs?|contracts?)\b))\b
`;

// The sponsor's name as its sponsor sentence writes it, in capitalized words right after "sponsored by" ("Today's
// stream was sponsored by RAID: Shadow Legends!"), or the product it names the sponsor by ("Lumora, the makers of
// Hamlet Rush, are paying us for this video"): a title that repeats it names the sponsor, whatever the catalog calls
// the brand (Plarium).
export const SPONSOR_NAME_AFTER = regex('gu')`
  \b(?:(?:sponsored|presented|brought to you) by|the (?:makers?|developers?|publishers?|studio|people|team|folks) (?:of|behind))
  \s((?:\p{Lu}[\p{L}\p{N}'’&.+-]*:?)(?: (?:\p{Lu}|\d)[\p{L}\p{N}'’&.+-]*:?){0,3})
`;

// A disclosure about the links to shops ("All the shop links I post are affiliate links", "store links earn me a
// little", "my links to shops"): the links of stores and of the catalog's brands, not a park's, a club's or a
// reference site's page the directory does not know (narrowing.ts).
export const SHOP_LINKS = /\b(?:shop|store|shopping)\s+(?:links?|urls?)\b|\blinks? to (?:shops|stores)\b/i;
// "<host> links": the words a disclosure names a kind of link with ("The bit.ly links above", "AvantLink links").
export const HOST_LINKS = /^[\s-]*(?:short\s*)?(?:links?|urls?)\b/i;
// The other stores of a list a kind of links is named by, between a bare site and its "links" (mentions.ts): "eBay,
// Amazon.ca and Stone Age Gamer links", "Amazon.in, Flipkart or Myntra links" (capitalized names or other sites, up to
// four of them).
export const HOST_LIST_BEFORE_LINKS = regex('u')`
  ^(?:(?:,|,? and|,? or| &| /)\s+(?!(?:[Ll]inks?|LINKS?|UR[Ll]s?)\b)(?:\p{Lu}[\p{L}\p{N}&'’.-]*|[\p{Ll}\p{N}-]+\.[a-z]{2,}(?:\.[a-z]{2})?)
  (?:\s+(?!(?:[Ll]inks?|LINKS?|UR[Ll]s?)\b)(?:\p{Lu}|\d)[\p{L}\p{N}&'’.-]*){0,3}){1,4}
`;

// A bare site named as what the creator's links reach, the last of a list or alone (mentions.ts): "Whenever I link Pure
// Hockey, Sport Chek or Amazon.ca, it's an affiliate link", "any time we link to amazon.ca", "links to Fernhold or
// amazon.co.uk": the site names a kind of link, it links nothing.
export const LINK_VERB_BEFORE_HOST = regex('u')`
  (?:\b(?:[Ww]hen(?:ever)?|[Ii]f|[Ee]very ?time|[Aa]ny ?time|[Ee]ach time) (?:I|we) (?:link|links)(?: (?:out )?to)?
  |\b(?:[Ll]inks?|LINKS?|UR[Ll]s?) to)
  \s+(?:(?:\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:\p{Lu}|\d)[\p{L}\p{N}&'’.-]*){0,3}|[\p{Ll}\p{N}-]+\.[a-z]{2,}(?:\.[a-z]{2})?)
  (?:,|,? and|,? or| &| /)\s+){0,4}$
`;

// "everything in the kit list above", "the links in my gear list": a disclosure about the list a header opens ("shop from
// the links in this list" names no list: the words of the name are no articles, prepositions or "links").
export const NAMED_LIST =
  /\b(?:in|on|from) (?:the|my|this|our) ((?:(?!(?:in|on|from|the|my|this|our|these|links?)\b)\p{L}+ ){0,2}?(?!(?:in|on|from|the|my|this|our|these|links?)\b)\p{L}+) list\b/iu;
// A store a disclosure's sentence names only to say it pays nothing: "The Amazon links pay me a commission; JB and
// Apple don't pay me anything", "… but Target doesn't", "the Dymocks links are just links", "the B&H ones are regular
// links", "Amazon and Flipkart ones are normal links", "the Lazada links are just there for local buyers", "Teabox has
// no affiliate programme", "through the eBay link, not
// the Flight Club one", "Mosswick is there because it's local to you, as an ordinary link" (narrowing.ts:
// its links stay plain links). After the name (DENIED_AFTER) or before it (DENIED_BEFORE), in the name's clause.
export const DENIED_AFTER = regex('i')`
  ^[^.;:!?()\n]{0,40}?\b(?:(?:do|does|did|will|would|are|is)n['’]?t|(?:do|does|did|will|are|is) not|never|won['’]?t|(?:has|have) no)\b
  (?:(?: \w+){0,3}? (?:pay|pays|paying|earn|earns|give|gives|send|sends|affiliate|referral|commission|kickback|cut)\b|\s*(?:[.;,)]|$))
  |^(?:['’]s)?(?:(?:,| and| &| or) [\w&.'’-]+){0,3}(?: (?:links?|urls?|ones?))? (?:are|is)(?: (?:just|only|simply))?(?: an?)? (?:just|only|simply|plain|regular|normal
  |ordinary|standard|non-?affiliate|untracked)(?: (?:regular|normal|plain|old))? (?:links?|urls?|ones?)\b
  |^(?:['’]s)?(?:(?:,| and| &| or) [\w&.'’-]+){0,3} (?:links?|urls?|ones?) (?:are|is) (?:just|only|simply) (?:there|here)
  (?: (?:for|as|because|so|in case|to)\b|\s*[.;,)]|$)
  |^(?:['’]s)?(?:(?:,| and| &| or) [\w&.'’-]+){0,3}(?: (?:links?|urls?|ones?))? (?:are|is) (?:just |only |simply )?(?:there|here
  |listed|linked)\b[^.;\n]{0,80}?\bnot (?:for (?:the )?money|for (?:a )?(?:commission|cut)|(?:an? )?affiliates?)\b
  |^[^.;:!?()\n]{0,60}?\bas (?:just |only |simply )?(?:an? |just an? )?(?:plain|regular|normal|ordinary|standard|non-?affiliate
  |untracked)(?: old)? (?:links?|urls?|ones?)\b
  |^(?:['’]s)?(?:(?:,| and| &| or) [\w&.'’-]+){0,3}(?: (?:links?|urls?|ones?))? (?:earn|earns|pay|pays|make|makes|get|gets)
  (?: (?:me|us))? (?:nothing|no commission|no money|zero|not a (?:penny|cent|thing))\b
`;
export const DENIED_BEFORE = /\bnot (?:the|through the|via the|from the|with the|on the|at)\s+$/i;
// An item that says its own link is an ordinary one: "Sephora, for the toner (normal link): …", "… and that one's a plain
// link: …" (analyze.ts: the line's links are no affiliate links, whatever disclosure covers its list). One link, in the
// singular; not the other links of a disclosure ("the other links are plain links").
export const PLAIN_LINK_NOTE = regex('i')`
  (?<!\bothers?\b[^.;:!?\n]{0,30})\b(?:normal|plain|regular|ordinary|standard|non-?affiliate|untracked)(?: old)? (?:link|url)\b(?!s)
  |(?:何も|なにも|一切)(?:もらって|貰って|受け取って)(?:い)?ない(?:リンク|URL)|普通のリンク
  |(?:ortaklık|affiliate|satış ortaklığı|komisyon) (?:linki|bağlantısı) değil
  |\b(?:este |esse |ese )?(?:link|enlace)(?: (?:es|é))? (?:normal|com[uú]n)\b(?!s)
`;

// "The affiliate links help the channel", "Les liens affiliés me rapportent quelques centimes": a sentence about the
// affiliate links, with no word of place or quantity (below, above, all, these), speaks of the links the description
// labels one by one ("Gloss (lien affilié) – …"), not of every link around it.
export const DEFINITE_AFFILIATE_LINKS = regex('iu')`
  ^[^\p{L}\p{N}]*(?:the (?:amazon )?affiliate links|les liens (?:affiliés|d['’]affiliation)|die (?:affiliate-?links|partner-?links)
  |los (?:enlaces|links) (?:de afiliad[oa]s?|afiliados))(?![\p{L}\p{N}])(?![^.\n]*(?:below|above|unten|oben|ci-dessous|ci-dessus|abajo|arriba))
`;

// The words right before a code: "code PADDY", "Code: 'LENA'", "creator code “NACHO”" (the code is no brand's name).
// A code's sentence pointing back at the item above it: "Type IRON into the code box there", "10% off your order
// there", "on that site", "15% off anything on their site", "every order made with the code sends …" (not "there's a
// link below", "there are two codes", nor "with the code LENA", a code of its own).
export const POINTS_BACK = regex('i')`
  \b(?:there|on (?:that|this|their|its) (?:site|website|page|store|shop|link)|at (?:that|this|their|its) (?:store|shop|site|website|link)
  |through (?:that|this) link|(?:with|using) (?:the|that|this) code(?=\s*(?:[,.;!)]|$)|\s+(?:sends|gives|gets|earns|pays|also|will|helps
  |supports|means|goes)\b))
  \b(?!['’]s|\s+(?:is|are|was|were|will|['’]ll|might|may|has|have|you go)\b)
`;

// What the creator says it owns, right after a name in the same clause: "… and the MSR and Big Agnes are our own",
// "the Canon is mine", "the Sony we bought ourselves", German "den Lumora X2 habe ich mir im Baumarkt geholt", Spanish
// "el Lumora lo compré yo" (binding.ts: such a name is no giver or sponsor of the sentence).
// Only other names, "and" and "both" stand between the name and its verb: the name is what is owned, not a giver
// before "… but my opinions are my own".
// (Case-sensitive: the names between are capitalized, the words are not.)
export const OWNED_AFTER = regex('u')`
  ^(?:\s+(?:and|&|both|the|\p{Lu}[\p{L}\p{N}&'’.-]*|\p{N}[\p{L}\p{N}./-]*))*\s+(?:(?:is|are|was|were)(?: both| all| entirely)? (?:my|our) own
  |(?:is|are|was|were)(?: both| all)? (?:mine|ours)|(?:I|we) (?:bought|purchased|paid for)(?: (?:it|them|that|those|one))?
  (?: (?:myself|ourselves))?
  |(?:habe|hab|haben) (?:ich|wir)(?: (?:mir|uns|selbst|selber))*(?: [\p{L}\p{N}-]+){0,4}? (?:gekauft|geholt|besorgt|bezahlt)
  |(?:lo|la|los|las) (?:compré|compramos|pagué|pagamos)(?: yo| nosotros)?)(?![\p{L}\p{N}])
`;
// A product named before a gift's words and told as bought in its own clause ("a Lumora drysuit she bought in 2019 …,
// and a beacon Velora lent her"): a purchase, not the gift (givers.ts ownedInClause).
export const BOUGHT_AFTER = regex('iu')`
  ^\s+(?:[\p{L}\p{N}-]+\s+){0,3}?(?:(?:that|which)\s+)?(?:i|we|she|he|they|my \p{L}+|our \p{L}+)\s+(?:bought|purchased|paid for)
  (?![\p{L}\p{N}])
`;
// A brand named in the possessive as the owner of what a gift sentence tells of (binding.ts): right before the gift's
// noun, its giver ("came off Lumora UK's press fleet", "came free from Lumora's marketing team": not the model "Puma ST"
// or the brands bought beside it), or closing its clause, the unit's owner ("The tablet we reviewed is Lumora's." before
// "It returns to their office on Monday"). The words after the name: a region or a second word of its name
// (capitalized), then the apostrophe.
// The payer's possessive right before a brand in a paid sentence: "… for this preview of their Kickstarter prototype".
export const PAYERS_POSSESSIVE = /\b(?:their|its)\s+$/i;

export const POSSESSIVE_BEFORE_NOUN = /^(?:\s+\p{Lu}[\p{L}\p{N}&.+-]*){0,2}['’]s?\s+/u;
// A store named as the sender marked on a parcel ("a box landed in the crew mail with a Lumora Magic label on it",
// "the Lumora sticker on the jiffy bag"): the words after its name, and a parcel word in its sentence.
export const PARCEL_MARK_AFTER =
  /^['’]?s?\s+(?:(?:shipping |address |return )?labels?|stickers?|logos?|(?:branded )?tape)\b/i;
export const PARCEL_WORD =
  /\b(?:box|boxes|parcel|package|packet|jiffy bag|padded envelope|envelope|mailer|crate|delivery|post|mail)\b/i;
export const POSSESSIVE_CLOSES_CLAUSE = /^['’]s?\s*(?:[.;,!)]|$|\s[-–—]\s|and\b)/u;
// "none of my other links do", "no other store pays me", "the other links are ordinary ones", "other links aren't
// affiliate links": a disclosure that excludes the other stores, not one that names examples of them (sections.ts
// OTHER_STORES).
export const NO_OTHER = regex('gi')`
  \b(?:(?:none of (?:my|the|our|these|those)|no|not (?:my|the|any|our))\s+others?\b
  |others?\s+(?:links?|urls?|ones?)\s+(?:are|is)(?:(?:\s+(?:just|only|simply))?(?:\s+an?)?\s+(?:plain|regular|normal|ordinary
  |standard|non-?affiliate|untracked)|n['’]t\s+(?:affiliate|paid|sponsored)|\s+not\s+(?:affiliate|paid|sponsored)
  |\s+(?:just|only|simply)\s+(?:where|what|the (?:maker|shop|store|place|site)))\b)
`;

// The words right before the brand a discount is taken off: "25% off select Nike Running", "$20 off all Adidas",
// "extra 30% off full-price Vans" (binding.ts: the goods, not the store that offers the discount).
export const DISCOUNTED_GOODS_BEFORE =
  /(?:\d ?(?:%|percent)|[$€£]\d+(?:\.\d+)?|\d+ ?[$€£]) off (?:(?:select|selected|all|most|any|every|the|full[- ]price|regular[- ]price|sale|new|clearance)\s+){0,2}$/i;

// A maker's goods bought at a store the sentence names next: "two Black Diamond torches from BCF", "our Universal and
// Disney tickets through Undercover Tourist", "a Nike jacket at Foot Locker" (binding.ts: the store's code, discount or
// link, not the maker's). Before the name a determiner, a number or a list's joint; after it one to three words in
// lower case and the word that opens the store.
export const GOODS_BEFORE =
  /(?:^|[\s(])(?:a|an|the|two|three|four|five|six|some|all|our|my|his|her|their|these|those|\d+|and|or|,)\s+$/i;
export const GOODS_FROM_STORE_AFTER =
  /^(?:[ \t]+[\p{Ll}\p{N}][\p{L}\p{N}'’-]*){1,3}[ \t]+(?:from|through|via|at)[ \t]+/u;

// A container of goods right before a name: "a pallet of Wombaroo", "sixty bags of Lumora", "two crates of" (givers.ts:
// the goods, when the sentence names another brand as the giver).
export const CONTAINER_OF_BEFORE =
  /(?<![\p{L}\p{N}])(?:pallets?|boxe?s|box|crates?|cases?|cartons?|bags?|sacks?|truckloads?|loads?|hampers?|baskets?|parcels?|packages?|tubs?|tins?)\s+of\s+$/iu;

// The words after a store or a platform that make it the kind of a key or a copy given: "a Steam code", "an Xbox review
// key", "a PlayStation copy", and the compound German writes ("den Steam-Key", "einen Xbox-Code") (binding.ts: where
// the key is redeemed, not its giver).
export const KEY_AFTER =
  /^(?:\s+|-)(?:(?:game|review|download|press|beta|preview|early[- ]access|digital|activation)[\s-]+)?(?:codes?|keys?|cop(?:y|ies))\b/i;

// A disclosure that tells its links by a tag they carry ("Amazon links with "trebletop-21" in them are my Associates
// links", "links containing ?tag=mara-20 earn me a commission"): the tag, for a text whose links do not carry it.
export const LINKS_WITH_TAG =
  /\blinks? (?:with|containing|that (?:contain|include|have|carry)|including|carrying) ["“'‘]?([\w.?=&/-]{3,}?)["”'’]?(?=[\s,.;:!)]|$)/iu;

// A brand as the topic of the creator's own work: "my Arduino videos", "our Lego builds" (no giver or payer of it).
export const OWN_WORK_BEFORE = /\b(?:my|our)\s+$/i;
export const OWN_WORK_AFTER =
  /^\s+(?:videos?|channel|series|tutorials?|projects?|content|builds?|reviews?|streams?|episodes?|vlogs?|guides?|shorts)\b/i;

export const CODE_BEFORE = /\b(?:code|coupon|voucher)s?\s*[:=-]?\s*["'“‘«]?$/i;
// Sponsor words in English: the root a sponsor exclusion is checked for ("sponsor a family"), and a sponsors header.
export const SPONSOR_ROOT = /sponsor/i;
// A gift statement "provided by": a credit ("Music provided by …") unless it names a product.
export const PROVIDED_BY = /(?:provided|supplied) by/i;
// "As an Amazon Associate I earn…": a store's name followed by its program's word is the program's wording.
export const ASSOCIATE_AFTER = /^\s*associates?\b/i;
export const ASSOCIATES_PROGRAM = /\b[\p{L}\p{N}]+ associates?\b/giu;

// Sentences about subscribing, socials, links, sponsors or credits say nothing about what the video is about.
export const SUMMARY_SKIP = regex('i')`
  \b(?:subscribe|follow (?:me|us)|instagram|twitter|tiktok|facebook|discord|patreon|merch|affiliate|commission
  |sponsor\w*|promo code|discount|use code|% off|business inquir\w*|e-?mail|contact|chapters?|timestamps?|links?\b
  |gear|music|credits?|sources?|partnered|brought to you by|free trial|sign up)\b
`;

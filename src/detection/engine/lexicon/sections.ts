// Line kinds and section headers: the creator's own things, credits, and what a header opens.
import type { Section } from '../types.js';
import { NEWS_SPONSOR } from './exclusions.js';
import { negatesClause } from './negation.js';
import { regex } from './regex.js';

// Lines that promote the creator's own things: links on them are not sponsors unless paid language is there. A studio
// the creator films in, named by the room ("our studio kitchen", "my studio flat", "the studio set"), is a place, not a
// studio the creator sells; a past video told as a time ("after our last video", "since my previous video") is
// narration, not a link to it, and so is one a brand saw ("Lumora saw my last video and mailed …"), and so is the
// creator's page a brand found them through ("they mailed a box after seeing my Instagram").
export const SELF_LINE = regex('i')`
  (?<!\b(?:seeing|saw|seen|spotted|noticed|liked|found|through|via)\s)\b(?:my|our)\s+(?:own\s+|new\s+|free\s+|official\s+)?(?:website|site|web ?site|store|shop|merch|merchandise|course
  |courses|class|classes|book|books|e-?book|newsletter|app|podcast|channel|second channel|other channel|gaming channel
  |main channel|blog|studio(?!\s+(?:kitchen|apartment|flat|space|floor|set|room|lights?|lighting|wall))|brand|company|business|patreon|discord|community|membership|presets?|luts?|prints?|art
  |music(?!\s+(?:comes?|came|is|are)\s+from\b|\s+(?:library|licen[cs]e|licensing|subscription)\b)|album|ep|single|clothing|apparel|guide|program|coaching|templates?|planner|game|games|substack|agency
  |portfolio|mentorship|workshop|newsletter|instagram|twitter|tiktok|socials|links?tree|wishlist|beats|beat store
  |drum kits?|sound kits?|sample packs?|loops|patterns)\b
  |\b(?:support (?:me|us|the channel|this channel|my work)(?![^.\n]{0,60}\b(?:shop|shopping|buy|buying|purchas\w*|amazon
  |order)\b)|join (?:my|our|the) (?:discord|community|patreon|membership
  |newsletter|server)|become a (?:member|patron)|follow (?:me|us)\b|merch\b
  |business (?:inquiries|enquiries|email|contact)|contact me|e-?mail me
  |(?<!\b(?:after|since|before|following|in|during|from|saw|seen|watched|watching|spotted|noticed|liked) (?:my|our|the|this
  |that) )(?:previous|last|next|other|full|related
  |part \d|bonus) (?:video|episode)|playlist|watch next|check out my other)
`;
// Credit lines: "Music: ...", "Song - ...", "Sources: ...", "Edited by ...". Not a product whose name a credit word
// begins ("Photo book: …", "Audio interface: …", "Data cable: …"): one other word before the colon makes a compound, and
// so does a hyphen ("Audio-Technica ATH-M40x on Konga: …", a maker's name).
export const CREDIT_LINE = regex('iu')`
  ^[^\p{L}\p{N}]*(?:music|songs?|tracks?|soundtrack|bgm|background music|audio|sounds?|sfx|sound effects|sources?
  |references?|citations?|credits?|footage|stock footage|b-?roll|clips?|images?|photos?|photography|thumbnail|artwork
  |animations?|animated|edited|editor|editing|edit|filmed|videography|cinematography|produced|producer|written|writer
  |script|research|licensed|intro music|outro music|outro|intro|further reading|read more|data|study|studies|paper
  |article|beat|beats|instrumental)\b(?!-\p{L})(?![ \t]+(?!(?:used|credits?|courtesy|provided|licensed|sources?|list|tracks?|info
  |information|by|from|and)\b)[\p{L}-]+[ \t]*:)[^:\n]{0,40}?(?::|\bby\b|\bfrom\b|[-–—|])
`;

// The words of a header that opens credits, socials, gear or the creator's own things.
const CREDITS_HEADER = regex('')`
  \b(?:music|songs?|tracks?|soundtrack|sources?|references?|citations?|credits?|footage|further reading|reading list
  |bibliography|attributions?|licen[sc]es?|sounds?|sfx|stock|research|papers?|studies|articles?|data)\b
`;
const SOCIAL_HEADER = regex('')`
  \b(?:follow|socials?|social media|connect|find me|find us|where to find|stalk|contact|inquir\w*|enquir\w*|business
  |e-?mail|instagram|twitter|tiktok|facebook)\b
`;
const GEAR_HEADER = regex('')`
  \b(?:shop (?:the|this|my)|products?|gear|equipment|set-?up|what i use|tools|kit|cameras?|lens(?:es)?|mics?
  |microphones?|items|recommendations?|recommended|favou?rites|mentioned|links|amazon|(?:used|featured|seen|shown
  |worn|wearing|using) (?:in|on) (?:this|the|today'?s) (?:video|look|tutorial|episode)|what i'?m wearing|outfit
  |supplies|materials|ingredients|parts list|buy links?|where to buy|shopping|polish(?:es)? used|brushes)\b
`;
// A store or shop is the creator's own when the header says so ("MY SHOP", "Our store", "MERCH STORE", "SHOP"), not
// when it names another's ("BORN PRETTY STORE", "The Body Shop").
const SELF_HEADER = regex('')`
  \b(?:merch|support|patreon|members?(?:hip)?|join (?:my|our|the|us)|courses?|books?|newsletter|podcast|channels?
  |videos?|watch
  |playlists?|subscribe|discord|community)\b|\b(?:my|our)\s+(?:\S+\s+)?(?:store|shop)\b
  |^(?:the\s+|official\s+|online\s+)?(?:store|shop)$
`;

// A line that opens a list of sponsors without a colon or capitals: "Check out the sponsors", "Channel partners",
// "Thanks to our partners", "Nos partenaires", "Спонсоры выпуска" (not a sentence that goes on to name one: "Today's
// sponsor is Lumora.").
export const SPONSOR_FOOTER = regex('iu')`
  ^(?:(?:check out|thanks to|thank you to|big thanks to|shout ?outs? to|support|visit) (?:our|the|my|these|today'?s
  |this (?:video|episode)'?s?) (?:amazing |awesome |wonderful |lovely )?(?:sponsors?|partners)|(?:channel|video|episode
  |show|podcast|stream|our|today'?s|my) (?:sponsors?|partners)|(?:nos |nuestros |nossos |unsere |i nostri )?(?:partenaires
  |patrocinadores|parceiros|sponsoren|partner|sponsorzy|partnerzy|спонсоры|партн[её]ры|スポンサー|協賛|sponsorlar[ıi]m[ıi]z))
  (?![\p{L}\p{N}])(?!\s+(?:is|are|was|were|for|this)(?![\p{L}\p{N}]))
`;
const SPONSOR_HEADER = regex('iu')`
  \bsponsor|\bpartners?\b|\bpartnership|patrocinador|parceiros|partenaires|sponsoren|sponsorzy|partnerzy|спонсор
  |партн[её]р|スポンサー|協賛|sponsorlar
`;

// A header over the creator's codes, deals and sign-up bonuses ("TRAVEL DEALS WE USE", "PARTNERS / CODES", "CUPONS E
// LINKS", "Rabattcodes", "Промокоды"): each link under it is a standing program paid per sale or sign-up.
const DEALS_HEADER = regex('iu')`
  (?<![\p{L}\p{N}])(?:deals|discounts?|discount codes?|promo codes?|codes|coupons?|coupon codes?|perks|offers|freebies|sign-?up bonus(?:es)?
  |cash ?back|cupons?|cupom|descuentos?|c[óo]digos?|rabatt\p{L}*|gutschein\p{L}*|codes? promo|r[ée]ductions?|sconti
  |codici|kortingscodes?|korting|indirim\p{L}*|kupon\p{L}*|diskon|промокод\p{L}*|скидк\p{L}*)(?![\p{L}\p{N}])
  |割引|クーポン|할인|쿠폰
`;

// A header over affiliate links, in any language ("Affiliate links:", "Liens affiliés", "Enlaces de afiliado",
// "Partnerlinks", "Ссылки (партнёрские):", "使用コスメ（楽天アフィリエイト）", "쿠팡 파트너스"): each link under it is a
// program's, not a sponsor's ("партнёр" alone is a sponsors header).
const AFFILIATE_HEADER = regex('iu')`
  \baffili|\bcommission|\breferral|afiliad|partnerlink|provisionslink|werbelink|партн[её]рск|реферал|アフィリエイト
  |アソシエイト|파트너스|제휴\s?링크|एफिलिएट|партнерськ|afilier|afiliat|provizi|provize
`;

// A header over the products brands sent ("PR LIST", "Gifted:", "Sent to me", "PR packages", "Recebidos", "Regalos de
// marcas", "O que chegou:" alone: "what arrived", not "O que chegou da loja"; Japanese "▼提供品（ブランドさまから…）",
// "いただきもの", Korean "협찬 제품", "제공받은 제품"): every item under it is a gift.
const GIFT_HEADER = regex('iu')`
  ^(?:\p{L}+\s+)?(?:pr (?:list|packages?|haul|boxes|items|products|samples?|mail)|gifted(?: (?:items|products|by|to me))?|gifts?
  |sent to me|c\/o|recebidos|regalos(?: de marcas)?|cadeaux|geschenkt|pr-?(?:pakete?|produkte|samples?))(?![\p{L}\p{N}])
  |^(?:提供品|提供商品|提供いただいた(?:もの|商品|品)|いただきもの|頂き物|PR品|협찬\s?(?:품|제품|받은\s?제품)|제공받은\s?제품)(?![\p{L}\p{N}])
  |^o que (?:chegou|recebi)(?: (?:esse|este) mês)?(?=[^\p{L}\p{N}]*$)
`;

/** The section a header opens, or null when the line is no header. */
export function headerSection(core: string): Section | null {
  const c = core.toLowerCase();
  // "Providers compared (no affiliate links):" is a list, not an affiliate section.
  const aff = AFFILIATE_HEADER.exec(c) ?? DEALS_HEADER.exec(c);
  if (aff && !negatesClause(c.slice(0, aff.index))) return 'affiliate';
  // "MY SETUP (not sponsored, just what I use)" is a plain list.
  const sponsor = SPONSOR_HEADER.exec(c);
  if (sponsor && !negatesClause(c.slice(0, sponsor.index)) && !/inquir|enquir|business|contact|become/.test(c)) {
    // An organisation's standing sponsors ("PATROCINADORES OFICIALES", "Offizielle Partner", "Official sponsors"): a
    // club's, a league's or an event's partners listed in its footer, no sponsors of one of its videos. The header
    // opens a plain list, so its items are neither sponsors nor the lines of the section before it.
    if (NEWS_SPONSOR.test(core)) return 'none';
    return 'sponsor';
  }
  if (GIFT_HEADER.test(c)) return 'gift';
  if (CREDITS_HEADER.test(c)) return 'credits';
  if (SOCIAL_HEADER.test(c)) return 'social';
  if (GEAR_HEADER.test(c)) return 'gear';
  if (SELF_HEADER.test(c)) return 'self';
  return null;
}

// Words the engine reads about stores and line labels, in every language it knows:
// "Amazon and other retailers", "Amazon, etc.": a disclosure that names examples, not every store it covers.
export const OTHER_STORES = /\b(?:others?|etc|and more|similar|outr[oa]s|autres|altri|andere|otros|overige|andere)\b/i;
// "… from Walmart", "… at Target", "… bei Otto", "… chez Fnac", "… en Liverpool", "… в Ozon": a line that ends
// with a store after a preposition of origin.
export const FROM_STORE = /(?<![\p{L}\p{N}])(?:from|at|bei|von|chez|de|en|em|в|из)\s+[\p{L}\p{N}&' .]{2,24}$/iu;
// The label of a line that links a legal notice ("Impressum:", "Mentions légales :"): the publisher's own site.
export const LEGAL_LABEL =
  /(?:^|[^\p{L}])(?:impressum|imprint|mentions l[ée]gales|aviso legal|legal notice)\s*[:：-]?\s*$/iu;
// The label of a show's home on its broadcaster or streamer, where its episodes are watched ("Catch up on full
// episodes: 8now.com.au/sunup", "Watch full episodes:", "Stream every episode here:", "Full episodes on …:", a German
// broadcaster's "… und danach in der ZDF-Mediathek:", a French one's "en replay sur <its platform> 👉"): the uploader's
// own site or its network's (mentions.ts), as a legal notice's is.
export const SHOW_HOME_LABEL = regex('iu')`
  (?:^|[^\p{L}])(?:(?:catch up on|catch up with|watch|stream|binge)(?: all| every| the| our)?(?: full| past| previous| latest)?
  \s(?:episodes|eps)|full episodes)(?: (?:on|at|here|now))?\s*[:：-]?\s*$
  |(?:^|[^\p{L}])(?:[\p{L}\p{N}+]+-)?mediathek\s*[:：-]?\s*$
  |(?:^|[^\p{L}])(?:en |et )?replay sur [^:\n]{1,40}?\s*[:：-]?\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$
`;

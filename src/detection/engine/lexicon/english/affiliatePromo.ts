// English's affiliate disclosures, promo codes and personal links, and the calls to action of a promotion
// (discounts, trials), in the order patterns.ts tries them (english.ts puts them after the paid statements).
import type { Pattern } from '../../types.js';
import { regex } from '../regex.js';

// The words right before a work's title in quotes, which is no creator code: "of" in the languages creators write it
// in, and the nouns of an album, a single, a book, a film or a song ("Il vinile di "GRIGIO"", "the album "ECHOES""),
// in lower case or capitalised.
const WORK_BEFORE = `(?<![\\p{L}\\p{N}])(?:${'of di del della de do da du von album álbum single singolo ep lp vinyl vinile vinil disco book libro livro film filme movie song canzone brano música track tour'
  .split(' ')
  .map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`)
  .join('|')})`;

/** Tried in this order; see patterns.ts. */
export const AFFILIATE_PATTERNS: Pattern[] = [
  // Affiliate disclosures.
  { re: /\baffiliate\b(?! marketing)/gi, hints: ['affiliate'], kind: 'affiliate' },
  // "Some links are affiliated.", "affiliated links" (not "affiliated with", a company's relation).
  {
    re: /\baffiliated (?=links?\b)|\b(?:are|is|be|being) affiliated\b(?! (?:with|to)\b)/gi,
    hints: ['affiliated'],
    kind: 'affiliate',
  },
  {
    // Not a commissioned work ("A commission I've been nervous about for weeks: a memorial sign", "This wall hanging was
    // a commission for a cafe").
    re: /(?<!\b(?:was|is|were|are|as)\s+)\b(?:earn|earns|receive|get|make|small|tiny|little|a|some)\s+(?:a\s+)?(?:(?:small|tiny|little)\s+)?commission(?!ed\b|\s+(?:i|i['’](?:ve|m|d)|we|we['’](?:ve|re|d)|piece|portrait|painting|drawing|sign|request)\b)/gi,
    hints: ['commission'],
    kind: 'affiliate',
  },
  { re: /\b(?:amazon )?associate\b[^.\n]{0,30}?\bqualifying purchases\b/gi, hints: ['qualifying'], kind: 'affiliate' },
  { re: /\bqualifying purchases\b/gi, hints: ['qualifying'], kind: 'affiliate' },
  {
    re: regex('gi')`
      \b(?:referral|ref) (?:link|code|program)s?\b|(?<=\b(?:my|our|no|non-?)\s*)referrals?\b(?! (?:link|code|program
      |to|from|for)\b)|\breferrals? (?:bonus|credit|reward|perk|offer|url)s?\b
    `,
    hints: ['ref'],
    kind: 'affiliate',
  },
  { re: /\bkickback\b/gi, hints: ['kickback'], kind: 'affiliate' },
  // "everything in the kit list earns me a few cents", "I may receive a small cut", "a referral fee from Amazon", a
  // footer's "Paid links:" label.
  {
    re: regex('gi')`
      \b(?:earns?|makes?|gets?|receives?|get|earn)\s+(?:me|us)?\s*(?:a few (?:cents|pennies|pence)|a (?:small |tiny |little )?cut)\b
      |\breferral fees?\b|\bpaid links?\s*[:(]
    `,
    hints: ['few ', ' cut', 'referral fee', 'paid link'],
    kind: 'affiliate',
  },
  // The creator's earning from a link in few words: "I earn from this link", "we make a little from these links", "a few
  // cents come my way if you buy here", "a small cut comes our way when you order through it" (the way an earning comes
  // tied to a purchase in its sentence: not "good luck came my way").
  {
    re: regex('gi')`
      \b(?:i|we) (?:may |might |do |also |will )?(?:earn|make (?:a little|a bit|something|money|a few (?:cents|pennies|pence)))
      \s(?:from|on|off|through|via|with) (?:this|these|that|those|the|my|our) (?:[\w-]+ )?(?:links?|urls?)\b
      |\b(?:a few (?:cents|pennies|pence|bucks|dollars|quid)|a (?:small |tiny |little )?(?:cut|commission|share|percentage|bit
      |something)|something|a little) (?:comes?|goes|go|will come|heads?|is sent|gets sent) (?:my|our) way\b(?=[^.\n]{0,40}?
      \b(?:buy|buys|order|orders|purchase|purchases|shop|sign up|signs up|use|click)\b)
    `,
    hints: ['earn', 'make', ' way'],
    kind: 'affiliate',
    examples: ['I earn from this link: https://amzn.to/x', 'a few cents come my way if you buy here'],
  },
  // A referral's reward to both sides in one sentence: "this link gets you 1,000 free miles and gets us some too",
  // "gives you $50 off and gives me a little credit too", "you get a free month and so do we" (a reward the creator
  // earns from the viewer's sign-up).
  {
    re: regex('gi')`
      \b(?:gets?|gives?|earns?) you\b[^.\n]{1,60}?\band (?:(?:it |that )?(?:gets?|gives?|earns?) (?:me|us)\b(?: [\w$£€-]+){0,3}? (?:too|as well)
      |so do (?:i|we))\b
      |\byou get\b[^.\n]{1,60}?\band so do (?:i|we)\b
    `,
    hints: ['get you', 'gets you', 'give you', 'gives you', 'earn you', 'earns you', 'you get'],
    kind: 'affiliate',
    examples: [
      'This link gets you 1,000 free miles and gets us some too',
      'The code gives you $50 off and gives me a little credit as well',
      'Sign up with it and you get a free month, and so do we',
    ],
  },
  // The same reward told by the two accounts it lands in: "Coinbase drops $10 of Bitcoin into your account and mine",
  // "credits $20 to your wallet and mine", "we both get $25", "you and I both get a free month" (a reward, not "we both
  // get tired": a sum, a number or a reward word after it).
  {
    re: regex('gi')`
      \b(?:gets?|gives?|earns?|drops?|puts?|adds?|credits?|deposits?|sends?|pays?|lands?)\b[^.\n]{1,60}?\b(?:into|to|in|for)
      \syour (?:[\w-]+ ){0,2}and (?:mine|ours)\b
      |\b(?:we|you and (?:i|me)) both (?:get|earn|receive|score)\b(?= (?:an? |some |\S*\d|free\b|bonus\b|credit\b|rewards?\b))
    `,
    hints: ['and mine', 'and ours', 'both get', 'both earn', 'both receive', 'both score'],
    kind: 'affiliate',
    examples: [
      'Coinbase drops $10 of Bitcoin into your account and mine when you buy $100',
      'Open an account here and we both get $25 in BTC',
    ],
  },
  // A referral's label at the head of its line, the brand's name before it: "Coinbase referral: buy $100 …", "Kraken
  // referral – …", "Referral link: …" (the footer's standing referral; "Referral to a physio" is no label).
  {
    re: /^[^\p{L}\p{N}]*(?:(?:my|our)\s+)?(?:[\p{L}\p{N}&.'’-]+\s+){0,2}referrals?(?:\s+(?:links?|codes?|urls?))?\s*(?:[:–—]|-\s)/giu,
    hints: ['referral'],
    kind: 'affiliate',
    examples: ['Coinbase referral: buy $100 of crypto through this link', 'Kraken referral – both of us get $20'],
  },
  { re: /\bcommissionable\b/gi, hints: ['commissionable'], kind: 'affiliate' },
  // "My Lumora and Velora links are commission links", "these are commission-earning links" (not an artist's
  // "Commission link: …", an offer to draw for hire).
  {
    re: /\b(?:are|is) (?:all |both |my |our )?(?:commission|commission-earning|commission-based)[- ]links?\b/gi,
    hints: ['commission'],
    kind: 'affiliate',
    examples: ['My Lumora and Velora links are commission links, everything else is a plain link'],
  },
  // "I make a small amount from purchases through the links", "the shop links earn us a little on each sale": an
  // earning of the creator's tied to purchases or links in one sentence.
  {
    re: regex('gi')`
      \b(?:(?:earns?|makes?|gets?|receives?|takes?)\s+(?:me\s+|us\s+)?|(?:pays?|paying|gives?|giving|sends?)\s+(?:me|us)\s+
      |(?:is|are|am|was|were|gets?|got|get|['’]m|['’]re) paid\s+)(?:a\s+)?(?:(?:small|tiny|little|few)\s+)?(?:amount|sum
      |share|portion|percentage|bit|money|something|pennies|cents|pence|little|slice|cut)\b[^.\n]{0,40}?\b(?:purchases?|sales?
      |orders?|links?|(?:buy|shop|order) (?:through|via|using|from|with) (?:it|them|this|these|one))\b
      |\b(?:part|some|a (?:(?:small|tiny|little) )?(?:portion|share|cut|percentage|bit|slice)) of (?:your|the|each|every
      ) (?:purchase|order|sale|subscription)s?(?: price)? (?:goes|go|will go|is going|comes|helps|supports)(?: (?:straight
      |right))?(?: to| back to)? (?:(?:the|this|my|our) (?:channel|show|podcast|creator|stream)|me|us)\b
    `,
    hints: [
      'amount',
      'sum',
      'share',
      'portion',
      'percentage',
      'bit',
      'money',
      'something',
      'penn',
      'cents',
      'pence',
      'little',
      'part of',
      'some of',
      'cut of',
      'slice',
      ' cut',
    ],
    kind: 'affiliate',
    examples: [
      'I make a small amount from purchases through the links',
      '^ next to a link = I get a tiny bit back if you buy through it',
      'Part of your purchase goes to the channel if you use this one',
      'When I link a lamp at Lumora, a small slice of your order comes back to me',
      'Links to Lumora go through their program, and Lumora pays me a bit of each sale',
      'The channel is paid a slice of each sale made through the shop links below',
    ],
  },
  // A fee or a share per order through the links, and the sales counted toward the creator's commission: "the retailer
  // pays me a fee on orders through that link", "Lumora gives us a small bonus for every sign-up", "Lumora counts sales
  // from that link toward my commission".
  {
    re: regex('gi')`
      \b(?:pays?|paying|paid|gives?|giving|gave|sends?|sending|sent|earns?|earning|earned)\s+(?:me|us)\s+(?:an?\s+)?(?:(?:small|tiny
      |little|flat|referral)\s+)?(?:fee|bonus|percent|percentage|reward)\s+(?:on|for|from|per)\s+(?:(?:each|every|any|all|the)\s+)?(?:orders?
      |sales?|purchases?|sign-?ups?|referrals?)\b
      |\b(?:towards?|into|to) (?:my|our) (?:affiliate |referral )?commissions?\b
    `,
    hints: ['fee', 'bonus', 'percent', 'reward', 'commission'],
    kind: 'affiliate',
    examples: [
      '◆ = the retailer pays me a fee on orders through that link',
      'Lumora counts sales from that link toward my commission',
    ],
  },
  // The store crediting the creator for a sign-up or a purchase: "Lumora credits my account when someone joins through
  // that link", "credits us when you sign up with it".
  {
    re: regex('gi')`
      \bcredits? (?:my|our) (?:account|balance|wallet)\b[^.\n]{0,40}?\b(?:joins?|signs? up|buys?|orders?|purchases?|shops?)\b
      |\bcredits? (?:me|us) (?:when|whenever|if|for (?:every|each))\b[^.\n]{0,30}?\b(?:joins?|signs? up|buys?|orders?|purchases?
      |shops?|sign-?ups?|purchases?|orders?)\b
    `,
    hints: ['credit'],
    kind: 'affiliate',
    examples: [
      'Lumora credits my account when someone joins through that referer link',
      'They credit us for every friend who signs up with it',
    ],
  },
  // An earning written after the links it comes from: "shop from the links in this list and I make a little money",
  // "buy through these links and we get a small cut".
  {
    re: regex('gi')`
      \b(?:shop|shopping|buy|buying|purchase|purchasing|order|ordering|click|clicking|use|using)\b[^.\n]{0,40}?\blinks?\b
      [^.\n]{0,40}?\b(?:i|we) (?:may |might |will |could |do )?(?:make|earn|get|receive|take)\s+(?:a\s+)?(?:(?:small|tiny|little
      |few|bit of)\s+)?(?:amount|bit|money|something|pennies|cents|pence|little|cut|share|percentage|commission|kickback)\b
    `,
    hints: ['link'],
    kind: 'affiliate',
    examples: ['Heads up: shop from the links in this list and I make a little money'],
  },
  // "We may be compensated for purchases made through these links", "Best Buy may compensate us".
  {
    re: regex('gi')`
      \b(?:may|might|will|could|can|to|are|is|am|be|get|gets) (?:be )?compensat(?:e|ed)\b|\bcompensated (?:by|for|through
      |when|if)\b|\b(?:receive|earn|get|make) (?:a )?(?:small )?compensation\b
    `,
    hints: ['compensat'],
    kind: 'affiliate',
  },
  // "Support the channel by shopping through this Amazon link", "I get a small percentage of the sale".
  {
    re: regex('gi')`
      \b(?:support|help)\b[^.\n]{0,40}?\b(?:by |when you )?(?:shop|shopping|buy|buying|purchas\w*|order\w*)\b[^.\n]{0,30}?
      \b(?:through|via|using|with|from) (?:this|my|our|these|the)\b|\bpercentage of (?:the |each |every )?(?:sales?|purchases?)\b
    `,
    hints: ['support', 'help', 'percentage'],
    kind: 'affiliate',
  },
  // Sign-up referrals: "40 free listings with my invite link (Etsy's seller referral)", "cash back with my invite", a
  // brand rep's "through my rep link" (not "my rep" alone, an agent).
  {
    re: regex('gi')`
      \b(?:my|our) (?:personal |special )?invite(?: (?:link|code|url))?\b|\binvite (?:link|code)\b
      |['’]s (?:seller |creator |affiliate |partner )?referral\b|\b(?:my|our) (?:brand )?(?:rep|ambassador) (?:links?|codes?|urls?)\b
    `,
    hints: ['invite', 'referral', 'rep ', 'ambassador'],
    kind: 'affiliate',
    examples: ['New customers get 10% off a first order through my rep link'],
  },
  // A store's scheme that pays the creator for sales: "a bit of the money comes to me through their partner scheme",
  // "via the shop's partner programme" (not YouTube's "Partner Program", a platform's status).
  {
    re: /\b(?:through|via|from|with|under) (?:their|its|the(?: (?:store|shop|site)['’]s)?) (?:partner|partners|affiliate|referral|associates?) (?:scheme|programme|program)\b/gi,
    hints: ['scheme', 'program'],
    kind: 'affiliate',
    examples: ['If you buy the game from Lumora, a bit of the money comes to me through their partner scheme'],
  },
  { re: /\bat no (?:extra|additional) cost to you\b/gi, hints: ['no '], kind: 'affiliate' },
];

/** Tried in this order, after the affiliate ones. */
export const PROMO_PATTERNS: Pattern[] = [
  // Promo codes and personal links.
  // The store that pays for purchases named as such ("Best Buy may compensate us", "compensated by Amazon"), or the
  // creator's own program link of a store ("my Amazon affiliate link"): the store is the creator's program, with
  // or without its link in the text. Not a sentence whose verb comes before "affiliate" ("our descriptions are
  // affiliate links"): under the i flag \p{Lu} takes any letter.
  {
    re: regex('giu')`
      \b(?:may|might|will|could|can|does|do) compensate\b|\bcompensated by\b
      |\b(?:my|our) (?:(?!(?:are|is|were|was|be|have|has|contain|include)\s)\p{Lu}[\p{L}\p{N}&'’.-]*\s){1,2}(?:affiliate|referral|associates?|partner) (?:link|code|store|storefront|page)s?\b
    `,
    hints: ['compensate', 'affiliate', 'referral', 'associate', 'partner'],
    kind: 'promo',
  },
  {
    // A store's "friend code" is a referral code (not a console's or a game's: "my Switch friend code").
    re: /\b(?:promo|discount|coupon|voucher|creator|partner|offer) ?codes?\b|(?<!\b(?:switch|3ds|ds|nintendo|pok[eé]mon(?: go)?|steam|xbox|psn|discord|game) )\bfriend codes?\b/gi,
    hints: ['code', 'coupon', 'voucher'],
    kind: 'promo',
  },
  {
    re: /\b(?:use|using|enter|apply|with|redeem) (?:my |the |our |code |promo )*(?:code|coupon)\b/gi,
    hints: ['code', 'coupon'],
    kind: 'promo',
  },
  // "code MARA10", "Code: LENA", "set me up with a code: LENA"; not a kind of code after an indefinite article ("a code
  // PSN", "pas même un code FUT": a voucher of a kind, no creator's code).
  {
    // Nor the codes of ordinary life: a university's program or course code, a postal, area or dress code.
    re: /(?<!\b(?:program|programme|course|school|institution|subject|unit|module|postal|zip|post|area|dress|country|dialling|dialing|source|error|product|item|model|station|airport|booking|tax)\s+)\b[Cc]ode(?::\s+|(?<!\b(?:a|an|un|une|ein|einen|uno|um) [Cc]ode)\s+)["'“‘]?[A-Z0-9][A-Za-z0-9_-]{2,}/g,
    hints: ['code'],
    kind: 'promo',
  },
  // A creator code in quotes beside its brand's link, without the word "code": GFUEL "FRAG" → gfuel.com,
  // Brand 'LENA10' bit.ly/…, use "LENA" for 15% off. Not a work's title in quotes after "of" or its noun (`WORK_BEFORE`:
  // 'Il vinile di "GRIGIO"', 'the new album "ECHOES"', 'o single "VERÃO"').
  {
    re: new RegExp(
      String.raw`(?<!${WORK_BEFORE}\s)["“'‘«](?:[A-Z][A-Z0-9]{2,14}|[A-Za-z]{2,12}\d{1,4})["”'’»](?=\s|$|[),.:;!])`,
      'gu',
    ),
    hints: ['"', '“', "'", '‘', '«'],
    kind: 'promo',
    withLink: true,
  },
  { re: /\buse ["“'‘][A-Za-z0-9]{3,15}["”'’] (?:for|to|at)\b/gi, hints: ['use '], kind: 'promo' },
  // "Use code X at checkout", "applied at checkout", "At checkout, enter LUMI10": a code's words around it; a hotel's
  // checkout ("dropped the pod in the lobby at checkout") is none.
  {
    re: /(?<=\b(?:codes?|coupons?|discounts?|off|promo|vouchers?|applied|apply|enter|use|save|savings|deals?)\b[^.\n]{0,60}?)\b(?:at|during) checkout\b|\b(?:at|during) checkout\b(?=[^.\n]{0,40}?\b(?:codes?|coupons?|discounts?|promo|vouchers?|enter|use|apply)\b)/gi,
    hints: ['checkout'],
    kind: 'promo',
  },
  // "Type IRON into the code box there", "pop LENA in the promo field".
  { re: /\b(?:code|coupon|promo|discount|voucher) (?:box|field)\b/gi, hints: ['box', 'field'], kind: 'promo' },
  {
    re: /\b(?:use|using|through|via|with|click) (?:my|our|the) (?:special |exclusive |personal )?link\b/gi,
    hints: ['link'],
    kind: 'promo',
  },
  // Calls to action of a promotion (discounts, trials).
  { re: /\b\d{1,3} ?(?:%|percent) off\b/gi, hints: ['off', 'percent'], kind: 'cta' },
  { re: /(?:[$€£]\d+|\d+ ?[$€£]) off\b/gi, hints: ['off'], kind: 'cta' },
  { re: /\bsave \d{1,3} ?%/gi, hints: ['save'], kind: 'cta' },
  { re: /\bexclusive (?:deal|discount|offer|bundle)\b/gi, hints: ['exclusive'], kind: 'cta' },
  { re: /\bspecial (?:deal|discount|offer)\b/gi, hints: ['special'], kind: 'cta' },
  { re: /\bfree trial\b/gi, hints: ['free trial'], kind: 'cta' },
  { re: /\b\d+[- ]day (?:free )?trial\b/gi, hints: ['trial'], kind: 'cta' },
  { re: /\b(?:first|1st) (?:month|box|order|week|year)s? (?:is )?(?:for )?free\b/gi, hints: ['free'], kind: 'cta' },
  { re: /\bmoney[- ]back guarantee\b/gi, hints: ['money'], kind: 'cta' },
  { re: /\brisk[- ]free\b/gi, hints: ['risk'], kind: 'cta' },
  { re: /\b(?:months?|weeks?) (?:for )?free\b/gi, hints: ['free'], kind: 'cta' },
  { re: /\bfree (?:shipping|gift|bonus|months?)\b/gi, hints: ['free '], kind: 'cta' },
  { re: /\bfree for \d+ (?:days|weeks|months)\b/gi, hints: ['free for'], kind: 'cta' },
  { re: /\b(?:try|start|get started with) [^.\n]{0,30}?\bfor free\b/gi, hints: ['for free'], kind: 'cta' },
  // A mobile game's call: "Download RAID for FREE", "Install and play for free".
  { re: /\b(?:download|install)\b[^.\n]{0,40}?\bfor free\b/gi, hints: ['for free'], kind: 'cta' },
  // A game's call told as an order at the head of its line or sentence: "Play World of Tanks for free: <link>" (not
  // "you can play it for free on Steam", a review's remark).
  { re: /(?:^|[.!?]\s+|[►▶→•*–-]\s*)play\b[^.\n]{0,40}?\bfor free\b/gim, hints: ['for free'], kind: 'cta' },
];

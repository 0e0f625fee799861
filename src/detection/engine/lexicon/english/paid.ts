// English's paid statements: sponsor, partnership and advertising language, in the order patterns.ts tries them
// (english.ts puts them first); its gift words are in languages/en.ts.
import type { Pattern } from '../../types.js';
import { closingAdLabel } from '../languages/words.js';
import { regex } from '../regex.js';

// patrons, who make this channel possible" (no brand's payment).
// A word of a capitalised name ("Lumora", "B&Q", "Dr.", "O’Neill"): the payees and payers the patterns below name, up
// to three words of it.
const NAME_WORD = /\p{Lu}[\p{L}\p{N}&.'’-]*/u;

const AUDIENCE_FUNDING =
  /\b(?:patreon|patrons?|supporters|viewers like you|channel members|donations?|donors|backers|crowdfund\w*|kickstarter|indiegogo)\b/i;

// pattern below reads it): the payer is told elsewhere (the description's sponsor sentence), it is not the brand the
// title names (docs/detection.md §1zzl).
export const ROLE_PAID_LABEL =
  /^[([{<【「〔［](?:brand|publisher|sponsor|company|developer|studio|maker|manufacturer|label|client|advertiser)[- ]paid/i;

// A public or non-profit funder named right after the paid words ("This program was made possible by the Friends of the
// Linden Falls Public Library", "… funded by a grant from the Harlow Foundation", "supported by the Arts Council"): the
// payer is named, and it is none of the brands the text names elsewhere (binding.ts).
export const NAMED_FUNDER_AFTER = regex('u')`
  ^\s*(?:(?:an?|the) )?(?:(?:generous|kind) )?(?:(?:grants?|gifts?|donations?|funding|support|contributions?) (?:from|of|by) )?
  (?:the )?(?:\p{Lu}[\p{L}'’&.-]*\s+(?:(?:of|for|and|the|de|du)\s+)?){0,6}?(?:Friends of|Foundation|Council|Society
  |Association|Trust|Fund|Endowment|Department|Ministry|University|College|Institute|Commission|Lottery|Government|Agency
  |Corporation for Public Broadcasting|Public Library|Library Foundation)(?![\p{L}\p{N}])
`;

/** Tried in this order; see patterns.ts. */
export const PAID_PATTERNS: Pattern[] = [
  // Paid: explicit sponsor or partnership language.
  {
    re: regex('gi')`
      \b(?:this|the|today'?s) (?:whole|entire|full|complete) (?:video|episode)\b[^.\n]{0,40}?\b(?:sponsor(?:ed)?
      |brought to you|made possible|in partnership|partnered)
    `,
    hints: ['sponsor', 'brought', 'possible', 'partner'],
    kind: 'paid',
    whole: true,
  },
  // The whole video told as an ad: "This whole video is an ad for Lumora", "the entire episode is a paid promotion" (not
  // "feels like an ad": an opinion).
  {
    re: regex('gi')`
      \b(?:this|the|today'?s) (?:whole|entire|full|complete) (?:video|episode) (?:is|was) (?:an? )?(?:paid )?(?:ad|advert
      |advertisement|promotion|promo|commercial)\b
    `,
    hints: ['whole', 'entire', 'full', 'complete'],
    kind: 'paid',
    whole: true,
    examples: ['This whole video is an ad for Lumora', 'The entire episode is a paid promotion with Lumora'],
  },
  // The video told as an ad for the brand by what it is: "This bake is an advertisement for Lumora, who paid for it",
  // "this recipe is an advert for Lumora" (the whole of it: a title or a product word, then "is an ad for").
  {
    re: regex('giu')`
      \b(?:this|today['’]?s|tonight['’]?s) (?:video|episode|bake|recipe|tutorial|build|review|vlog|short|film|clip|cook|bake-off
      |makeover|tour|unboxing|challenge|haul|look|routine|sketch) (?:is|was) (?:an? )?(?:paid )?(?:ad|advert|advertisement)
      \sfor\b
    `,
    hints: ['ad', 'advert'],
    kind: 'paid',
    whole: true,
    examples: ['This bake is an advertisement for Lumora, who paid for it', "Today's recipe is an advert for Lumora"],
  },
  {
    re: /\b(?:video|episode) is (?:entirely|fully|completely|wholly) (?:sponsored|paid for)\b/gi,
    hints: ['sponsored', 'paid for'],
    kind: 'paid',
    whole: true,
  },
  { re: /\bdedicated (?:video|episode|sponsorship)\b/gi, hints: ['dedicated'], kind: 'paid', whole: true },
  { re: /\bsponsor(?:ed|ing|s|ship)?\b/gi, hints: ['sponsor'], kind: 'paid' },
  { re: /\bbrought to you (?:in part |partly )?(?:by|courtesy of)\b/gi, hints: ['brought'], kind: 'paid' },
  // "CeraVe, who is funding this video", "This episode was funded by Kettlecraft" (not research "funded by the NSF").
  {
    re: regex('gi')`
      \b(?:is|are|was|were|for) funding (?:this|today'?s|the) (?:video|episode|stream|vlog)\b|\bfund(?:ed|s) (?:this|today'?s)
      (?:video|episode|stream|vlog)\b|\b(?:video|episode|stream|vlog) (?:is|was|has been) (?:partly |partially |in part )?funded by\b
    `,
    hints: ['funding', 'funded', 'funds'],
    kind: 'paid',
    notInSentence: AUDIENCE_FUNDING,
  },
  // A part of the programme told as funded by a brand, in the broadcaster's words: "Blueline's Deadline Day show gets
  // its funding from Lumora this season", "the segment receives its money from Lumora", "this series draws its backing
  // from Lumora", "the Top 10 is funded by Lumora" (a show, a segment, a countdown, a corner, a series: the upload is
  // its episode). Not a public funder's ("… its funding from the Canada Media Fund", "funded by the Arts Council"), nor
  // the viewers' (AUDIENCE_FUNDING), nor a study's or a campaign's money (no programme word before the verb).
  {
    re: regex('gi')`
      \b(?:show|segment|series|season|feature|countdown|corner|strand|slot|programme|program|episode|video|podcast|broadcast
      |coverage|top (?:\d+|five|ten))(?: (?:this|each|every) (?:season|year|week|month))? (?:gets|got|receives|received|takes|took
      |draws|drew|has|had|is getting|is receiving) (?:its|their|some of its|part of its|most of its|all of its) (?:funding|money
      |financing|backing|budget) (?:from|through|via)\b
      |\b(?:show|segment|series|feature|countdown|corner|strand|slot|programme|program|top (?:\d+|five|ten))(?: (?:is|was|has been
      |are|were)) (?:(?:partly|partially|in part|entirely|fully|once again|again) )?(?:funded|financed) by\b
      |\b(?:is|are|was|were|gets|got) (?:(?:proudly|partly|partially|in part) )?(?:produced|made|filmed|created|shot|brought to you
      |possible) (?:with|thanks to) (?:(?:the )?(?:generous |financial )?)?(?:funding|financing|backing) (?:from|of|by)\b
    `,
    hints: ['funding', 'money', 'financing', 'backing', 'budget', 'funded', 'financed'],
    kind: 'paid',
    examples: [
      "Blueline's Deadline Day show gets its funding from Lumora Sportsbook this season",
      'The Friday segment receives its money from Lumora',
      'Our Top 10 is funded by Lumora Coffee',
      'Patrol Notes is produced with funding from Lumora, who also kit out our whole team',
    ],
    notInSentence: new RegExp(
      String.raw`${AUDIENCE_FUNDING.source}|\b(?:foundation|trust|lottery|council|endowment|ministry|government|grant|grants` +
        String.raw`|fund|department|licen[cs]e fee|taxpayers?|public money)\b`,
      'i',
    ),
  },
  // A brand's money in the shoot of the video, by its object: "Lumora financed the block party you see and a good part of
  // the shoot", "Lumora bankrolled the music video", "Lumora paid for most of the shoot" (not the creator's own "I
  // financed the whole shoot myself", nor the family's, nor the production of a film in the news: the shoot or the
  // video must be the object).
  {
    re: regex('giu')`
      (?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have|i had|we had|i['’]m|we['’]re|i am|we are)(?: (?:also|just|even|actually))? )
      \b(?:financed|financing|finances|bankrolled|bankrolls|bankrolling|funded|funds|paid for|pays for|are paying for|is paying for
      |footed the bill for|picked up the tab for)\b[^.\n]{0,80}?\b(?:(?:(?:a|the) (?:good |large |big |fair |huge )?(?:part|share
      |chunk|slice)|part|most|much|all|some|half|the rest) of (?:the|this|our|my) (?:shoot|video shoot|music video|video|clip
      |production)|(?:the|this|our|my) (?:shoot|video shoot|music video shoot|music video|video['’]s (?:shoot|production|budget)))\b
      (?! (?:myself|ourselves)\b| of (?:its|their|his|her|a|an|the)\b)
    `,
    hints: ['financ', 'bankroll', 'funded', 'funds', 'paid for', 'pays for', 'paying for', 'bill for', 'tab for'],
    kind: 'paid',
    examples: [
      'Lumora financed the block party you see in the video, the food trucks and a good part of the shoot',
      'Lumora bankrolled the music video',
      'Lumora paid for most of the shoot',
    ],
    notInSentence: new RegExp(
      String.raw`${AUDIENCE_FUNDING.source}|\b(?:my|our) (?:mum|mom|dad|parents|family|nan|gran|grandma|grandad|grandpa|aunt|uncle` +
        String.raw`|friends?|label|manager)\b|\b(?:myself|ourselves|my own|our own)\b` +
        String.raw`|\b(?:according to|reportedly|the report|reports say|sources say|court heard|lawsuit|filings?)\b`,
      'i',
    ),
  },
  // A deal for this video, told with the brand as its party: "Lumora has a deal with us for this one: they paid, we
  // picked the shows", "we have a paid deal with Lumora on this video", "this list is part of a deal with Lumora", and
  // the split of the deal's roles ("they paid, we picked", "they paid and we wrote it"). Not a record or a licensing
  // deal without this video ("Lumora has a deal with us to stream our songs"), nor the viewers' deals.
  {
    re: regex('giu')`
      \b(?:has|have|had|signed|struck|did|made|got|cut|is|are|['’]s|['’]re|was|were)(?: (?:got|done|signed|struck|in))? an?
      \s(?:paid |brand |sponsorship |sponsored |ad |advertising |commercial |marketing )?(?:deal|agreement|contract) with
      \s(?:us|me|[\p{L}\p{N}&.'’-]+(?: [\p{L}\p{N}&.'’-]+){0,2}) (?:for|on|over|covering) (?:this|today['’]?s|tonight['’]?s|the)
      \s(?:one|video|episode|list|ranking|vlog|segment|review|countdown|short|stream)\b
      |\b(?:video|episode|list|ranking|vlog|segment|review|countdown|one) is (?:part of |under )?an? (?:paid |brand |sponsorship
      |advertising |commercial )?(?:deal|agreement|contract) with\b
      |\bthey paid(?: (?:us|me|for it))?(?:,| and|;) (?:and )?we (?:picked|chose|wrote|made|filmed|shot|said|decided|ranked|reviewed)\b
    `,
    hints: ['deal', 'agreement', 'contract', 'they paid'],
    kind: 'paid',
    notInSentence:
      /\b(?:my|our) (?:mum|mom|dad|parents|family|wife|husband|partner|kids?|sister|brother|friends?|boss|landlord)\b/i,
    examples: [
      'Lumora has a deal with us for this one: they paid, we picked the shows',
      'We have a paid deal with Lumora on this video',
      'This list is part of a deal with Lumora',
    ],
  },
  // "This episode is presented by X", "Presented by X" opening a line or a sentence ("Top plays of the week. Presented
  // by State Farm.") or a credit after a dash or a bar ("Ghar Ki Rani — Presented by Lumora | Co-presented by Vexa", a
  // programme's billboard of sponsors) — not "the award presented by the mayor", nor "The Summit Tour presented by
  // Lumora" (an event's name, run into its sentence), nor an event's series or season ("The 2019 series is presented
  // by Meijer" under a concert lineup, "the summer concert series"), nor a show's presenters credited by their full
  // names ("Presented by Hollie Brennan & Tom Aske. Filmed by …") or as its hosts.
  {
    re: regex('gimu')`
      (?:\b(?:video|episode|(?<!(?:concert|lecture|speaker|summer|winter|music|film|event|(?:19|20)\d\d)[- ])series|show|segment|stream|vlog|podcast
      |(?:play|moment|goal|save|pick|player|highlight|call)s? of the (?:week|day|game|month|match|year|night)|forecast|report
      |update|countdown|rundown)s?(?: is| was| are| were)? (?:co-?)?presented by\b|^\W{0,3}(?:co-?)?presented by\b
      |(?<=[.!?]\s{1,3}|\s[–—|]\s{1,3})(?:co-?)?presented by\b)(?! (?:your |our |the )?hosts?\b| me\b| \p{Lu}\p{Ll}+ \p{Lu}[\p{Ll}'’-]+,? (?:&|and) \p{Lu}\p{Ll}+ \p{Lu})
    `,
    hints: ['presented by'],
    kind: 'paid',
    examples: [
      'Presented by Lumora',
      'This episode is presented by Lumora Bank',
      'Lumora Play of the Week is presented by Lumora Food Stores',
      'Storm Center forecasts are presented by Lumora Lumber',
      'Ghar Ki Rani — Presented by Lumora Tea | Co-presented by Vexa',
    ],
  },
  // Not a public body's: "made possible with the support of the Ontario Arts Council, an agency of the Government of
  // Ontario" (public money for the work, no brand paying for the video). A foundation's donation is read as paid ("made
  // possible by a donation from the Helix Foundation").
  {
    re: regex('gi')`
      \bmade possible (?:in part )?(?:by|through|thanks to|with (?:the )?(?:generous )?(?:support|help) (?:of|from))\b
      (?![^.\n]{0,60}?\b(?:lottery|council|ministry|government|department|agency)\b)
    `,
    hints: ['possible'],
    kind: 'paid',
    examples: ['This video was made possible by Lumora'],
  },
  // "Thanks to Squarespace for supporting PBS Digital Studios", "Thanks to Lumora for backing / funding this video",
  // "Cheers to our mates at Lumora for backing the show": a named supporter of the show, not the viewers.
  {
    re: regex('gi')`
      \b(?:thanks?|thank you|cheers|(?:huge |big |massive )?shout-? ?outs?|s\/o|props|big up)(?: (?:so much|again))? (?:to )?(?:(?:our|the)
      (?: \w+)? (?:mates|friends|pals|legends|crew|team|folks|people|lads|gang) (?:at|from|over at) |(?!(?:all|every|each|you|u|ya|yall
      |y['’]all|guys|my|our|the|everyone|everybody|so|for|again|very|to|them|him|her|it|those|these)\b))[^.\n]{1,60}?\bfor (?:supporting
      |backing|bankrolling|funding (?:this|today['’]?s|the))\b
    `,
    hints: ['supporting', 'backing', 'bankrolling', 'funding'],
    kind: 'paid',
    examples: [
      'Thanks to Lumora for backing this video',
      "Thank you Lumora for funding today's episode",
      'Big shout out to Lumora for bankrolling this one',
      // The brand's people as friends: "Cheers to our mates at Lumora for backing the show this season".
      'Cheers to our mates at Lumora for backing the Shed this season',
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // Broadcasters' and publishers' labels: "contains paid-for advertorial", "advertisement feature", "product placement".
  {
    re: regex('gi')`
      \badvertorial\b|\bpaid[- ]for (?:advertising|advertisement|advert|ad|promotion|content|placement|post)\b
      |\b(?:advertisement|advertising) feature\b|\bproduct placement\b|\bcontains (?:paid )?(?:advertising|advertisement)\b
    `,
    hints: ['advertorial', 'paid', 'feature', 'placement', 'contains'],
    kind: 'paid',
  },
  // "We partnered with X", "X partnered with us", "Partnered with X": the creator is a party. "Apple partnered with
  // Nike" in a news description is not.
  {
    re: regex('gim')`
      (?:\b(?:partnered|partnering|teamed up|teaming up) with (?:us|me)\b
      |\b(?:i|we|i'?ve|we'?ve|i'?m|we'?re|i am|we are|i have|we have|i was|we were|i'?d|we'?d|video|episode|channel|show
      |podcast|stream|proud|excited|happy|thrilled|glad)\b[^.\n]{0,30}?\b(?:partnered|partnering|teamed up|teaming up
      |partner) with\b|(?:^|[.!?:|]\s+|[-–—•►▶#*]\s*)(?:partnered|teamed up|partnering|teaming up) with\b)
      (?![^.\n]{0,40}?\b(?:for|on|to (?:make|bring you|launch|create)) (?:a|an|our|the|this|their) (?:new )?(?:limited[- ](?:run
      |edition|batch|drop|release)|co-branded|collab(?:oration)? (?:flavou?r|product|range|bag|pack|bottle|tin))\b)
      (?![^.\n]{0,80}?\b(?:on|for|to (?:make|launch|create|develop|design|brew|bake|cook up|bring you)) something new\b)
      (?![^.\n]{0,80}?\b(?:on|for|to (?:make|launch|create|develop|design|brew|bake|cook up|bring you)) (?:a|an|our|the|this|their|two|three
      |both|some)(?: (?:new|brand[- ]new|limited|limited-time|exclusive|special|one-off|custom|signature|seasonal|spicy|sweet
      |smoky|collab|co-branded))*(?: [a-z][a-z-]*)? (?:sauces?|dips?|seasonings?|rubs?|spice blends?|blends?|flavou?rs?|drinks?|sodas?|beers?|brews?
      |coffees?|teas?|menu items?|burgers?|sandwich(?:es)?|snacks?|sneakers?|shoes?|trainers?|colou?rways?|capsule(?: collection)?
      |collections?|products?|product lines?|candles?|scents?|fragrances?|palettes?|lipsticks?|shades?|hoodies?|tees?|t-shirts?
      |jerseys?|bottles?|tins?|buns?|cakes?|pastr(?:y|ies)|pies?|breads?|loaves|cookies?|doughnuts?|donuts?)\b)
    `,
    hints: ['partner', 'teamed', 'teaming'],
    kind: 'paid',
    examples: ['We partnered with Lumora on this video', 'We teamed up with Lumora to bring you this episode'],
    // A relief effort or a charity the creator works with ("We're partnering with Convoy of Hope to get supplies to
    // families in south Georgia") is no sponsor.
    notInSentence:
      /\b(?:relief|disaster|hurricane|flood|earthquake|wildfire|donations?|supplies|food bank|families in need|charit(?:y|ies)|non-?profit|fundrais\w*)\b/i,
  },
  // "Music video in association with Myntra", "This episode is made in association with …": the video's own sponsor (a
  // film's credit "produced in association with" a studio is not).
  {
    re: /\b(?:video|episode|vlog|song|show|series|challenge|stream) (?:is |was )?(?:made |created |shot |brought to you )?in association with\b/gi,
    hints: ['association'],
    kind: 'paid',
  },
  // A product built with partners ("designed in partnership with AbleGamers") is no sponsor of the video; nor is an
  // event's partner, the event named by its kind or its year ("The Harbour Festival is in partnership with Lumora",
  // "Riverside Sessions 2019 was in partnership with Lumora": the festival's, the tour's, the race's partner, §6).
  {
    re: regex('gi')`
      (?<!\b(?:built|designed|developed|engineered|co-developed) )(?<!\b(?:festival|fest|tour|concert|gig|awards|cup|championship
      |tournament|race|marathon|expo|conference|summit|gala|fair|parade|league|season|weekender|(?:19|20)\d\d)(?:,| (?:is|was|are|were
      |has been|had been|will be|runs|ran|comes to you|came to you|is held|was held|is brought to you|was brought to you))? )\bin
      \s(?:paid )?(?:partnership|collaboration|collab) with\b
    `,
    hints: ['partnership', 'collab'],
    kind: 'paid',
    examples: ['This video is in partnership with Lumora'],
  },
  // A part of the show or the video labelled paid, with the brand it is from: "The holiday outlook is a paid feature
  // from Lumora Tyres", "a paid segment by Lumora", "this corner is a paid spot on behalf of Lumora" (not a product's
  // "dark mode is a paid feature of the app", nor a paid segment that names no brand).
  {
    re: regex('gi')`
      \bpaid (?:partnership|promotion|promo|sponsorship|ad|advertisement|endorsement|collaboration|collab)\b
      |\bpaid (?:segment|feature|spot|slot|insert|corner|report|forecast|bulletin|item|piece|message|announcement|post|video
      |episode|short|integration|mention|shout-?out|plug|content)s? (?:from|by|courtesy of|on behalf of)\b
    `,
    hints: ['paid'],
    kind: 'paid',
    examples: [
      'The long-weekend outlook is a paid feature from Lumora Tyres',
      'This corner is a paid spot on behalf of Lumora',
      'This video is a paid collaboration with Lumora',
    ],
  },
  // Not a public funder's: "This episode is supported by the Australian Government through …", "… by the National
  // Science Foundation" (docs/detection.md §6: public funders are no sponsors).
  {
    re: regex('gi')`
      \b(?:this|today'?s) (?:video|episode) is supported by\b
      (?![^.\n]{0,40}?\b(?:foundation|trust|lottery|council|endowment|ministry|government|grant|department)\b)
    `,
    hints: ['supported'],
    kind: 'paid',
    examples: ['This episode is supported by Lumora'],
  },
  // Not a funding body's credit: "Supported by Help Musicians UK", "supported by the Arts Council".
  {
    re: regex('gi')`
      \bsupported by\b(?! (?:viewers|patrons|members|you|my|our|the community|listeners|fans))
      (?![^.\n]{0,30}?\b(?:foundation|trust|lottery|council|endowment|musicians|ministry|government|grant)\b)
    `,
    hints: ['supported'],
    kind: 'paid',
  },
  // "Thanks for supporting the channel" under an affiliate list thanks the viewer who buys, no sponsor; so do the
  // chat spellings of the thanks ("thank u for supporting the channel!!", "ty for supporting the channel", "thx") and
  // its other words ("Cheers for supporting the channel", "Many thanks for supporting the channel").
  {
    re: /(?<!\b(?:thanks?|thank you|thank u|thanks u|thank ya|thx|ty|tysm|thanks so much|thank you so much|thank u so much|cheers|many thanks|thanks (?:a lot|again|heaps|a million|a bunch)),? )\bfor supporting (?:this|today'?s|the|our) (?:video|episode|channel)\b/gi,
    hints: ['supporting'],
    kind: 'paid',
    examples: ['Big thanks to Lumora for supporting the channel'],
  },
  // A podcast's ad reads: "Support for this episode comes from AG1", and a read that goes on from the one before
  // ("This episode is brought to you by Quince. … And by Rocket Money — …") at the start of its line.
  {
    re: /\bsupport for (?:this|the|today'?s) (?:episode|show|podcast|video)\b[^.\n]{0,20}?\bcomes? from\b/gi,
    hints: ['support for'],
    kind: 'paid',
  },
  {
    re: /^\W{0,3}(?:and|also) by (?!the way|then|now|far|default|design|chance|hand)/gim,
    hints: ['and by', 'also by'],
    kind: 'paid',
  },
  // A song's, a show's or a video's title sponsor: "Song powered by Oppo F7", "This episode is co-powered by Dream11"
  // (not a site or a shop "powered by Shopify").
  {
    re: /\b(?:song|track|video|music video|episode|show|series|season|film|event|challenge)\s+(?:is\s+|was\s+)?(?:co-?)?powered by\b/gi,
    hints: ['powered by'],
    kind: 'paid',
  },
  // A partner of the programme itself, as a web series or a show names the brand that pays for its season or its
  // episode: "Season partner: Lumora", "Episode partner — Lumora", "our series partner this year is Lumora" (the upload
  // is the series' episode). A team's, a league's or an event's partners ("Associate Partners", "Kit Partner", "Official
  // season partner", a festival's "video partner") are no sponsor of one of its videos (docs/detection.md §6).
  {
    re: regex('gi')`
      (?<!\bofficial )\b(?:season|series|episode|show|vlog|podcast|web ?series|programme|program)(?:['’]s)? partners?\b
      (?! (?:program|programme|scheme|network)\b)
    `,
    hints: ['partner'],
    kind: 'paid',
    examples: ['Season partner: Lumora', 'Episode partner — Lumora Tea'],
  },
  // A part of the video a brand pays for, named as sports and television sell it: "The Lumora Catch of the Day is a paid
  // property of Lumora", "a paid segment", "a paid integration", "paid tie-up" (not "paid property tax").
  {
    re: /\bpaid (?:property|segment|integration|insert|tie-?up|feature segment)\b(?! tax)/gi,
    hints: ['paid'],
    kind: 'paid',
    examples: ['The Lumora Catch of the Day is a paid property of Lumora', 'This bit is a paid segment for Lumora'],
  },
  { re: /\bad (?:read|spot|break|segment|slot)\b/gi, hints: ['ad '], kind: 'paid' },
  {
    re: regex('gi')`
      \b(?:paid|pay|pays|paying) (?:me |us )?(?:for|to make|to feature) (?:this|today'?s) (?:video|episode|look|tutorial
      |segment|review|vlog|stream|series|collab|collaboration|post|trip)\b|\bcommissioned (?:and paid for )?(?:this|me|us)\b
    `,
    hints: ['pay', 'paid', 'commissioned'],
    kind: 'paid',
  },
  // "Lumora paid me to …", and the money running while the video is made: "they're paying me to make it", "Lumora pays us
  // to review their kit".
  { re: /\b(?:paid|paying|pays) (?:me|us) to\b/gi, hints: ['paid', 'paying', 'pays'], kind: 'paid' },
  // The creator paid by the brand, in the passive: "We're being paid by Lumora for this preview", "I was paid by Lumora
  // to make it", "we've been paid by the publisher" (not a rate, "paid by the hour / word", nor a way of paying, "paid by
  // card"; an employer or the family are no sponsor: notInSentence).
  {
    re: regex('gi')`
      \b(?:i['’]m|i am|we['’]re|we are|i was|we were|i['’]ve been|we['’]ve been|i have been|we have been|i got|we got
      |i['’]m getting|we['’]re getting|i['’]ll be|we['’]ll be)(?: (?:also|actually|being))? paid by\b
      (?! (?:the )?(?:hour|word|minute|view|click|piece|mile|day|week|month|cheque|check|card|paypal|bank|invoice|cash
      |transfer|direct debit)\b)
    `,
    hints: ['paid by'],
    kind: 'paid',
    examples: ["We're being paid by Lumora for this preview", 'I was paid by Lumora to make this one'],
    notInSentence: /\b(?:my|our) (?:mum|mom|dad|parents|family|boss|employer|job|work|day job|clients?)\b/i,
  },
  // A fee for the video, a booking, a paid review and a part of the video a brand pays for: "Lumora offered me a fee for
  // this video", "Lumora booked me to review the X2 and they're paying for the video", "this is a paid review", "Lumora
  // are paying for the first two minutes of this video", "that bit of the vlog is an ad they paid us for", "Lumora pays to
  // keep the segment on the air" (not the creator's "I'm paying for the video", a bank's fee, a hotel that "booked me a
  // taxi").
  {
    re: regex('gi')`
      \b(?:offered|offering|paid|pays|paying|gave|giving) (?:me|us) (?:a|their|my|our|the) (?:small |flat |standard |booking )?fee\b
      (?!\s+(?:on|for|from|per)\s+(?:(?:each|every|any|all|the)\s+)?(?:orders?|sales?|purchases?|sign-?ups?|referrals?)\b)
      |\bbooked (?:me|us) (?:for (?:this|today['’]?s|the) (?:video|episode|review|vlog|post|campaign)|to (?:review|make|film|shoot
      |feature|promote|present))\b
      |(?<!\b(?:i|we|you|i['’]m|we['’]re|you['’]re|i am|we are|who['’]s|who is)(?: (?:also|just|actually))? )\b(?:paid|pays|paying
      |is paying|are paying|['’]re paying|was paying|were paying) for (?:the (?:video|episode|review)\b|(?:the|this|today['’]?s
      |tonight['’]?s) (?:sketch|skit|short|clip|film|song|haul|recipe|challenge)\b|(?:(?:the )?(?:first|last|opening
      |closing|next|middle)|an?|one|two|three|a couple of|a few|\d+) (?:[\w-]+ )?(?:minutes?|seconds?|part|bit|section|segment
      |stretch)
      (?: of (?:this|the|today['’]?s) (?:video|episode|vlog|stream))\b)
      |\b(?:ad|advert|advertisement|segment|bit|part)(?: that| which)? (?:they|the brand|the company) (?:paid|pay|are paying
      |were paying) (?:us|me) for\b
      |\bpays? (?:to keep|for) (?:the|this|our) (?:segment|feature|slot|show|series|programme|program|podcast)(?= (?:on|going
      |running|free)\b)
      |\b(?:they|it|which|who) (?:pay|pays|paid|are paying|is paying) for (?:the|our|its|this|the show['’]s) air ?time\b
    `,
    hints: ['fee', 'booked', 'paid', 'pay'],
    kind: 'paid',
    examples: [
      'Lumora reached out and offered me a fee for this video',
      'Lumora booked me to review the X2, and they are paying for the video',
      'Lumora are paying for the first two minutes of this video',
      'Lumora is paying for a minute of this video',
      'The picnic was a Lumora hamper: that part of the vlog is an ad they paid us for',
      'The Pet Corner airs thanks to Lumora, which pays to keep the segment on the air',
      'Soccer Talk comes to you with the support of Lumora – they pay for the airtime so the show can stay on air',
    ],
    // Nor the fee of an affiliate program its sentence tells of ("Tool links to Amazon are affiliate links (Amazon UK
    // pays me a small fee)").
    notInSentence: new RegExp(
      String.raw`${AUDIENCE_FUNDING.source}|\b(?:affiliate|associates?|commission|qualifying purchases)\b`,
      'i',
    ),
  },
  // A brand's money for the video in the words creators use for it: "Lumora cut me a check to play it", "both brands paid
  // to be in it", "paid for a slot in this video", "Lumora underwrote tonight's quiz", "the paying customer behind this
  // video", "Lumora is covering my time on this one", "fronted the budget for this sketch", "put me on their payroll for
  // this haul", "they're the ones paying for it", "this video is a Lumora commission", "so treat it as an ad", "which
  // makes it an ad" (not the creator's or the viewers' own money: "I fronted the money for this one", "you're the ones
  // paying for it", nor the family's cheque, nor a bank that "underwrote the deal").
  {
    re: regex('giu')`
      \b(?:cut|cuts|cutting|wrote|writes|writing|sent|handed) (?:me|us) an? (?:check|cheque)\b
      |(?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have|i had|we had)(?: (?:also|just|even))? )\b(?:paid|pay|pays|paying)
      (?: (?:money|good money|extra))? (?:to (?:be|appear|get|feature|have (?:it|them|their [\p{L}-]+)) (?:in|on) (?:it|this|that
      |the (?:video|clip|music video|episode|sketch|vlog)|this (?:video|clip|music video|episode|sketch|vlog|one))
      |for (?:a|the|their|its) (?:spot|slot|placement|cameo|appearance) in (?:this|the|our|my|today['’]?s) (?:video|clip|music video
      |episode|sketch|vlog))\b
      |\bunderwr(?:ote|ites|iting) (?:this|today['’]?s|tonight['’]?s|this week['’]?s|the (?:segment|episode|show|series|video))\b
      |\b(?:the|a|our|my) paying (?:customer|client) (?:behind|for) (?:this|today['’]?s|tonight['’]?s|the) (?:\w+ )?(?:video|episode
      |vlog|sketch|review|one)\b
      |(?<!\b(?:i|we|you|i['’]m|we['’]re|you['’]re|i am|we are)(?: (?:also|just))? )\b(?:is|are|['’]re|['’]s|was|were) (?:covering
      |paying for|compensating me for|compensating us for) (?:my|our) time\b
      |(?<!\b(?:i|we|you)(?: (?:also|just))? )\b(?:fronted|fronts|footed|foots|put up) the (?:budget|money|cash|bill|costs?)
      \sfor (?:this|today['’]?s|tonight['’]?s|the) (?:one|video|episode|sketch|skit|vlog|short|shoot|film|clip|haul|review)\b
      |\b(?:put|puts|putting|has put|have put|had put) (?:me|us) on (?:their|its|the brand['’]s|the company['’]s) payroll\b
      |\bthey(?:['’]re| are| were) the ones? (?:paying|who (?:paid|pay|are paying|were paying))(?: (?:me|us))? for (?:it|this
      |the video|this video)\b
      |\b(?:video|episode|sketch|vlog|review|one|walkthrough|tutorial|guide|build|unboxing|tour|demo|short|stream|podcast|piece
      |recipe|film|clip|comparison|haul|segment) is an? (?!paid\b|small\b|tiny\b|little\b|affiliate\b)[\p{L}\p{N}&.'’-]+(?: [\p{L}\p{N}&.'’-]+)?
      \scommission\b
      |\b(?:treat|consider|count) (?:it|this|this video|this one|the video) as an? (?:ad|advert|advertisement)\b
      |\b(?:which|that) makes (?:it|this|this video|this one) an? (?:ad|advert|advertisement)\b
      |\bthe (?:[\p{L}\p{N}'’&-]+ ){1,4}?(?:series|segment|feature|strand|slot) (?:is|was|has been|are|were) (?:(?:partly|partially|in part
      |entirely|fully|once again|again) )?(?:paid for|bankrolled|underwritten) by\b
    `,
    hints: [
      'check',
      'cheque',
      'paid',
      'pay',
      'underwr',
      'paying',
      'time',
      'budget',
      'money',
      'cash',
      'bill',
      'cost',
      'payroll',
      'commission',
      ' as a',
      'makes',
    ],
    kind: 'paid',
    examples: [
      'Heads up: Lumora cut me a check to play their game for this video',
      'The Lumora headphones and the Velora water are there because both brands paid to be in it',
      'Lumora paid for a slot in this video, and their bit runs from 0:40 to 2:00',
      "Lumora underwrote tonight's Lie Detector",
      'Lumora are the paying customer behind this video',
      'Lumora is covering my time on this video, which makes it an ad',
      'Lumora fronted the budget for this one and gave us a one-line brief',
      'Lumora has put me on their payroll for this haul, so treat it as an ad',
      "This video is a Lumora commission: they're the ones paying for it",
      'The Money Makeover series is paid for by Lumora Building Society',
    ],
    notInSentence: new RegExp(
      String.raw`${AUDIENCE_FUNDING.source}|\b(?:my|our) (?:mum|mom|dad|parents|family|nan|gran|grandma|grandad|grandpa|aunt|uncle` +
        String.raw`|boss|employer)\b|\b(?:grandma|grandpa|granny|grandad|nana)\b`,
      'i',
    ),
  },
  // The brand's money told of the video in the creator's words: "Lumora approached me about a video, and yes, they're
  // paying for it", "this video earns me a fee from Lumora" (not a condition, "if they're paying for it", nor the
  // audience's money, nor the store's fee per order: the affiliate patterns).
  {
    re: regex('gi')`
      (?<!\b(?:if|when|whether|unless|because|since) )\bthey(?:['’]re| are| were) (?:also |actually |really )?paying (?:me |us )?for
      \s(?:it|this|this one|this video)\b(?! (?:myself|themselves|yourselves)\b)
      |\b(?:this|the|today['’]?s) (?:video|review|episode|vlog|one|build|unboxing) (?:earns|earned|is earning|pays|paid|gets|got
      |brings|brought) (?:me|us) an? (?:\w+ )?(?:fee|payment|paycheck|paycheque) from\b
    `,
    hints: ['paying', 'fee', 'payment', 'paycheck', 'paycheque'],
    kind: 'paid',
    examples: [
      "Lumora approached me about a video, and yes, they're paying for it",
      'This video earns me a fee from Lumora, so you know where I stand',
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // A brand paying for a part of the show or the video told by its place in the show, its time or what the creator does
  // in it: "Lumora pays for the segment's place in the show", "Lumora pays me for the bit at 2:10", "Lumora paid for the
  // corner where we cook" (not the creator's or the viewers' "I pay for the segment", nor "the bit" with nothing after).
  {
    re: regex('giu')`
      (?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have|i had|we had|i['’]m|we['’]re|i am|we are)(?: (?:also|just|even))? )
      \b(?:paid|pays|pay|paying|is paying|are paying|['’]re paying|was paying|were paying)(?: (?:me|us))? for (?:the|this|that
      |our|my|today['’]?s|tonight['’]?s) (?:segment|corner|feature|slot|spot|strand|item|bit|part|section)(?:['’]s (?:place|slot
      |spot|air ?time) (?:in|on) (?:the|this|our|my|today['’]?s|tonight['’]?s) (?:show|programme|program|broadcast|bulletin
      |episode|video|stream)\b| (?:at|from|around) \d{1,2}:\d{2}\b| where (?:i|we)\b)
    `,
    hints: ['paid', 'pay'],
    kind: 'paid',
    examples: [
      "Lumora stocks the bench and pays for the segment's place in the show",
      'Lumora pays me for the bit at 2:10, where I show how we track it',
      'Lumora paid for the corner where we test the week’s gadgets',
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // A brand paying the channel to run, air or host its feature: "Lumora pays Pitchline to run Goal of the Month under its
  // name" on Pitchline's channel, "Lumora paid us to air the quiz". The payee names the uploader (Pattern.payee): news of
  // a payment to someone else ("Lumora paid Joe Rogan to host his podcast") is none. Case as written: the payee is a
  // capitalised name.
  {
    re: regex('gu')`
      \b(?:[Pp]aid|[Pp]ays|[Pp]ay|[Pp]aying|is paying|are paying) (?<payee>me|us|${NAME_WORD}(?: ${NAME_WORD}){0,2})
      \sto (?:run|air|host|present|broadcast|put on|carry)\b
    `,
    hints: ['paid', 'pay'],
    kind: 'paid',
    payee: true,
    examples: ['Lumora is paying us to host the quiz round all season'],
    notInSentence: AUDIENCE_FUNDING,
  },
  // A brand sponsoring the channel by its name: "Lumora sponsors Road Notes!", "Lumora is supporting Road Notes this
  // season" on Road Notes' channel. The payee must name the uploader (Pattern.payee): "Nike supports Colin Kaepernick"
  // in news, and an athlete's own sponsor ("sponsors me"), are none. Case as written: the payee is a capitalised name.
  {
    re: regex('gu')`
      \b(?:[Ss]ponsors|is sponsoring|are sponsoring|[Ss]upports|is supporting|are supporting|[Bb]acks|is backing
      |are backing) (?<payee>${NAME_WORD}(?: ${NAME_WORD}){0,2})
    `,
    hints: ['sponsor', 'support', 'back'],
    kind: 'paid',
    payee: true,
    examples: ['Lumora sponsors Road Notes!', 'Lumora is supporting Road Notes this season'],
    notInSentence: AUDIENCE_FUNDING,
  },
  // The channel's own show billed as a brand's: "Road Notes, presented by Lumora", "Season 3 of Road Notes is presented
  // by Lumora", "Lumora presents: Road Notes", "Official partner of Road Notes: Lumora" on Road Notes' channel. The name
  // must be the uploader's (Pattern.payee): "The Summit Tour presented by Lumora" (an event), "Sony Music presents Kid
  // Cudi" (a label's artist) are none. "The official sponsor of Road Notes" is the sponsor words' own pattern, kept from
  // the event exclusion by statements.ts `sponsorOfUploader`.
  {
    re: regex('gu')`
      (?<payee>${NAME_WORD}(?: ${NAME_WORD}){0,2}),?(?: is| was)? (?:[Cc]o-?)?[Pp]resented by\b
    `,
    hints: ['presented by'],
    kind: 'paid',
    payee: true,
    examples: ['Road Notes, presented by Lumora', 'Season 3 of Road Notes is presented by Lumora'],
  },
  {
    re: regex('gu')`
      (?:\b[Pp]resents:?|\b(?:[Oo]fficial |[Pp]roud )?[Pp]artner of) (?<payee>${NAME_WORD}(?: ${NAME_WORD}){0,2})
    `,
    hints: ['presents', 'partner of'],
    kind: 'paid',
    payee: true,
    examples: ['Lumora presents: Road Notes', 'Official partner of Road Notes: Lumora'],
  },
  // A brand paying the shoot's costs in return for its place in it: "Lumora Brewery paid for the pub hire and the crew's
  // wages, and in return every pint on the bar is theirs", "Lumora covered the studio hire; in exchange their lamps are
  // in every shot" (not the creator's own "we paid for the venue hire", nor costs with nothing in return).
  {
    re: regex('giu')`
      (?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have|i had|we had|i['’]m|we['’]re|i am|we are)(?: (?:also|just|even))? )
      \b(?:paid|pays|paying|covered|covers|footed|picked up) (?:for )?(?:the|our|my) (?:[\p{L}'’-]+ ){0,2}(?:hire|wages|crew
      |shoot|location|venue|catering|studio|production)\b(?=[^.\n]{0,80}\bin (?:return|exchange)\b)
    `,
    hints: ['paid', 'pays', 'paying', 'cover', 'foot', 'picked up'],
    kind: 'paid',
    examples: [
      "Lumora Brewery paid for the pub hire and the crew's wages, and in return every pint on the bar is theirs",
      'Lumora covered the studio hire; in exchange their lamps are in every shot',
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // "Boots are paying me for this one", "Lumora paid us for today's one" (not the creator's "I'm paying for this one"),
  // "… and they're paying me for it", "Lumora is paying us for this", "are paying our family for this video", and a
  // brand that "paid for this one" (not the creator's or the viewer's "I paid for this one myself", "you paid for this
  // one").
  {
    re: regex('gi')`
      \b(?:paid|pay|pays|paying) (?:me|us) for (?:this|today['’]?s) one\b
      |(?:['’]re|\bare|\bis|\bwere|\bwas|['’]s) (?:also |even )?paying (?:me|us|our (?:family|channel|crew|team)|the (?:family
      |channel|crew)) for (?:it|this)\b
      |(?<!\b(?:i|we|you|i['’]ve|we['’]ve|you['’]ve|i have|we have|i had|we had|i['’]m|we['’]re|you['’]re|i am|we are)
      (?: (?:also|just|actually|totally|fully|happily|even))? )\b(?:paid|pays|is paying|are paying|was paying|were paying)
      (?: (?:in full|entirely))? for (?:this|today['’]?s|tonight['’]?s) one\b(?! (?:myself|ourselves|with|out of)\b)
    `,
    hints: ['pay', 'paid'],
    kind: 'paid',
    examples: [
      "Lumora asked me to pick my favourite deals, and they're paying me for it",
      'Boots are paying me for this one',
      'Lumora paid for this one, so yes, it is an ad',
      'Lumora, who make the game, are paying our family for this video',
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // The brand's money in the video, told of the video itself: "Tonight's quiz runs on Lumora's money", "this episode has
  // Lumora money in it", "today's vlog is on Lumora's dime", "there's Lumora money behind this video". The money is
  // named by a capitalised name, so this pattern reads case as written ("this video was made with zero money", "runs on
  // my own money", "on the taxpayers' dime" name no brand); the subject is this video or tonight's segment (news of a
  // campaign that "runs on donors' money" is not).
  {
    re: regex('gu')`
      \b(?:[Tt]his|[Tt]oday['’]?s|[Tt]onight['’]?s|[Tt]his week['’]?s)(?: [\p{L}\p{N}'’-]+){0,4}? (?:runs|ran|is running|was running
      |is|was|comes|came|is made|was made|got made|was shot|was filmed|is paid for|was paid for|is funded|was funded|happened
      |happens) (?:all |entirely |partly )?(?:on|with) ${NAME_WORD}(?: ${NAME_WORD}){0,2}?(?:['’]s?)? (?:(?:ad
      |advertising|sponsorship|marketing) )?(?:money|dime|cash|dollars)\b
      |\b[Tt]he(?: [\p{L}\p{N}'’-]+){1,4}? (?:runs|ran|is running|was running|is paid for|was paid for|is funded|was funded|is made
      |was made|comes|came) (?:all |entirely |partly )?(?:on|with) ${NAME_WORD}(?: ${NAME_WORD}){0,2}?(?:['’]s?)?
      \s(?:ad|advertising|sponsorship|marketing) (?:money|dollars|cash|budget)\b
      |\b[Tt]his (?:video|episode|sketch|vlog|show|one|segment|series|stream|review|build|trip|film|clip)(?: [\p{L}\p{N}-]+)?
      \s(?:has|had|has got|contains|carries) (?:some )?${NAME_WORD}(?: ${NAME_WORD}){0,2}? (?:money|cash) in it\b
      |\b[Tt]here['’]s (?:some )?${NAME_WORD}(?: ${NAME_WORD}){0,2}? (?:money|cash) (?:in|behind) (?:this
      |today['’]?s|tonight['’]?s) (?:video|episode|sketch|vlog|show|one|segment|series|stream|review|build|trip|film|clip)\b
    `,
    hints: ['money', 'dime', 'cash', 'dollars', 'budget'],
    kind: 'paid',
    examples: [
      "Tonight's Lie Detector runs on Lumora's money",
      "The Top 5 runs on Lumora Coffee's ad dollars every week",
      "This countdown is made with Lumora's ad money",
      'This episode has Lumora money in it, and the knives came in their box',
      "Today's vlog is all on Lumora Travel's dime",
      "There's Lumora money behind this video",
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // A brand paying for the ad, its slot or a segment at a place in the video, or for its product to be in the shot:
  // "Lumora pays for the ad at the end of this episode", "are paying for a slot in this one", "paid for a short segment
  // at the start of this video", "it's in the shot because Lumora paid for it to be there"; the money given to make
  // the video ("Lumora gave me money to spend a week in their game"); a brand that asked for the video and paid for it
  // ("Lumora asked us to do a makeover, and they paid us for it"); "so it's an ad", "this one's advertising for Lumora".
  // Not the creator's, the viewers' or the family's money: "I paid for the ad on Facebook", "my dad gave me money to buy
  // it", "my neighbour asked me to fix his fence and paid me for it".
  {
    re: regex('giu')`
      (?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have|i had|we had|i['’]m|we['’]re|i am|we are)(?: (?:also|just|even))? )
      \b(?:paid|pays|pay|paying|is paying|are paying|['’]re paying|was paying|were paying) for (?:the|this) (?:ad|advert
      |advertisement|ad break|ad read|ad spot|sponsor slot|sponsor spot|sponsor segment)(?= (?:at|near|in|during) (?:the )?(?:end
      |start|beginning|middle|top|halfway)\b| (?:in|of|during) (?:this|today['’]?s|tonight['’]?s|the) (?:video|episode|vlog|stream
      |show|one)\b)
      |(?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have|i had|we had|i['’]m|we['’]re|i am|we are)(?: (?:also|just|even))? )
      \b(?:paid|pays|pay|paying|is paying|are paying|['’]re paying|was paying|were paying) for (?:a|the|their|its) (?:(?:short|quick
      |brief|small|little|one-minute|two-minute|\d+-(?:second|minute)) )?(?:spot|slot|segment|section|placement|bit|part|shout-?out
      |shout out|mention|plug|read) (?:in
      (?: (?:this|today['’]?s|tonight['’]?s)) (?:one|video|episode|vlog|clip|stream)|(?:at|near) the (?:start|beginning|end|top
      |middle) of (?:this|the|today['’]?s|tonight['’]?s) (?:one|video|episode|vlog|clip|stream))\b
      |(?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have|i had|we had)(?: (?:also|just|even))? )\b(?:paid|pays|pay|paying)
      (?: (?:money|good money|extra))? for (?:it|them|that|this) to be (?:there|in (?:the )?(?:shot|frame|video|clip|music video)
      |on (?:screen|camera))\b
      |\b(?:gave|gives|give|giving|handed) (?:me|us) (?:some )?(?:money|cash|a budget|the money|the cash|the budget) (?:to|for)
      \s(?:make|making|spend|spending|play|playing|try|trying|film|filming|shoot|shooting|do|doing|create|creating|this|the|today['’]?s
      |mention|mentioning|feature|featuring|talk about|plug|plugging|promote|promoting|show off|showcase|shout out|give (?:them|it)
      \sa (?:shout|mention|plug))\b
      |\basked (?:me|us) to (?:make|do|film|shoot|create|try|review|build|put together|cook|plan|test)\b[^.\n]{0,80}?\b(?:and|so|who)
      \s(?:they |then |also )*(?:paid|pay|are paying|were paying|['’]re paying) (?:me|us)(?: for (?:it|this|that|the video|the work))?\b
      |\bso (?:yes,? |yeah,? )?(?:it['’]s|it is|this is|this one['’]s|this one is|this video is|the video is) an? (?:ad|advert
      |advertisement)\b
      |\b(?:this (?:one|video|episode|vlog)|the whole (?:thing|video|episode))(?:['’]s| is) (?:paid )?(?:advertising|an advert|an ad
      |an advertisement) for\b
    `,
    hints: [
      'for the',
      'for this',
      'for a ',
      'for their',
      'for its',
      'to be',
      'money',
      'cash',
      'budget',
      'asked',
      'an ad',
      'advertising',
    ],
    kind: 'paid',
    examples: [
      'Lumora pays for the ad at the end of this episode',
      'Lumora are paying for a slot in this one, so a quick word about their pans',
      'Lumora paid for a short segment at the start of this video',
      '(Lumora paid for the shoutout at the start of the video)',
      'The phone on the dashboard is there because Lumora paid for it to be in the shot',
      'Lumora gave me money to spend a week in their game, so it’s an ad',
      'We went with Lumora, who gave us money to mention them',
      'Lumora asked us to do a kitchen makeover on a budget, and they paid us for it',
      "From start to finish, this one's advertising for Lumora",
    ],
    notInSentence: new RegExp(
      String.raw`${AUDIENCE_FUNDING.source}|\b(?:my|our) (?:mum|mom|dad|parents|family|nan|gran|grandma|grandad|grandpa|aunt|uncle` +
        String.raw`|boss|employer|friends?|mates?|buddy|neighbou?rs?|sister|brother|wife|husband|partner)\b` +
        String.raw`|\b(?:grandma|grandpa|granny|grandad|nana|a viewer|a fan|a stranger|a neighbou?r)\b`,
      'i',
    ),
  },
  // A brand that advertises in the video, rents or buys a part of it, or pays a fee towards it, in the words of a
  // podcast's, a show's or a creator's own read: "Lumora is this week's advertiser", "Lumora is an advertiser in this
  // episode", "Lumora are advertising on this episode", "have paid a fee towards this episode", "bought some ad time in
  // today's video", "rented the first minute of this video", "pays for the segment at 1:05", "Lumora's ad runs at 0:40
  // and they paid for it", "the bit at 4:50 is an ad that Lumora paid for", "put money into the shoot in exchange for the
  // placement", "gets its name on the segment in return", "sent me money to play their game" (not the creator's own:
  // "I bought ad time on Facebook", "we rented the first floor of a cabin", nor an advertiser of another medium:
  // "Lumora is an advertiser in the Super Bowl").
  {
    re: regex('giu')`
      \b(?:is|are|['’]re|was|were) (?:this|today['’]?s|tonight['’]?s|this week['’]?s|this episode['’]?s|this video['’]?s)
      \s(?:episode['’]?s? )?advertiser\b
      |\b(?:is|are|['’]re|was|were) (?:an|the|our|one of (?:the|our|this episode['’]s)) (?:only )?advertisers? (?:in|on|for)
      (?: (?:this|today['’]?s|tonight['’]?s|the) (?:episode|video|vlog|show|stream|podcast|one))\b
      |(?<!\b(?:i|we|you|i['’]m|we['’]re|i am|we are)(?: (?:also|just))? )\b(?:is|are|['’]re|was|were) advertising (?:on|in|during)
      (?: (?:this|today['’]?s|tonight['’]?s|the) (?:episode|video|vlog|show|stream|podcast|one))\b
      |(?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have)(?: (?:also|just))? )\b(?:have|has|had)? ?(?:paid|pay|pays|paying) (?:a|the|us
      |me)? ?(?:small |flat |one-off )?fee (?:towards?|for|into) (?:this|today['’]?s|tonight['’]?s|the) (?:episode|video|vlog
      |show|stream|podcast|review|build|one)\b
      |(?<!\b(?:i|we|you)(?: (?:also|just))? )\b(?:bought|buys|buy|buying|rented|rents|rent|renting) (?:some |a bit of |a slice of |a minute of |(?:\d+
      |a few|a couple of|thirty|sixty|ninety) (?:seconds?|minutes?) of |half a minute of )?(?:ad time|air ?time
      |advertising time|the (?:first|last|opening|closing|middle) (?:[\w-]+ )?(?:minutes?|seconds?|part|bit|section|segment|stretch)
      (?: and a half| or so)?) (?:(?:at|near) the (?:top|start|beginning|end|middle) of|in|of|on|during) (?:this|today['’]?s
      |tonight['’]?s|the) (?:[\w-]+ )?(?:episode
      |video|vlog|show|stream|podcast|day|one|build|trip|haul|review|recipe|tour|session)\b
      |(?<!\b(?:i|we|you)(?: (?:also|just))? )\b(?:paid|pays|pay|paying) for the (?:segment|ad|ad break|spot|slot|bit|read)
      \s(?:at|from) \d{1,2}:\d{2}\b
      |['’]s (?:ad|advert|segment|spot|read) (?:runs|is|starts|comes up) at \d{1,2}:\d{2}\b[^.\n]{0,20}?\b(?:they|who) (?:paid|pay)
      \sfor (?:it|that)\b
      |\bis an? (?:ad|advert|advertisement) (?:that|which) (?:[\p{L}\p{N}&.'’,-]+ ){1,6}?(?:paid|pay|are paying|were paying) for\b
      |\bput (?:money|cash|funds) (?:into|in|towards) (?:the|this) (?:shoot|video|clip|episode|music video)\b[^.\n]{0,40}?\bin
      \sexchange for (?:the|a|their) (?:placement|product placement|shot|appearance|cameo)\b
      |\b(?:gets|get|got|getting) (?:its|their|the brand['’]s|the bank['’]s) name on (?:the|this|our) (?:segment|feature|slot|show
      |series)\b
      |\bsent (?:me|us) (?:some )?(?:money|cash) to (?:play|make|film|try|review|do|feature)\b
      |\b(?:bought|buys|buying|paid|pays|paying) (?:its|their) way (?:into|onto|in) (?:this|today['’]?s|tonight['’]?s|the)
      \s(?:[\w-]+ )?(?:video|episode|clip|show|set|vlog|stream|podcast|segment|sketch|special|one)\b
    `,
    hints: [
      'advertis',
      'fee',
      'ad time',
      'air',
      'rent',
      'bought',
      'buy',
      'pay',
      'paid',
      'money',
      'cash',
      'funds',
      'name on',
      'way',
    ],
    kind: 'paid',
    examples: [
      "Lumora is this week's advertiser, and their read is at 18:20",
      'Lumora is an advertiser in this episode',
      'A quick heads-up: Lumora are advertising on this episode',
      'Lumora have paid a fee towards this episode, and there is a short bit about their kettles',
      "Lumora bought some ad time in today's brew day",
      'Lumora rented the first minute and a half of this video',
      'Lumora bought 45 seconds of airtime at the start of this review',
      'Lumora pays for the segment at 1:05',
      "Lumora's ad runs at 0:40 and they paid for it",
      'The bit at 4:50 is an ad that Lumora, who make the game, paid for',
      'Lumora put money into the shoot in exchange for the placement',
      'Lumora pays for the Weather Watch and gets its name on the segment in return',
      'Lumora sent me money to play their game for this video',
      'Lumora bought its way into this clip, so here is a word about their boxes',
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // A part of the video named as the brand's ad or segment and paid for: "The walkthrough at 11:30 is a Lumora ad I was
  // paid for", "The Tax Desk is a Lumora segment: they bought it outright", "is a Lumora ad that we got paid for" (case as
  // written: the brand is a capitalised name, so "is a great ad I was paid for" names none; the payment is the
  // creator's or the brand's purchase of it, not "a Lumora ad I paid for" on the creator's own listing).
  {
    re: regex('gu')`
      \b(?:is|was|['’]s) an? ${NAME_WORD}(?: ${NAME_WORD}){0,2} (?:ad|advert|advertisement|segment|spot)
      (?: (?:that |which )?(?:I|we)(?: (?:was|were|got|am|are|have been)|['’]ve been|['’]m|['’]re) (?:being )?paid (?:for|to (?:run|do|make))\b
      |[:;,–—] ?they (?:bought|paid for|own|sponsor|pay for) (?:it|the (?:whole )?(?:segment|slot|spot|bit))\b)
    `,
    hints: [' ad', ' advert', 'segment', ' spot'],
    kind: 'paid',
    examples: [
      'The walkthrough at 11:30 is a Lumora ad I was paid for',
      'The Tax Desk is a Lumora segment: they bought it outright',
      'The bit after the intro is a Lumora Home ad that we got paid to run',
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // The video's budget from a brand: "A chunk of this video's budget came from Lumora", "the money behind today's
  // episode comes from Lumora", "Lumora covered part of this video's budget", "Lumora stumped up part of the budget for
  // this video", "Lumora is the money behind this week's Garden Rescue" (not the creator's own savings or the patrons:
  // "this video's budget came from my savings").
  {
    re: regex('gi')`
      \b(?:is|are|was|were|['’]s|['’]re) (?:the|all the) (?:money|cash|funding|budget) behind (?:this|today['’]?s|tonight['’]?s
      |this week['’]?s|this month['’]?s)\b
      |\b(?:covered|covers|paid|pays|funded|funds|financed|footed|stumped up|stumps up|chipped in|chips in|put up|puts up
      |provided|provides|contributed|contributes)(?: (?:part|some|most|half|all|a chunk|a big chunk|a slice) of)? the
      \s(?:whole |entire |production )?(?:budget|funding|costs?|money) (?:for|of|behind) (?:this|today['’]?s|tonight['’]?s)
      \s(?:music )?(?:video|episode|vlog|stream|show|build|trip|series|film|clip|upload)\b
      |\b(?:this|today['’]?s|tonight['’]?s) (?:video|episode|vlog|stream|show|build|trip|series|film)['’]s (?:whole |entire |production )?
      (?:budget|funding|costs?)\b[^.\n]{0,20}?\b(?:came|comes|is coming|was coming) from\b
      |\b(?:budget|funding|money|cash) (?:for|behind) (?:this|today['’]?s|tonight['’]?s) (?:video|episode|vlog|stream|show|build
      |trip|series|film)\b[^.\n]{0,20}?\b(?:came|comes|is coming|was coming) from\b
      |\b(?:covered|covers|paid for|pays for|funded|funds|financed|footed)
      (?: (?:part|some|most|half|all|a chunk|a big chunk|a slice) of)? (?:this|today['’]?s|tonight['’]?s) (?:video|episode
      |vlog|stream|show|build|trip|series|film)['’]s (?:(?:whole|entire|production) )?(?:budget|funding|costs?)\b
    `,
    hints: ['budget', 'funding', 'money', 'cash', 'cost'],
    kind: 'paid',
    examples: [
      "A chunk of this video's budget came from Lumora",
      "The money behind today's episode comes from Lumora",
      "Lumora covered part of this episode's budget",
      'Lumora Phones stumped up part of the budget for this video',
      "Lumora is the money behind this week's Garden Rescue",
    ],
    notInSentence: new RegExp(
      String.raw`${AUDIENCE_FUNDING.source}|\bfrom (?:my|our|me|us|myself|ourselves|the channel|this channel|you|viewers)\b`,
      'i',
    ),
  },
  // A paid review labelled as such: "this is a paid review", a title's "| Paid Review", "(paid review)" (not a word of
  // another language's denial: "ye paid review nahi hai").
  {
    re: /(?:\b(?:is|was|it['’]s|this['’]s) an? |^\W{0,3}|[|([{–—] ?)paid reviews?\b/gim,
    hints: ['paid review'],
    kind: 'paid',
    examples: ['Full disclosure: this is a paid review', 'Lumora X2 review | Paid Review'],
  },
  // A commission's credit at the head of a line or of the video's sentence: "Commissioned by Lumora — this look uses
  // …", "This video was commissioned by Lumora" (not a public body's: "commissioned by the Arts Council", "a report
  // commissioned by the government").
  {
    re: regex('gim')`
      (?:^\W{0,3}|\b(?:this|today['’]?s) (?:\w+ )?(?:video|episode|look|tutorial|post|vlog|review|film|series|piece) (?:is|was|has
      been|were) )commissioned by\b(?! (?:the )?(?:council|government|ministry|department|foundation|trust|lottery|arts|bbc|channel 4))
    `,
    hints: ['commissioned'],
    kind: 'paid',
    examples: ['Commissioned by Lumora — this look uses the new palette', 'This video was commissioned by Lumora'],
  },
  // "Lumora covered part of the cost of making this video", "is covering the cost of this episode", "footed the bill for
  // this recipe video": the brand pays for the video (not "covered the cost of the repairs").
  {
    re: regex('gi')`
      \b(?:covered|covering|covers|cover|footed|footing|foots|foot|picked up|picking up|picks up|pick up|paid|paying|pays)
      (?: (?:part|some|most|half|all|much) of)? the (?:costs?|bill|tab|expenses?|production costs?)\b[^.\n]{0,12}?\b(?:of|for)
      (?: (?:making|producing|filming|shooting))? (?:this|today'?s) (?:\w+ )?(?:video|episode|film|vlog|series)\b
      |\b(?:covered|covering|covers|footed|footing|foots|picked up|picking up|picks up|paid|paying|pays|pay) the (?:bill|tab|costs?)
      \s(?:for|of) (?:our|this|today['’]?s|tonight['’]?s|this week['’]?s|this month['’]?s) (?:[\w'’-]+ ){0,2}?(?:segment|corner
      |feature|report|forecast|bulletin|update|round-?up|slot|quiz|challenge|cook-?off)s?\b
    `,
    hints: ['cost', 'bill', 'tab', 'expense'],
    kind: 'paid',
    examples: ['Lumora foots the bill for our Money Monday segment all month'],
    notInSentence: AUDIENCE_FUNDING,
  },
  // A brand paying for what the show or the video gives away: "Lumora picked up the tab for every blender in the studio
  // today", "Lumora is paying for every prize in tonight's draw", "Lumora covered all the prizes", "Lumora foots the bill
  // for the giveaway" (not the creator's own "I paid for the prizes myself", nor the family's; a prize nobody pays
  // for names no payer).
  {
    re: regex('gi')`
      (?<!\b(?:i|we|you|i['’]m|we['’]re|i am|we are|i['’]ve|we['’]ve|i have|we have)(?: (?:also|just|even|already))? )
      \b(?:(?:picked up|picks up|picking up|pick up|footed|foots|footing|foot|covered|covers|covering|paid|pays|paying|stumped up
      |stumps up) the (?:tab|bill|costs?|cheque|check) (?:for|of)|(?:paid|pays|paying) for|(?:covered|covers|covering|bankrolled
      |bankrolls|funded|funds|funding))
      (?= (?:every|each|all|the|tonight['’]?s|today['’]?s|this week['’]?s|our|a|an|one|two|three|\d+)\b[^.\n]{0,60}?\b(?:giveaways?
      |prizes?|sweepstakes|raffle|prize draw|in the studio|studio audience|(?:everyone|everybody) in the (?:audience|crowd)
      |if you win|winners?)\b)
    `,
    hints: [
      'tab',
      'bill',
      'cost',
      'cheque',
      'check',
      'paid for',
      'pays for',
      'paying for',
      'cover',
      'bankroll',
      'fund',
    ],
    kind: 'paid',
    examples: [
      'Lumora picked up the tab for every blender in the studio today',
      "Lumora is paying for every prize in tonight's draw",
      'Lumora covered all the prizes for the giveaway',
      'Lumora foots the bill for the giveaway this week',
    ],
    notInSentence: new RegExp(
      String.raw`${AUDIENCE_FUNDING.source}|\b(?:my|our) (?:mum|mom|dad|parents|family|nan|gran|grandma|grandad|grandpa|aunt|uncle` +
        String.raw`|friends?|partner|wife|husband)\b|\b(?:myself|ourselves)\b`,
      'i',
    ),
  },
  // A part of the show or the video named by the brand that funds it: "Tonight's Cook-Off is an Instacart-funded
  // segment", "this is a Lumora-backed episode", "our Lumora-financed corner" (case as written: the brand is a
  // capitalised name, so "a crowd-funded video" names none; the noun is a part of a show or a video, not a
  // "NASA-funded study"; not a public or an audience's funding: "a Lottery-funded series", "a Patreon-funded video").
  {
    re: regex('gu')`
      (?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}&.'’+]*(?:[ -]\p{Lu}[\p{L}\p{N}&.'’+]*){0,2}-(?:funded|backed|bankrolled|financed|paid
      |underwritten) (?:segments?|corners?|features?|episodes?|videos?|vlogs?|series|sketch(?:es)?|challenges?|cook-?offs?|stream
      |shorts?|clips?|specials?|uploads?|bits?)\b
    `,
    hints: ['-funded', '-backed', '-bankrolled', '-financed', '-paid', '-underwritten'],
    kind: 'paid',
    examples: ["Tonight's Cook-Off is an Instacart-funded segment", 'This is a Lumora-backed episode, for the record'],
    notInSentence: new RegExp(
      String.raw`${AUDIENCE_FUNDING.source}|\b(?:government|state|council|lottery|arts|public|taxpayer|federal|university|grant)\b`,
      'i',
    ),
  },
  // The brand backing the video, in the verbs creators use for it: "Squarespace is who makes this channel possible",
  // "Brilliant supports this episode", "Lumora is backing today's video", "Skillshare put money behind today's vlog",
  // "Tonight's show was paid for in part by Hulu", "This build was bankrolled by Lumora" (not the audience: "you make
  // this channel possible", nor "Thanks for supporting this video").
  {
    re: regex('gi')`
      (?<!\b(?:you|you all|y['’]?all|you guys|patrons|supporters|viewers|members|fans|listeners|donors|backers|subscribers
      |everyone|everybody|people|those|all)(?:,? who)? )(?<!\bhelp )\b(?:makes|made|making|is making|are making|has made
      |have made) (?:this|today['’]?s|tonight['’]?s|the) (?:whole |entire )?(?:video|episode|vlog|stream|channel|show|series|build
      |trip|review|tutorial|podcast)(?: (?:this|every|each) (?:week|month|time))? possible\b
      |\b(?:supports|backs|backed|is supporting|are supporting|is backing|are backing|was backing|were backing|proudly supports)
      (?: (?:this|today['’]?s|tonight['’]?s) (?:whole |entire )?(?:video|episode|vlog|stream|show|series|build|segment|review|tutorial
      |podcast|channel)\b)
      |\b(?:put|puts|putting|has put|have put) (?:some |the |real |serious )?(?:money|cash|funding|budget|funds)
      (?: (?:behind|into|toward|towards|up for))? (?:this|today['’]?s|tonight['’]?s|the) (?:whole |entire )?(?:video|episode|vlog|stream
      |show|series|build|segment|review|tutorial|podcast|trip)\b
      |\bput up the (?:money|cash|budget) for (?:this|today['’]?s|tonight['’]?s|the) (?:\w+ )?(?:video|episode|vlog|stream|show
      |series|build|trip)\b
      |\b(?:this|today['’]?s|tonight['’]?s) (?:whole |entire )?(?:video|episode|vlog|stream|show|series|build|segment|review|tutorial
      |podcast|trip|film|upload|sketch|skit|clip|song)(?: \w+)? (?:is|was|has been|were|are|gets|got) (?:(?:partly|partially|in part|entirely|fully|kindly
      |all) )?(?:(?:bought and )?paid for|bankrolled|underwritten|financed|footed|covered|picked up)(?: (?:in part|partly|partially
      |in full))? by\b
      |\b(?:this|today['’]?s|tonight['’]?s) (?:whole |entire )?(?:one|video|episode|vlog|stream|show|build|review|tutorial|podcast
      |trip|upload)(?:['’]s| is| was| has been) (?:(?:proudly|kindly|partly|once again|again) )?(?:backed|funded) by\b
      |\b(?:our|this|today['’]?s|tonight['’]?s|this week['’]?s|this weekend['’]?s) (?:[\w-]+ )?(?:forecast|outlook|weather
      |segment|corner|feature|report|bulletin|update|round-?up|coverage)(?: \w+)? (?:is|was|has been|gets|got) (?:(?:partly
      |partially|in part|entirely|fully|all) )?(?:(?:bought and )?paid for|bankrolled|underwritten|financed|funded|backed) by\b
    `,
    hints: [
      'possible',
      'support',
      'back',
      'money',
      'cash',
      'fund',
      'budget',
      'paid for',
      'bankroll',
      'underwritten',
      'financed',
      'footed',
      'covered',
      'picked up',
    ],
    kind: 'paid',
    examples: [
      'Lumora is who makes this channel possible this week',
      'Lumora supports this episode, and the first 200 people get 20% off',
      'Skillshare put money behind today’s vlog',
      "Tonight's show was paid for in part by Lumora",
      "This one's backed by Lumora: they make the skins on every device here",
      "Today's upload is funded by Lumora, the network of local print shops",
      'Our long-weekend outlook is bought and paid for by Lumora all summer',
    ],
    notInSentence: AUDIENCE_FUNDING,
  },
  // Not a policy that names the label ("videos marked #AD are paid", "posts tagged #ad"): no disclosure of its own.
  // A brand's own campaign tag says the same: "#HelloFreshPartner", "#BeatsPartner", "#SamsungAmbassador"; a
  // platform's status is no brand's ("#TwitchPartner", "#YouTubePartner").
  {
    re: /(?<!\b(?:marked|tagged|labell?ed|flagged)(?: with)?(?: an?)? )(?:#(?:ad|sponsored|sponsor|paid|partner|advert|advertisement|spon|paidpartnership|werbung|anzeige)\b|#(?!(?:twitch|youtube|yt|tiktok|facebook|creator|channel|kick)partner\b)[a-z0-9]{2,30}(?:sponsored|ambassador|partner)\b)/gi,
    hints: ['#'],
    kind: 'paid',
  },
  // "(AD)", "[Paid]", "{ad}", "<AD>", "【AD】", "(Paid Sketch)", and a title's "*AD*" between asterisks: the label in any
  // bracket.
  {
    re: regex('giu')`
      [([{<【「〔［](?:ad|advert|advertisement|paid|paid (?:ad|sketch|skit|video|short|segment|post|vlog|content|song|clip)
      |(?:brand|publisher|sponsor|company|developer|studio|maker|manufacturer|label|client|advertiser)[- ]paid
      |contains (?:an? )?(?:ad|advert|advertisement|advertising))[)\]}>】」〕］]
      |(?<![\p{L}\p{N}*])\*(?:ad|advert|advertisement)\*(?![\p{L}\p{N}*])
    `,
    hints: ['(', '[', '*', '{', '<', '【', '「', '〔', '［'],
    kind: 'paid',
  },
  { re: /^\W{0,3}(?:ad|advert|advertisement)\s*[:|\-–—]/gim, hints: ['ad', 'advert'], kind: 'paid' },
  // An ad label in capitals closing a title or a line after a separator ("Get Ready With Me | AD", "… – ADVERT"): the
  // whole video is an ad, as the languages' closingAdLabel reads it (only in capitals: "… Super Bowl Ad" names a
  // commercial).
  closingAdLabel(['ad', 'advert', 'advertisement'], 'Get Ready With Me | AD', { capitals: true }),
  // Gift words are in languages/en.ts.
];

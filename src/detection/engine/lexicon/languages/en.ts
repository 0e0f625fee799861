// English: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift
// patterns. Its sponsor, affiliate, promo and discount patterns are in ../english.ts.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

export const ENGLISH: LanguageLexicon = {
  code: 'en',
  name: 'English',
  gift: {
    verbs: {
      'lent by': 'The camera was lent by Lumora for two weeks',
      'loaned by': 'Lens loaned by Lumora Optics',
      'generously sent': 'Lumora generously sent over their new blender',
      'generously provided': 'The tent was generously provided by Lumora',
      'generously gifted': 'These boots were generously gifted by Lumora',
      'generously lent': 'Lumora generously lent us the van',
      'generously loaned': 'Lumora generously loaned me the drone',
      'received this … from': 'I received this palette from Lumora a month ago',
      'received these … from': 'I received these headphones from Lumora',
      'thank* … for the products': 'Thanks to Lumora for the products!',
      'thank* … for the samples': 'Thank you Lumora for the samples',
      'thank* … for the goodies': 'Thanks Lumora for the goodies',
      'thank* … for the care package': 'Thank you Lumora for the care package',
      'at no cost to me': 'Lumora provided this kettle at no cost to me',
      'at no cost to us': 'The hotel hosted two nights at no cost to us',
      'kind enough to send': 'Lumora were kind enough to send the new lens',
      'kind enough to lend': 'Lumora was kind enough to lend us the van',
      'kind enough to provide': 'Lumora was kind enough to provide the tent',
      'kind enough to gift': 'Lumora were kind enough to gift me this palette',
      'received a sample': 'I received a sample of the serum from Lumora',
      'received samples': 'I received samples from Lumora',
      'sent by the brand': 'The headphones were sent by the brand, Lumora',
      'sent by the manufacturer': 'Review unit sent by the manufacturer, Lumora',
      'in exchange for … review': 'Lumora sent this in exchange for an honest review',
      'came courtesy of': 'The beans this week came courtesy of Lumora Roasters',
      'come courtesy of': 'These knives come courtesy of Lumora',
      'comes courtesy of': 'The tent comes courtesy of Lumora',
      'arrived courtesy of': 'The new drone arrived courtesy of Lumora',
      'let me keep': 'Lumora let me keep the phone after the review',
      'let us keep': 'Lumora let us keep the kayaks',
      'let me take … home': 'Lumora let me take the bronzer home from the event',
      'popped … in the post': 'Lumora popped their new box in the post for me',
      'popped … in the mail': 'Lumora popped a few samples in the mail',
      'threw in … for free': 'Lumora threw in a second lens for free',
      'slipped … for free': 'Lumora slipped a few extra serums into my order for free',
      'came from … without charge': 'The case came from Lumora without charge',
      'came to us free': 'Every gift this week came to us free from Lumora',
      'came to me free': 'The blender came to me free from Lumora',
      'handed us the keys': 'Lumora handed us the keys to a van for the tour',
      'handed me the keys': 'Lumora Motors handed me the keys for a week',
      'let us have … free': 'Lumora let us have the chairs free for this tour',
      'let me have … free': 'Lumora let me have the lens free for a month',
      'surprised me with': 'Lumora surprised me with their whole autumn range',
      'surprised us with': 'Lumora surprised us with a crate of their new mugs',
      'let me hold on to': 'Lumora let me hold on to the tripod after the shoot',
      'let us hold on to': 'Lumora let us hold on to the paddles',
      'let me hang on to': 'Lumora let me hang on to the sample unit',
      'let us hang on to': 'Lumora let us hang on to both tents',
      'let me hold onto': 'Lumora let me hold onto the phone',
      'let us hold onto': 'Lumora let us hold onto the boards after filming',
      'kitted me out': 'Lumora kitted me out with a jacket and boots for the hike',
      'kitted us out': 'Lumora kitted us out for the expedition',
      'kitted out by': 'The whole crew was kitted out by Lumora',
      'let me walk out with': 'Lumora let me walk out with a pair of trainers',
      'let us walk out with': 'Lumora let us walk out with two bags of samples',
    },
    nouns: {
      'press car': 'This press car came from Lumora Motors',
      'press vehicle': 'Press vehicle from Lumora Motors',
      'press loan': 'The drone is a press loan from Lumora',
      'review code': 'Review code from Lumora Games',
      'review key': 'Review key from Lumora Games',
      'press key': 'Press key from Lumora Games',
      'pr box*': 'The PR box from Lumora arrived',
      'pr mailer*': 'PR mailer from Lumora',
      'freebie* from': 'The kits were a freebie from Lumora',
      'demo unit* from': 'Demo unit from Lumora',
      'evaluation unit*': 'Evaluation unit from Lumora',
      'test unit* from': 'Test unit from Lumora',
      'press trip': 'This was a press trip hosted by Lumora Hotels',
      'media trip': 'A media trip with Lumora Travel',
      'a present from': 'The trampoline reached us as a present from Lumora',
      'as a surprise from': 'The kit turned up as a surprise from Lumora',
      'surprise parcel from': 'These came in a surprise parcel from Lumora',
      'surprise package from': 'A surprise package from Lumora arrived',
      'surprise box from': 'A surprise box from Lumora landed today',
      "didn't charge": "Lumora made the jumpers for us and didn't charge a penny",
      'did not charge': 'Lumora did not charge us for the hire',
      'borrowed for': 'The camera is Lumora’s, borrowed for a month',
    },
    labels: {
      gift: 'Sweater (gift) – lumora.com',
      'pr gift': 'Lip oil (PR gift) – lumora.com',
      'press sample': 'Serum [press sample] – lumora.com',
      loaned: 'Tripod (loaned) – lumora.com',
      loan: 'Lens (loan) – lumora.com',
      provided: 'Chair (provided) – lumora.com',
    },
    acts: {
      sent: 'Lumora sent a Founders Edition lens our way',
      popped: 'Lumora popped a box of everything through my door',
      dropped: 'Lumora dropped a parcel on my doorstep',
      posted: 'Lumora posted the new palette through my letterbox',
      mailed: 'Lumora mailed the whole kit our way',
      shipped: 'Lumora shipped the new drone our way',
      gave: 'Lumora gave us the tent to keep',
      gifted: 'Lumora gifted the jumpers as a thank you',
      handed: 'Lumora handed the new phone into my hands a week early',
      passed: 'Lumora passed a prototype our way',
      left: 'Lumora left a box of samples on our doorstep',
      brought: 'Lumora brought the new range to my door',
      put: 'Lumora put the new phone into my hands before launch',
      slipped: 'Lumora slipped a sample through my letterbox',
      supplied: 'Lumora supplied the paint for nothing',
      loaned: 'Lumora loaned a second body for two weeks',
      lent: 'Lumora lent the van for the summer',
      leant: 'Lumora leant a drone for a month',
      couriered: 'Lumora couriered the lens for three weeks of testing',
      'came from': "The case came from Lumora and we didn't pay for it",
    },
    cues: {
      'our way': 'Lumora sent two lenses our way',
      'my way': 'Lumora sent the kit my way',
      'through my door': 'Lumora popped a box through my door',
      'through our door': 'Lumora popped a hamper through our door',
      'through my letterbox': 'Lumora posted a sample through my letterbox',
      'through the letterbox': 'Lumora popped the palette through the letterbox',
      'to my door': 'Lumora brought the new range to my door',
      'to our door': 'Lumora shipped a crate to our door',
      'on my doorstep': 'Lumora left a parcel on my doorstep',
      'on our doorstep': 'Lumora dropped a hamper on our doorstep',
      'into my hands': 'Lumora put the phone into my hands before launch',
      'into our hands': 'Lumora handed the keys into our hands for the trip',
      'for free': 'Lumora supplied all the chairs for free',
      'at no charge': 'Lumora supplied the case at no charge',
      'without charge': 'Lumora sent the new lens without charge',
      'for nothing': 'Lumora gave us the paint for nothing',
      'on the house': 'Lumora sent the drinks over on the house',
      'to keep': 'Lumora gave me the watch to keep',
      'as a present': 'Lumora sent the blender as a present',
      'as a surprise': 'Lumora sent the calendar as a surprise',
      'as a gift': 'Lumora sent the kettle as a gift',
      'as a thank you': 'Lumora sent the jumper as a thank you',
      'out of the blue': 'Lumora sent a box out of the blue',
      // Not paid for by the creator, of a thing given ("I didn't pay for it" alone, of a purchase, has no act).
      "didn't pay for": "Lumora gave us the kettle and we didn't pay for it",
      'did not pay for': 'The case came from Lumora, we did not pay for it',
      "haven't paid for": "Lumora gave me the set and I haven't paid for any of it",
      'have not paid for': 'Lumora sent the jackets; I have not paid for them',
      'never paid for': 'Lumora sent the serum and I never paid for it',
      'no payment involved': 'Lumora gave me two pairs, no payment involved',
      // To be returned, or never asked back.
      'asked for it back': 'Lumora left the lens with me and never asked for it back',
      'asked for them back': 'Lumora left the boots with us and never asked for them back',
      'ask for it back': "Lumora left the camera with me and didn't ask for it back",
      'never asked for it back': 'Lumora left a mixer with me in the spring and never asked for it back',
      'never asked for them back': 'Lumora left two tents with us last year and never asked for them back',
      'back to them': 'Lumora loaned the van and it went back to them after the trip',
      'sent back': 'Lumora loaned the drone and it was sent back after the shoot',
      // Ahead of the public, or for a while.
      'before release': 'Lumora sent the shoes before release',
      'before launch': 'Lumora shipped the headset before launch',
      'ahead of launch': 'Lumora gave me the blender ahead of launch',
      'ahead of release': 'Lumora sent the console ahead of release',
      'for a week': 'Lumora lent the car for a week',
      'for two weeks': 'Lumora loaned the camera for two weeks',
      'for three weeks': 'Lumora couriered the lens for three weeks',
      'for a few weeks': 'Lumora lent the bike for a few weeks',
      'for a month': 'Lumora leant the drone for a month',
      'for the season': 'Lumora lent us the stove for the season',
      'for the summer': 'Lumora lent us the kayaks for the summer',
      // A note from the brand's team in the parcel.
      'handwritten note': 'Lumora sent the collection with a handwritten note',
      'with a handwritten note': 'Lumora sent their whole new collection along with a handwritten note',
      'with a note': 'Lumora sent the new range with a note',
      'with a card': 'Lumora sent the hamper with a card',
    },
    credits: [
      'song*',
      'track*',
      'data',
      'image*',
      'photo*',
      'clip*',
      'audio',
      'sound*',
      'graphics',
      'animation*',
      'art',
      'artwork',
      'maps',
      'chart*',
      'thumbnail',
      'captions',
      'subtitles',
      'translation*',
    ],
    notGifts: [
      'my friend*',
      'a friend',
      'my mom',
      'my mum',
      'my dad',
      'my parents',
      'my wife',
      'my husband',
      'my brother',
      'my sister',
      'my family',
      'my girlfriend',
      'my boyfriend',
      'my grandma',
      'my grandpa',
      'you guys',
      'a viewer',
      'viewers',
      'subscribers',
      'a fan',
      'christmas gift*',
      'birthday gift*',
      'birthday present*',
      'secret santa',
      'gift exchange',
      'holiday gift*',
      'messages',
      'questions',
      'comments',
      'charity',
      'charities',
      'proceeds',
      'fundrais*',
      'question',
      'message',
      'email',
      'e-mail',
      'comment',
      'letter',
      'award*',
      'trophy',
    ],
  },
  patterns: [
    {
      re: /\b(?:sent|send|sending|gave|given|gifted|gifting|provided|providing|loaned|loaning|lent|leant|lending|shipped|mailed|couriered)\s+(?:me|us)\b/gi,
      hints: [
        'sen',
        'gave',
        'given',
        'gifted',
        'gifting',
        'provid',
        'loan',
        'lent',
        'leant',
        'lending',
        'shipped',
        'mailed',
        'couriered',
      ],
      kind: 'gift',
    },
    // "a camera loaned to us by Vision Research", "sent to me by the brand" without "was".
    {
      re: /\b(?:sent|gifted|given|provided|loaned|lent|shipped) to (?:me|us) by\b/gi,
      hints: ['to me by', 'to us by'],
      kind: 'gift',
    },
    // "Nintendo provided a Switch for our launch coverage", "Sony lent us … for this review": a maker's unit for the
    // video (not "provided a link for more info").
    {
      re: regex('gi')`
        \b(?:provided|supplied|lent|loaned)\b (?:a|an|the|this|these|two|three|both)\b[^.\n]{0,40}?\bfor (?:(?:our|my|this|the|a)
        (?: \w+)? )?(?:review|coverage|testing|test|video|comparison|hands-on|unboxing|first look|build|setup)\b
      `,
      hints: ['provided', 'supplied', 'lent', 'loaned'],
      kind: 'gift',
    },
    // Beauty's "I got this in PR from Fenty", "it came in PR".
    {
      re: /\b(?:got|received|came|arrived|get)\b(?: \w+){0,2} in (?:pr|a pr (?:package|box|mailer))\b/gi,
      hints: [' in pr', ' in a pr'],
      kind: 'gift',
    },
    {
      re: regex('gi')`
        \bsent (?:this|these|it|them|one|two|three|four|both|some|a|an|the|their|over|out)\b[^.\n]{0,40}?\b(?:to (?:me|us)|over|for (?:me|us)|free)\b
      `,
      hints: ['sent'],
      kind: 'gift',
    },
    { re: /\bsent over\b/gi, hints: ['sent over'], kind: 'gift' },
    // "Lumora shipped over the headset", "couriered a lens over": sent to the creator (not "shipped over 5 million units").
    {
      re: regex('gi')`
        \b(?:shipped|couriered|mailed|posted|flew) over\b(?! (?:\d|a (?:million|billion|thousand|hundred)|half|one|two|three))
        |\b(?:shipped|couriered|mailed|posted) (?:a|an|the|this|these|their|its|two|three|both|some)\b[^.\n,;]{0,30}? over\b(?! \d)
      `,
      hints: ['shipped', 'couriered', 'mailed', 'posted', 'flew'],
      kind: 'gift',
    },
    // "they loaned the van to us for the trip", "Lumora lent two boards to me": a loan to the creator.
    {
      re: /\b(?:loaned|lent|leant)\b[^.\n]{0,40}?\bto (?:me|us)\b/gi,
      hints: ['loaned', 'lent', 'leant'],
      kind: 'gift',
    },
    // "on a three-month loan from Lumora", "on a long-term loan from": a loan of a stated length (not "interest on a loan
    // from the bank").
    {
      re: /\bon (?:a|an) (?:(?:\w+|\d+)[- ](?:day|week|month|year)|long[- ]term|short[- ]term|extended|press|review) loan from\b/gi,
      hints: ['loan from'],
      kind: 'gift',
    },
    // "Lumora let us try two pairs before release; both went back to them": a try-out lent and returned, or ahead of the
    // public (not the creator's own "Let me try the new serum", nor "so let us try it").
    {
      re: /(?<=\p{L}[’']?s? )(?<!\b(?:so|now|and|but|then|just|please|okay|ok|first|to|gonna|will|would|can|could) )let (?:me|us) (?:try|test|use)\b/giu,
      hints: ['let me', 'let us'],
      near: /\b(?:before (?:release|launch)|ahead of (?:release|launch)|went back|go(?:es)? back|sent back|back to them|returned)\b/giu,
      requires: ['before', 'ahead', 'back', 'returned'],
      kind: 'gift',
    },
    // "Lumora donated the timber and the paint for the cubby", "donated the plants to us": materials given to the
    // creator's build (not a company's donation to a charity or relief).
    {
      re: regex('gi')`
        \bdonated (?:the|all the|some|a|an|two|three|our|my)\b[^.\n]{0,50}?\b(?:to (?:me|us)|for (?:the|our|my|this|today'?s) (?:\w+ )?
        (?:build|project|video|episode|makeover|renovation|reno|cubby|cubby house|playhouse|treehouse|shed|garden|room
        |kitchen|bathroom|nursery|backyard))\b
      `,
      hints: ['donated'],
      kind: 'gift',
    },
    // "The Fitbits were Lumora's Christmas present to our audience": the brand’s gift to the audience in the studio.
    {
      re: /\b(?:present|presents|gift|gifts) to (?:our|my|the|this|tonight'?s) (?:whole |live )?(?:audience|crowd)\b/gi,
      hints: ['audience', 'crowd'],
      kind: 'gift',
    },
    { re: /\bsent (?:to )?(?:me|us)\b/gi, hints: ['sent'], kind: 'gift' },
    { re: /\bgifted\b/gi, hints: ['gifted'], kind: 'gift' },
    { re: /\bfor (?:sending|gifting)\b/gi, hints: ['for sending', 'for gifting'], kind: 'gift' },
    // "Thanks to Corsair for supplying the case", "Kia let us borrow the Stinger": a maker's parts or a loan.
    { re: /\bfor supplying\b/gi, hints: ['for supplying'], kind: 'gift' },
    { re: /\blet (?:me|us) borrow\b/gi, hints: ['borrow'], kind: 'gift' },
    { re: /\bkindly (?:sent|provided|gifted|lent|loaned)\b/gi, hints: ['kindly'], kind: 'gift' },
    // A press kit is a media kit for journalists, not a gift.
    {
      re: /\bpr (?:package|sample|unit|kit)s?\b|\bpress (?:package|sample|unit)s?\b/gi,
      hints: ['pr ', 'press '],
      kind: 'gift',
    },
    { re: /\breview (?:unit|sample|copy|sample)s?\b/gi, hints: ['review '], kind: 'gift' },
    {
      re: /\b(?:was|were|is|are|been) (?:provided|sent|gifted|given|loaned|lent)(?: to (?:me|us))?\b/gi,
      hints: ['provided', 'sent', 'gifted', 'given', 'loaned', 'lent'],
      kind: 'gift',
    },
    // "Ingredients supplied by Woolworths": a store's or maker's goods for the video, as "provided by".
    { re: /\b(?:provided|supplied) by\b/gi, hints: ['provided by', 'supplied by'], kind: 'gift' },
    // "a camera loaned from Sony Canada", "on loan from Canon" (a friend's or the family's loan is none:
    // GIFT_EXCLUSION);
    // "Old Town hooked us up with two kayaks".
    {
      re: /\b(?:loaned|lent|on loan) from\b|\bhooked (?:me|us) up with\b/gi,
      hints: ['loaned from', 'lent from', 'loan from', 'hooked'],
      kind: 'gift',
    },
    // "FCP Euro supplied the parts for this video", "Thermaltake furnished the fans for this build": a maker's or
    // store's parts for a build or review.
    {
      re: /\b(?:supplied|furnished)\b[^.\n]{0,40}?\bfor (?:this|the|today'?s) (?:video|build|review|project|episode)\b/gi,
      hints: ['supplied', 'furnished'],
      kind: 'gift',
    },
    // "(sent by Minisforum for review)", "lent by Sony for testing": a maker's unit for a review.
    {
      re: /\b(?:sent|lent|loaned|shipped) by\b[^.\n]{1,40}?\bfor (?:review|testing|this (?:review|video|test))\b/gi,
      hints: ['sent by', 'lent by', 'loaned by', 'shipped by'],
      kind: 'gift',
    },
    { re: /\breceived\b[^.\n]{0,40}?\bfree\b/gi, hints: ['received'], kind: 'gift' },
    {
      re: /\b(?:got|received|given) (?:it|this|these|them|one)(?: \w+)? for free\b/gi,
      hints: ['for free'],
      kind: 'gift',
    },
    { re: /\bfree of charge\b/gi, hints: ['free of charge'], kind: 'gift' },
    {
      re: regex('gi')`
        \b(?:provided|supplied|sent|gave|lent|loaned|shipped)\b[^.\n]{0,60}?\b(?:for free|at no cost|free of charge)\b
      `,
      hints: ['provided', 'supplied', 'sent', 'gave', 'lent', 'loaned', 'shipped'],
      kind: 'gift',
    },
    { re: /\bcomplimentary\b/gi, hints: ['complimentary'], kind: 'gift' },
    // "Holographic glitter (c/o) – bornprettystore.com", "c/o Glossier": care of, the beauty bloggers' gift mark.
    {
      re: /\(c\/o\)|\bc\/o (?=\p{Lu})|\((?:gifted|pr|pr sample|sent to me)\)|\((?:sent|gifted|provided|loaned|lent) by (?=\p{Lu})/giu,
      hints: ['c/o', '(gifted', '(pr', '(sent', '(provided', '(loaned', '(lent'],
      kind: 'gift',
    },
    { re: /\bloaner\b|\bon loan\b/gi, hints: ['loan'], kind: 'gift' },
    // "Outfits courtesy: Manyavar", "Jewellery courtesy of …": worn items lent or given (not "footage courtesy of", a
    // credit).
    {
      re: /\b(?:outfits?|clothes|clothing|wardrobe|attire|costumes?|jewell?ery|styling|shoes|products) (?:are |were |is )?courtesy\b/gi,
      hints: ['courtesy'],
      kind: 'gift',
    },
    // A stay or a trip given by its host: "I was hosted by Harbor Inn", "our stay was hosted by…", "they hosted us for
    // three nights", "we were invited by LEGOLAND to spend the day" (not a show "hosted by" its presenter, nor a guest
    // "hosted" on a podcast, nor "invited by the BBC to talk").
    {
      re: regex('gi')`
        \b(?:i|we) (?:was|were|am|are|have been|had been|got|get) (?:kindly |generously )?hosted by\b
        |\b(?:stay|stays|trip|visit|room|suite|nights?|weekend|holiday|vacation) (?:was|were|is|are|has been) (?:kindly |generously )?
        (?:hosted|comped|covered) by\b|\bhosted (?:me|us|(?:our|my|the) (?:family|kids|crew|team)) (?:for|at)\b[^.\n]{0,30}?\b(?:nights?|days?|weekend|stay|week)\b
        |(?<!\b(?:i|we|i'?ve|we'?ve|i had|we had) )\b(?:covered|comped) (?:my|our) (?:stay|trip|hotel|room|flights?|accommodations?)\b
        |\b(?:i|we) (?:was|were|have been|had been|got) (?:kindly |generously )?invited
        (?: by\b[^.\n]{1,40}?\b| )to (?:spend|stay|visit|experience|enjoy)\b
      `,
      hints: ['hosted', 'comped', 'covered', 'invited'],
      kind: 'gift',
    },
    { re: /\b(?:a |as a )?gift from\b/gi, hints: ['gift from'], kind: 'gift' },
    {
      re: regex('gi')`
        \bsent (?:this|these|it|them|the|a|an|one|my|our)\b[^.\n]{0,40}?\b(?:for (?:review|testing
        |this (?:video|review|comparison|test|build|project|episode))|to (?:review|test|try))\b
      `,
      hints: ['sent'],
      kind: 'gift',
    },
  ],
};

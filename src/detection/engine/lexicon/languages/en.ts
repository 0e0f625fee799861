// English: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written gift
// patterns. Its sponsor, affiliate, promo and discount patterns are in ../english.ts.
import { CREATOR_RECEIVER } from '../english.js';
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

export const ENGLISH: LanguageLexicon = {
  code: 'en',
  name: 'English',
  gift: {
    verbs: {
      'lent by': 'The camera was lent by Lumora for two weeks',
      // The whole price taken off: "Lumora knocked the whole price off the two panels".
      'knocked the whole price off': 'Lumora knocked the whole price off the two panels',
      'took the whole price off': 'Lumora took the whole price off the brackets',
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
      // Free told against a purchase: "Lumora's team dispatched the pots, so these came free, not bought".
      'free, not bought': "Lumora's team dispatched two pots, so these came free, not bought",
      'free, not purchased': 'Lumora posted the mix over, so it was free, not purchased',
      'free rather than bought': 'The kettle came from Lumora free rather than bought',
      'handed us the keys': 'Lumora handed us the keys to a van for the tour',
      'handed me the keys': 'Lumora Motors handed me the keys for a week',
      'let us have … free': 'Lumora let us have the chairs free for this tour',
      'let me have … free': 'Lumora let me have the lens free for a month',
      'surprised me with': 'Lumora surprised me with their whole autumn range',
      'surprised us with': 'Lumora surprised us with a crate of their new mugs',
      // The surprise told by its act: "Lumora surprised the twins by mailing them a giant ball", "surprised me by sending".
      'surprised … by sending': 'Lumora surprised us by sending the whole autumn range',
      'surprised … by mailing': 'Lumora surprised the twins by mailing them a giant ball',
      'surprised … by shipping': 'Lumora surprised me by shipping two pairs over',
      'surprised … by posting': 'Lumora surprised the kids by posting a box of figures',
      'surprised … by gifting': 'Lumora surprised the girls by gifting them a dollhouse',
      'surprised … by dropping off': 'Lumora surprised us by dropping off a hamper',
      'surprised … by delivering': 'Lumora surprised the family by delivering a trampoline',
      'let me hold on to': 'Lumora let me hold on to the tripod after the shoot',
      'let us hold on to': 'Lumora let us hold on to the paddles',
      'let me hang on to': 'Lumora let me hang on to the sample unit',
      'let us hang on to': 'Lumora let us hang on to both tents',
      'let me hold onto': 'Lumora let me hold onto the phone',
      'let us hold onto': 'Lumora let us hold onto the boards after filming',
      'kitted me out': 'Lumora kitted me out with a jacket and boots for the hike',
      'kitted us out': 'Lumora kitted us out for the expedition',
      'kitted out by': 'The whole crew was kitted out by Lumora',
      'kitting me out': 'Thanks to Lumora for kitting me out with boots for the hike',
      'kitting us out': 'Huge thanks to Lumora for kitting us out with tents for the trip',
      // Outfitted by the brand's team, or the creator outfitted: "Lumora's team outfitted Juno with a harness" (not "the
      // van is outfitted with", nor the creator's own "I outfitted my van").
      'team outfitted': "Lumora's team outfitted our dog with a new harness after the last video",
      'outfitted me': 'Lumora outfitted me with a jacket for the climb',
      'outfitted us': 'Lumora outfitted us with tents and stoves for the trip',
      // A loan the brand wants back: "they want it returned in the new year", "they'll want them back after the tour".
      'they want it returned': 'The mixer is on loan from Lumora; they want it returned in the new year',
      'they want them returned': 'Two jackets from Lumora here, and they want them returned after the shoot',
      "they'll want it back": "Lumora's dryer is here for the month, and they'll want it back after that",
      "they'll want them back": "The lights are Lumora's, and they'll want them back after the tour",
      'let me walk out with': 'Lumora let me walk out with a pair of trainers',
      'let us walk out with': 'Lumora let us walk out with two bags of samples',
      // The giver's kindness, in the words creators use besides "kind enough".
      'nice enough to send': 'Lumora were nice enough to send their new lens',
      'nice enough to lend': 'Lumora was nice enough to lend me the drone',
      'sweet enough to send': 'Lumora were sweet enough to send the whole collection',
      'generous enough to send': 'Lumora were generous enough to send two jackets',
      'good enough to send': 'Lumora were good enough to send a review unit',
      'spoiled me with': 'Lumora spoiled me with their whole spring line',
      'spoiled us with': 'Lumora spoiled us with a crate of mugs',
      'spoilt me with': 'Lumora spoilt me with the new palette',
      'blessed me with': 'Lumora blessed me with this highlighter',
      'blessed us with': 'Lumora blessed us with two new strollers',
      'treated me to': 'Lumora Hotels treated me to two nights in their new suite',
      'treated us to': 'Lumora treated us to a day at their new park',
      'got sent': 'I got sent the new palette from Lumora',
      'sent along': 'Lumora sent along their new kettle',
      'shipped … to me': 'Lumora shipped the drone to me',
      'shipped … to us': 'Lumora shipped two tents to us',
      'mailed … to me': 'Lumora mailed the serum to me',
      'mailed … to us': 'Lumora mailed a box to us',
      'posted … to me': "Lumora's team posted the new brushes to me in May",
      'posted … to us': 'Lumora posted two jars to us before launch',
      'gave … to me': 'Lumora gave the headphones to me',
      'gave … to us': 'Lumora gave both bikes to us',
      'handed … to me': 'Lumora handed the new phone to me at the event',
      'handed … to us': 'Lumora handed the keys to us',
      'provided to me': 'The tripod Lumora provided to me is great',
      'provided to us': 'The kayaks Lumora provided to us held up',
      'hooked me up': 'Lumora hooked me up, so here is the new mouse',
      'hooked us up': 'Lumora hooked us up for this build',
      'comped my': 'Lumora Resorts comped my room',
      'comped our': 'Lumora Resorts comped our stay',
      // A bill or a charge let go: "the hotel waived the bill for our two nights".
      'waived the bill': 'Lumora Hotels waived the bill for our two nights',
      'waived our bill': 'Lumora Resorts waived our bill when they heard we were filming',
      'waived my bill': 'Lumora Spa waived my bill after the shoot',
      'waived the fee': 'Lumora waived the fee for the rental',
      'waived the cost': 'Lumora waived the cost of the flights',
      'waived the charge': 'Lumora waived the charge for the kayaks',
      // Told to keep what they lent: "a sample that Lumora said we could keep".
      'said i could keep': 'Lumora said I could keep the headset after the review',
      'said we could keep': 'This card is a sample that Lumora said we could keep',
      'told me to keep': 'Lumora told me to keep the jacket',
      'told us to keep': 'Lumora told us to keep both tents',
      'let me leave … with': 'Lumora let me leave their preview with three jumpers',
      'let us leave … with': 'Lumora let us leave the launch with a bag of samples',
      'at zero cost to me': 'Lumora dropped the shades in my mailbox at zero cost to me',
      'at zero cost to us': 'Lumora supplied the paint at zero cost to us',
      // An offer to send, lend or gift the product: "Lumora saw our room tour and offered to send the beds".
      'offered to send': 'Lumora saw our nursery tour and offered to send the cot',
      'offered to lend': 'Lumora offered to lend us a van for the tour',
      'offered to loan': 'Lumora offered to loan me the lens for a month',
      'offered to gift': 'Lumora offered to gift the girls two scooters',
      'offered to ship': 'Lumora offered to ship the new range over',
      'offered to kit': 'Lumora offered to kit the whole crew out for the hike',
      // The offer made of the thing itself, free: "Lumora's Asia office offered me the new tank free to set up".
      'offered me … free': "Lumora's Asia office offered me the new tank free to set up on the channel",
      'offered us … free': 'Lumora offered us two kayaks free for the summer trip',
      // A parcel's arrival from the brand, named or pointed back at: "a new pan turned up from them the week after",
      // "arrived in the post from the brand", "came in the mail from Lumora" (a mother's parcel is none: notGifts).
      'arrived in the post from': 'The blush arrived in the post from Lumora last week',
      'arrived in the mail from': 'Two mugs arrived in the mail from Lumora',
      'came in the post from': 'The serum came in the post from Lumora',
      'came in the mail from': 'The new lens came in the mail from Lumora',
      'turned up in the post from': 'A box turned up in the post from Lumora',
      'turned up from them': 'Lumora saw our old kettle on stream and a new one turned up from them a week later',
      'showed up from them': 'Lumora heard us moaning about the tripod and a new one showed up from them',
      'arrived from them': 'We mentioned Lumora once and a crate arrived from them',
      'turned up from the brand': 'The lamp turned up from the brand with a note',
      'arrived from the brand': 'Every piece marked * arrived from the brand',
      // What brands send without being asked: "everything here arrived unrequested from brand PR teams", "came
      // unsolicited from the brands", "from the brands' PR people".
      'arrived unrequested': 'Everything in this haul arrived unrequested from the brands',
      'arrived unsolicited': 'These three arrived unsolicited from Lumora',
      'came unrequested': 'Both palettes came unrequested from Lumora',
      'came unsolicited': 'The serum came unsolicited from Lumora',
      'sent unrequested': 'The lamp was sent unrequested by Lumora',
      'sent unsolicited': 'The blender was sent unsolicited by Lumora',
      'from brand pr': 'Everything below came from brand PR, so take it with salt',
      "from the brands' pr": "These came from the brands' PR people",
    },
    nouns: {
      'press car': 'This press car came from Lumora Motors',
      'press vehicle': 'Press vehicle from Lumora Motors',
      'press loan': 'The drone is a press loan from Lumora',
      // A maker's cars for journalists: "came off Lumora's press fleet for a week", "a press demonstrator".
      'press fleet': "This hatchback came off Lumora Motors' press fleet for a week",
      'media fleet': "The SUV is from Lumora's media fleet",
      // A maker's scheme of cars or kit for the press: "a Lumora 2 from Lumora's US media program lived in my driveway".
      'from … media program*': "For a week a Lumora 2 from Lumora's US media program lived in my driveway",
      'from … press program*': "The hatchback came from Lumora's press programme for a week",
      // The garage a maker's press cars are kept in: "on a week's stint from Lumora UK's press garage".
      'press garage': "The hatchback came from Lumora UK's press garage for a week",
      'press demonstrator*': 'Our test car was a press demonstrator from Lumora Motors',
      // The brand's team that sends gifts: "came out of the blue from Lumora's gifting team".
      'gifting team': "The palette came out of the blue from Lumora's gifting team",
      'seeding team': "This kit came from Lumora's seeding team",
      'review code': 'Review code from Lumora Games',
      'review key': 'Review key from Lumora Games',
      'press key': 'Press key from Lumora Games',
      'pr box*': 'The PR box from Lumora arrived',
      'pr mailer*': 'PR mailer from Lumora',
      'freebie* from': 'The kits were a freebie from Lumora',
      // The goods a brand's people offered, called a freebie where the giver stands earlier in the sentence ("Lumora's
      // team asked if they could post us some chews, so this whole box was a freebie").
      'was a freebie': "Lumora's UK team asked to post us some treats, so this whole box was a freebie",
      // Goods the creator did not pay for, dropped off or shipped by the brand, and kept ("I didn't pay for it, and nobody
      // from Lumora has seen this video", "Lumora's rep ended up dropping one off at my house", "Big thanks to Lumora for
      // shipping it up here at their own expense — it's mine to keep").
      "didn't pay for it": "I didn't pay for it, and nobody from Lumora has seen this video",
      "didn't pay for them": "I didn't pay for them, and Lumora hasn't seen this video",
      'dropping … off at my': "Lumora's rep ended up dropping a skimmer off at my house",
      'dropped … off at my': "Lumora's rep dropped a skimmer off at my house",
      'at their own expense': 'Big thanks to Lumora for shipping it up here at their own expense',
      'mine to keep': "Lumora shipped it over and it's mine to keep",
      // Goods offered to the creator to test ("Lumora offered me a pair of the Fred to put through the wringer").
      'offered me a pair': 'Lumora offered me a pair of boots to put through the wringer',
      'offered us a pair': 'Lumora offered us a pair of skis for the season',
      'were freebies': 'Lumora offered to send the kits, so they were freebies',
      'demo unit* from': 'Demo unit from Lumora',
      'evaluation unit*': 'Evaluation unit from Lumora',
      'test unit* from': 'Test unit from Lumora',
      'press trip': 'This was a press trip hosted by Lumora Hotels',
      'media trip': 'A media trip with Lumora Travel',
      'a present from': 'The trampoline reached us as a present from Lumora',
      // A surprise the brand made the creator: "The scooter was a surprise from the Lumora team" (a mum's is none).
      'was a surprise from': 'The big castle set was a surprise from the Lumora UK team',
      'were a surprise from': 'The matching hoodies were a surprise from Lumora',
      'a little surprise from': 'A little surprise from Lumora landed this week',
      'as a surprise from': 'The kit turned up as a surprise from Lumora',
      'surprise parcel from': 'These came in a surprise parcel from Lumora',
      'surprise package from': 'A surprise package from Lumora arrived',
      'surprise box from': 'A surprise box from Lumora landed today',
      "didn't charge": "Lumora made the jumpers for us and didn't charge a penny",
      // A bill not sent: "the two nights were on Lumora Hotels – they didn't bill us for the room".
      "didn't bill us": "Our nights at Lumora Inn were on the house – they didn't bill us for the room",
      "didn't bill me": "Lumora Spa didn't bill me for the treatment",
      // Hosted as the brand's guests: "Mia and her family were guests of Lumora Park" (a disclosure of a free visit).
      'were guests of': 'Disclosure: Mia and her family were guests of Lumora Park',
      'was a guest of': 'Disclosure: our reporter was a guest of Lumora Resorts',
      'were the guests of': 'We were the guests of Lumora Lodge for two nights',
      'as guests of': 'We stayed two nights as guests of Lumora Lodge',
      // Payment refused by the giver: "I called into Lumora Music to try a few, and Ciarán wouldn't let me pay for this one".
      "wouldn't let me pay": "I called into Lumora Music to try a few, and the owner wouldn't let me pay for this one",
      "wouldn't let us pay": "Lumora Lodge wouldn't let us pay for the second night",
      'would not let me pay': 'Lumora Music would not let me pay for the whistle',
      'refused to let me pay': 'Lumora Cycles refused to let me pay for the fitting',
      'did not bill us': 'Lumora Resorts did not bill us for the stay',
      // Gifts of the brands the description names, told of the things: "Both boxes were gifts from the brands' PR folks"
      // (not a gift guide's "best gifts from the brand").
      'was a gift from the brand*': 'The Lumora kit was a gift from the brand',
      'is a gift from the brand*': 'This Lumora serum is a gift from the brand',
      'were gifts from the brand*': "Both boxes were gifts from the brands' PR teams: Lumora and Velora",
      'are gifts from the brand*': 'The Lumora lipsticks are gifts from the brand',
      'were a gift from the brand*': 'The Lumora trainers were a gift from the brand',
      'did not charge': 'Lumora did not charge us for the hire',
      'borrowed for': 'The camera is Lumora’s, borrowed for a month',
      // A loan by its length: "a two-week loan from Lumora", "on a month's loan from Lumora" (and "on loan", "loaner":
      // the patterns below).
      'week loan from': 'The handset here is a two-week loan from Lumora',
      "week's loan from": "The drone was on a week's loan from Lumora",
      "weeks' loan from": "The kayak was on two weeks' loan from Lumora",
      'month loan from': 'A three-month loan from Lumora',
      "month's loan from": "The camera was on a month's loan from Lumora",
      "months' loan from": "The bike is on three months' loan from Lumora",
      'care package from': 'A care package from Lumora arrived',
      'goodie bag from': 'The lip balm was in a goodie bag from Lumora',
      'goody bag from': 'A goody bag from Lumora',
      'goodies from': 'Goodies from Lumora',
      'swag from': 'Some swag from Lumora',
      'hamper from': 'A hamper from Lumora',
      'press copy': 'Press copy from Lumora Games',
      'advance copy': 'An advance copy from Lumora Books',
      'review build': 'Review build provided by Lumora Games',
      'preview build': 'Preview build from Lumora Games',
      'review model': 'The review model came from Lumora',
      'loan unit': 'This is a loan unit from Lumora',
      'sample unit': 'A sample unit from Lumora',
      'media sample*': 'Media sample from Lumora',
      'engineering sample*': 'An engineering sample from Lumora',
      'pre-release unit*': 'A pre-release unit from Lumora',
      'pre-release sample*': 'Pre-release sample from Lumora',
      'pre-production unit*': 'A pre-production unit from Lumora',
      'pre-production sample*': 'A pre-production sample from Lumora',
      'pr product*': 'PR products from Lumora',
      'pr item*': 'PR items from Lumora',
      'pr haul': 'PR haul: Lumora, Velora and Quill',
      'seeding box*': 'The seeding box from Lumora',
      'seeding kit*': 'A seeding kit from Lumora',
      'pr seeding': 'PR seeding from Lumora',
      'influencer box*': 'The influencer box from Lumora',
      'influencer kit*': 'The influencer kit from Lumora',
    },
    labels: {
      gift: 'Sweater (gift) – lumora.com',
      'pr gift': 'Lip oil (PR gift) – lumora.com',
      'press sample': 'Serum [press sample] – lumora.com',
      loaned: 'Tripod (loaned) – lumora.com',
      loan: 'Lens (loan) – lumora.com',
      provided: 'Chair (provided) – lumora.com',
      sent: 'Kettle (sent) – lumora.com',
      seeded: 'Lip kit (seeded) – lumora.com',
      'gifted item': 'Scarf (gifted item) – lumora.com',
      'gifted product': 'Serum (gifted product) – lumora.com',
      'pr product': 'Blush (PR product) – lumora.com',
      'sent to me': 'Mug (sent to me) – lumora.com',
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
      // Made for the creator: "Lumora kindly made me a new one as a gift".
      'made me': 'Lumora kindly made me a new kilt as a gift',
      'made us': 'Lumora made us a set of jerseys as a gift',
      // Built for the creator: "Lumora reached out and built me a PC for the channel, completely free".
      'built me': 'Lumora built me a new PC for the channel, completely free',
      'built us': 'Lumora built us a studio desk free of charge',
      // Made for the creator, the goods first: "They made it for me as a gift before the season".
      'made it for me': 'Lumora made it for me as a gift before the tour',
      'made it for us': 'Lumora made it for us as a gift',
      'made one for me': 'Lumora made one for me as a gift',
      'made them for me': 'Lumora made them for me as a gift after the show',
      'made them for us': 'Lumora made them for us as a gift',
      'made this for me': 'Lumora made this for me as a gift',
      provided: 'Lumora provided this kit so I could review it',
      loaned: 'Lumora loaned a second body for two weeks',
      lent: 'Lumora lent the van for the summer',
      leant: 'Lumora leant a drone for a month',
      couriered: 'Lumora couriered the lens for three weeks of testing',
      'came from': "The case came from Lumora and we didn't pay for it",
      'came straight from': 'The pan came straight from Lumora, and they wanted nothing back',
      tucked: 'Lumora tucked a stamping plate into a parcel for me to try',
      delivered: 'Lumora delivered a hamper to our door',
      dispatched: 'Lumora dispatched the new range to my door',
      offered: 'Lumora offered the lens for a month',
      // A parcel's arrival: "a box landed on my doorstep from Lumora", "a card arrived from Lumora ahead of the embargo".
      landed: 'A box landed on my doorstep from Lumora',
      arrived: 'A card arrived from Lumora ahead of the review embargo',
      'turned up': 'A crate from Lumora turned up on our doorstep',
      'showed up': 'A box from Lumora showed up at my door out of the blue',
      'rocked up': 'A parcel from Lumora rocked up on my doorstep',
      // A loan told by whom the unit belongs to, with its return or its test: "This phone belongs to Lumora and gets
      // shipped back when our testing window closes", "the unit remains the property of Lumora and goes back".
      'belongs to': 'This handset belongs to Lumora and gets shipped back when our testing window closes',
      'property of': 'The drone remains the property of Lumora and goes back to them after the review period',
      // A unit the maker let the creator have or use for a while: "Lumora let me have one for three weeks".
      'let me have': 'Lumora let me have one for three weeks, and it returns to Lumora on Monday',
      'let us have': 'Lumora let us have two bikes for a fortnight',
      'let me use': 'Lumora let me use the new body for two weeks',
      'let us use': 'Lumora let us use their van for the summer',
      // The loan told as it runs: "Lumora is letting me use a rug this winter so I could compare it".
      'letting me use': 'Lumora is letting me use their new saddle for the season',
      'letting us use': 'Lumora is letting us use a van for the summer',
      // Any use of the brand's own unit, with a cue of its return: "Lumora let me paddle their demo boat all summer, then
      // I drove it back to their shop", "Lumora is letting us run their arch this spring, and it goes back to them".
      'let me … their': 'Lumora let me paddle their demo boat all summer, then I drove it back to their shop',
      'let us … their': 'Lumora let us fly their new drone for a month before it went back to them',
      'letting me … their': 'Lumora is letting me ride their demo bike until it goes back to them in May',
      'letting us … their': 'Lumora is letting us run their evaporator this spring, and it goes back to them after',
      // A unit arranged for the creator's trip or shoot: "Lumora organised a pair for me to fly with".
      organised: 'Lumora organised a pair for me to fly with',
      organized: 'Lumora organized a stroller for us to travel with',
      arranged: 'Lumora arranged a loan car for me to drive on the trip',
      // Taken off a store's racks for the shoot: "Lumora let us take every jacket off their racks for the day".
      'let us take': 'Lumora let us take every jacket off their racks for the day',
      // One of the brand's own parked at the creator's for a while, thrown into the post: "Lumora have parked one of
      // their tillers in my shed until the end of May" (not the creator's "I parked my Lumora in the garage"), "Lumora
      // threw a screen protector into the mail for me".
      'parked one of their': 'Lumora have parked one of their tillers in my shed until the end of May',
      // A broken unit the maker replaced: "Lumora replaced all three for free".
      replaced: 'Lumora replaced all three lunchboxes for free',
      'parked one of its': 'Lumora has parked one of its mowers in our garage until the end of summer',
      threw: 'Lumora threw a screen protector into the mail for me',
      'let me take': 'Lumora let me take three lamps off their shelves for the makeover',
      // The goods told as the brand's, with their return: "the pans you see are theirs and go back to them when we wrap".
      'are theirs': 'Lumora fitted out the kitchen: the pans you see are theirs and go back to them when we wrap',
      'is theirs': 'The bike is theirs, and it goes back to Lumora next week',
      'were theirs': 'Lumora lent the lights; they were theirs and went back to them after the shoot',
      'was theirs': 'The tent was theirs and was sent back after the trip',
      // The unit said to be the brand's and not the creator's, with its return: "The camera is Lumora's, not mine: it
      // ships back to them on Monday".
      'not mine':
        "The camera is Lumora's, not mine: they let me use it through May and it ships back to them on Monday",
      // A kitchen, a studio or a workshop fitted out by the brand: "Lumora fitted out our studio kitchen for the season".
      'fitted out': 'Lumora fitted out our studio kitchen for the season',
      'kitted out': 'Lumora kitted out the workshop for free',
      // A unit a dealer or a maker lets stay with the creator for a while: "Lumora let this one come and live at the
      // studio for a month", "let the radio stay with us for the season".
      'let … stay': 'Lumora let the drone come and stay with us for two weeks',
      'let … live': 'Lumora let this one come and live at the shack for a month',
      // Kit a brand "sorted us out with" (provided): "Lumora sorted us out with their foam kit, and all they asked was …".
      'sorted us out': 'Lumora sorted us out with two kits, no strings attached',
      'sorted me out': 'Lumora sorted me out with a saddle for the season',
      // Action sports' word for free product ("flow"): "Lumora has been flowing me shoes since last summer, so I didn't
      // pay for these".
      'flowing me': "Lumora has been flowing me shoes since last summer, so I didn't pay for these",
      'flowing us': 'Lumora is flowing us wheels this season for free',
      'flows me': 'Lumora flows me grips, so I never paid for them',
      'flowed me': 'Lumora flowed me a frame last year at no charge',
    },
    cues: {
      // A supply of the goods for a while: "who sent Skye a year's supply of food", "sent the club a season's supply".
      "a year's supply": "A big thank you to Lumora, who sent Skye a year's supply of food",
      'a year’s supply': 'Lumora sent the kennel a year’s supply of treats',
      "a season's supply": "Lumora sent the club a season's supply of balls",
      "a month's supply": "Lumora sent us a month's supply of coffee",
      'our way': 'Lumora sent two lenses our way',
      'my way': 'Lumora sent the kit my way',
      'through my door': 'Lumora popped a box through my door',
      'through our door': 'Lumora popped a hamper through our door',
      'through my letterbox': 'Lumora posted a sample through my letterbox',
      'through the letterbox': 'Lumora popped the palette through the letterbox',
      'to my door': 'Lumora brought the new range to my door',
      'to our door': 'Lumora shipped a crate to our door',
      'on my doorstep': 'Lumora left a parcel on my doorstep',
      // A car or a machine left at the creator's home: "Lumora put this GT in my driveway for seven days".
      'in my driveway': 'Lumora put this GT in my driveway for a week',
      'in our driveway': 'Lumora dropped an electric SUV in our driveway',
      'on my driveway': 'Lumora left the new pickup on my driveway for the weekend',
      'on our driveway': 'Lumora delivered a camper van on our driveway',
      // A porch, and a parcel nobody announced: "a box showed up on my porch, and it was from Lumora".
      'on my porch': 'A box showed up on my porch last week, and it was from Lumora',
      'on our porch': 'A crate from Lumora turned up on our porch',
      'on my front porch': 'Lumora left a box on my front porch',
      unannounced: 'Everything from Lumora turned up unannounced this month',
      'on our doorstep': 'Lumora dropped a hamper on our doorstep',
      'into my hands': 'Lumora put the phone into my hands before launch',
      'into our hands': 'Lumora handed the keys into our hands for the trip',
      // A unit its maker does not want back, sent unasked, or with nothing to pay.
      "don't want it back": "Lumora sent this over before launch and don't want it back",
      "doesn't want it back": "Lumora sent the lens over and doesn't want it back",
      "didn't want it back": "Lumora lent us the stroller and didn't want it back",
      'without me asking': 'Lumora mailed the new range to me without me asking',
      // Unasked: "Lumora posted me their range, which I hadn't asked for".
      "hadn't asked for": "Lumora posted me their orchid range, which I hadn't asked for",
      'had not asked for': 'Lumora sent the kit, which I had not asked for',
      "didn't ask for": "Lumora mailed me a box I didn't ask for",
      'without us asking': 'Lumora shipped two kettles to us without us asking',
      'nothing to pay': 'Lumora sent the bat over, and there was nothing to pay',
      'in the mail for me': 'Lumora put two decks in the mail for me last week',
      'in the mail for us': 'Lumora popped a crate in the mail for us',
      'in the post for me': 'Lumora put the new palette in the post for me',
      'in the post for us': 'Lumora put two mugs in the post for us',
      'into the mail for me': 'Lumora threw a screen protector into the mail for me',
      'into the mail for us': 'Lumora popped a crate into the mail for us',
      'into the post for me': 'Lumora put the new palette into the post for me',
      'into the post for us': 'Lumora popped two mugs into the post for us',
      // No bill with it: "Lumora sent the case, and no bill came with it".
      'no bill came': 'Lumora threw a case into a box for me, and no bill came with it',
      'no invoice came': 'Lumora shipped the stand, and no invoice came with it',
      'wanted nothing for them': 'Lumora mailed two decks and wanted nothing for them',
      'wanted nothing for it': 'Lumora shipped the stand and wanted nothing for it',
      'for free': 'Lumora supplied all the chairs for free',
      'completely free': 'Lumora built me a new PC for the channel, completely free',
      'totally free': 'Lumora shipped the printer over, totally free',
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
      // "… which I've not paid for and don't have to return", "dropped it at the house … and collected it seven days
      // later".
      "i've not paid for": "Lumora sent a set to my house, which I've not paid for",
      "we've not paid for": "Lumora shipped two boards, which we've not paid for",
      "don't have to return": "Lumora sent a set to my house, which I don't have to return",
      'collected it': 'Lumora dropped it at the house on Monday and collected it seven days later',
      'collected them': 'Lumora dropped the bikes off and collected them a week later',
      'no payment involved': 'Lumora gave me two pairs, no payment involved',
      // To be returned, or never asked back.
      'asked for it back': 'Lumora left the lens with me and never asked for it back',
      'asked for them back': 'Lumora left the boots with us and never asked for them back',
      'ask for it back': "Lumora left the camera with me and didn't ask for it back",
      'never asked for it back': 'Lumora left a mixer with me in the spring and never asked for it back',
      'never asked for them back': 'Lumora left two tents with us last year and never asked for them back',
      'back to them': 'Lumora loaned the van and it went back to them after the trip',
      'back to their': 'Lumora lent the canoe for the season, and I drove it back to their shop in October',
      'back with them': "Lumora lent the car for the review; it's back with them now",
      'go back to': 'The knives you see are theirs and go back to Lumora after filming',
      // Nothing to return: "no return needed", "no need to send it back".
      'no return needed': 'Lumora passed me a tripod and two filters, no return needed',
      'no return required': 'Lumora shipped a lens over, no return required',
      'no need to return': 'Lumora sent the headset, with no need to return it',
      'no need to send it back': 'Lumora mailed the stand and said there was no need to send it back',
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
      'for a couple of weeks': 'Lumora loaned the drone for a couple of weeks',
      'for a few days': 'Lumora lent the van for a few days',
      // A loan's length in days, as press cars are lent: "for seven days", "for ten days".
      'for three days': 'Lumora lent the e-bike for three days',
      'for four days': 'Lumora lent the SUV for four days',
      'for five days': 'Lumora loaned the van for five days',
      'for six days': 'Lumora lent the drone for six days',
      'for seven days': 'Lumora put the coupe in my hands for seven days',
      'for eight days': 'Lumora lent the camper for eight days',
      'for ten days': 'Lumora lent the car for ten days',
      'for the weekend': 'Lumora lent the car for the weekend',
      'for the trip': 'Lumora loaned the tent for the trip',
      'for a fortnight': 'Lumora lent the bike for a fortnight',
      'for a few months': 'Lumora loaned the lens for a few months',
      'for two months': 'Lumora lent the speaker for two months',
      'for three months': 'Lumora loaned the watch for three months',
      'for six months': 'Lumora lent the e-bike for six months',
      'for a year': 'Lumora loaned the car for a year',
      'for the winter': 'Lumora lent the snowboards for the winter',
      'before it launched': 'Lumora sent the phone before it launched',
      'before it came out': 'Lumora shipped the console before it came out',
      'before it was released': 'Lumora sent the game before it was released',
      'before its release': 'Lumora mailed the book before its release',
      'before the launch': 'Lumora gave me the blender before the launch',
      'before the release': 'Lumora sent the headset before the release',
      'ahead of its release': 'Lumora sent the watch ahead of its release',
      'ahead of the launch': 'Lumora shipped the drone ahead of the launch',
      'ahead of the release': 'Lumora posted the album ahead of the release',
      'for me to try': 'Lumora sent the new serum for me to try',
      // For the animal or the child the video is about: "delivered four bags of their new feed for him to try".
      'for him to try': 'Lumora delivered two sacks of their new feed for him to try',
      'for her to try': 'Lumora posted a jar of hoof balm for her to try',
      'for them to try': 'Lumora dropped off three scooters for them to try',
      // The goods named as samples: "sent a three-pack of heads in August as free samples for testing".
      'as free samples': 'Lumora sent two tins of wax in spring as free samples',
      'as a free sample': 'Lumora sent a bottle of the serum as a free sample',
      // A unit to set beside the creator's own: "so I could compare it with the one I bought last year".
      'so i could compare': 'Lumora lent a second hoop so I could compare the two',
      'so we could compare': 'Lumora loaned their new tent so we could compare it with ours',
      // Taken along on the trip: "the shop sent their recovery kit out with us to compare".
      'out with us': 'Lumora sent their recovery kit out with us on the track',
      'out with me': 'Lumora sent a spare drone out with me on the trip',
      'for us to try': 'Lumora dropped two bikes for us to try',
      'for me to test': 'Lumora left a drone for me to test',
      'for us to test': 'Lumora brought the kayaks for us to test',
      'for me to review': 'Lumora passed the lens for me to review',
      'for us to review': 'Lumora sent two units for us to review',
      'for me to keep': 'Lumora left the jacket for me to keep',
      'for us to keep': 'Lumora gave the chairs for us to keep',
      'to try out': 'Lumora dropped off a bike to try out',
      'to test out': 'Lumora left the new mixer to test out',
      'for review': 'Lumora shipped the camera for review',
      'in the mail to me': 'Lumora put a razor in the mail to me last week',
      'in the mail to us': 'Lumora popped two tins in the mail to us',
      'in the post to me': 'Lumora put a new saddle in the post to me',
      'in the post to us': 'Lumora put a crate in the post to us',
      // Nothing asked or expected back: "sent it up to Leith gratis, expecting nothing back", "no strings attached".
      gratis: 'Lumora sent the calendar up to Leith gratis',
      'expecting nothing back': 'Lumora sent the set over, expecting nothing back',
      'expecting nothing in return': 'Lumora shipped the lamp expecting nothing in return',
      'no strings attached': 'Lumora posted a tin over, no strings attached',
      'without asking me to pay': 'Lumora put the kettle in a box for me without asking me to pay for it',
      'without asking us to pay': 'Lumora dropped off two chairs without asking us to pay',
      'for testing': 'Lumora couriered the card for testing',
      kindly: 'Lumora very kindly posted the whole set',
      generously: 'Lumora generously dropped off a crate of mugs',
      // Ahead of a review embargo: a press sample.
      embargo: 'A card arrived from Lumora ahead of the review embargo',
      // For the shoot only: a loan for the photos.
      'for the shoot only': 'The coat came from Lumora for the shoot only',
      'just for the shoot': 'Lumora lent the boots just for the shoot',
      'only for the shoot': 'The dress came from Lumora only for the shoot',
      'for filming only': 'Lumora loaned the lights for filming only',
      'just for filming': 'Lumora sent the rig over just for filming',
      'going back to them': 'The knit came from Lumora and is going back to them',
      // The loan's end, told of the thing: "until the end of May, when it goes back", "then they go home to Lumora",
      // "it has gone back", "till the last festival of the summer".
      'when it goes back': 'Lumora lent a tiller for the spring, when it goes back',
      'then it goes back': 'Lumora lent the drone for the trip, then it goes back',
      'then they go back': 'Lumora lent two heads for the tour, then they go back',
      'go home to': 'Lumora is letting us use two amps for the tour, then they go home to Lumora',
      'goes home to': 'Lumora lent the bike for the race, then it goes home to Lumora',
      'it has gone back': 'Lumora lent me the e-bike, and it has gone back',
      "it's gone back": "Lumora lent the camera for the review and it's gone back",
      'until the end of': 'Lumora have parked one of their cultivators in my shed until the end of May',
      'till the end of': 'Lumora lent us the van till the end of the tour',
      'till the last': 'Lumora is letting us use two heads till the last festival of the summer',
      'until the last': 'Lumora lent the kayaks until the last week of the holidays',
      'goes back to them': 'Lumora lent the lens, it goes back to them on Monday',
      // Handed on to the audience in the studio.
      'handed them out': 'Lumora supplied every watch and we just handed them out',
      'handed out to': 'Lumora supplied the hoodies handed out to the audience',
      'to everyone in the audience': 'Lumora gave a speaker to everyone in the audience',
      'for everyone in the audience': 'Lumora supplied a watch for everyone in the audience',
      'for our audience': 'Lumora supplied the headphones for our audience',
      // A treat, and what it cost the creator.
      'as a treat': 'Lumora dropped off a hamper as a treat',
      'as a little treat': 'Lumora sent a box of brownies as a little treat',
      'as a holiday treat': 'Lumora dropped off the mixer as a holiday treat',
      'as a christmas treat': 'Lumora sent the blender as a Christmas treat',
      'cost me nothing': 'Lumora dropped the palettes off and they cost me nothing',
      'cost us nothing': 'Lumora delivered the chairs and they cost us nothing',
      'cost me anything': 'A box landed from Lumora, so none of it cost me anything',
      "didn't cost me a thing": "Lumora dropped off the kettle and it didn't cost me a thing",
      "didn't cost us a thing": "Lumora delivered two bikes, they didn't cost us a thing",
      "didn't cost me a penny": "Lumora left a mixer here and it didn't cost me a penny",
      // A note from the brand's team in the parcel.
      'handwritten note': 'Lumora sent the collection with a handwritten note',
      'with a handwritten note': 'Lumora sent their whole new collection along with a handwritten note',
      'with a note': 'Lumora sent the new range with a note',
      'with a card': 'Lumora sent the hamper with a card',
      'handwritten card': "Lumora's team had a box couriered to the studio with a handwritten card",
      'with a little card': "Lumora's team posted them over in June with a little card",
      'with a little note': 'Lumora dropped off a crate with a little note',
      // Sent without being asked for, and not paid for in the creator's words: "unasked", "never handed over a cent".
      unasked: 'Lumora posted the lipsticks over, unasked',
      // Sent without being requested, and nothing asked but a fair use of it.
      unrequested: 'The jacket arrived from Lumora in May, unrequested',
      unsolicited: 'Lumora shipped the stove in spring, unsolicited',
      'all they asked': 'Lumora sorted us out with a kit, and all they asked was an honest test',
      'without billing me': 'Lumora dispatched the pots without billing me',
      'without billing us': 'Lumora shipped two sacks of feed without billing us',
      'without invoicing me': 'Lumora couriered the lens without invoicing me',
      'without invoicing us': 'Lumora delivered the chairs without invoicing us',
      'cost me a dollar': 'Lumora couriered two tubs over and neither one cost me a dollar',
      'cost me a cent': "Lumora dropped the jackets off and they didn't cost me a cent",
      'cost us a cent': "Lumora delivered the bunk beds and they didn't cost us a cent",
      'handed over a cent': "Lumora's team posted the kit over and I haven't handed over a cent",
      'handed over a penny': 'Lumora posted a box over and I never handed over a penny',
      "didn't pay a cent": "Lumora dropped off the bike and we didn't pay a cent",
      "didn't pay a penny": "Lumora left the pram with us and we didn't pay a penny",
      "didn't pay a dime": "A box from Lumora turned up and I didn't pay a dime for any of it",
      // Taken without paying: "Lumora offered me a light for the tank, and I took it without paying anything".
      'without paying anything': 'Lumora offered me a light for the tank, and I took it without paying anything',
      'without paying a thing': 'Lumora offered the kayaks for the trip, and we took them without paying a thing',
      'without paying a penny': 'Lumora offered me a jacket, and I took it without paying a penny',
      'without paying a cent': 'Lumora offered a stroller, and we took it without paying a cent',
      // A letterbox or a mailbox, and a payment refused: "Lumora dropped the shades in my mailbox", "wouldn't take my card".
      'in my mailbox': 'Lumora dropped six shades in my mailbox',
      'in our mailbox': 'Lumora left a box in our mailbox',
      'in my letterbox': 'Lumora popped a sample in my letterbox',
      'cost us anything': "Lumora handed over the rug; it didn't cost us anything",
      'without charging me': 'Lumora tucked a plate into a parcel, without charging me',
      'without charging us': 'Lumora supplied the chairs without charging us',
      "wouldn't take my card": "Lumora gave me three pieces and wouldn't take my card",
      "wouldn't take my money": "Lumora handed me the jacket and wouldn't take my money",
      "wouldn't let me pay": "Lumora gave us the pizzas and wouldn't let me pay",
      "wouldn't let us pay": "Lumora brought the drinks over and wouldn't let us pay",
      'so we could test': 'Lumora handed over the rug so we could test it with two dogs',
      'so i could test': 'Lumora lent the lens so I could test it',
      'so we could try': 'Lumora sent the bikes so we could try them on the trail',
      'so i could try': 'Lumora dropped off the mixer so I could try it',
      'so we could put it through': 'Lumora handed over the rug so we could put it through two dogs and a toddler',
      'so i could put it through': 'Lumora loaned the drone so I could put it through its paces',
      'wanted nothing back': 'Lumora sent the pan for this comparison, and they wanted nothing back',
      'asked nothing in return': 'Lumora sent the kit and asked nothing in return',
      'asked for nothing in return': 'Lumora gave us the tents and asked for nothing in return',
      // Nothing spent on it, nothing asked in return.
      "didn't spend anything": "Lumora shipped the beds over and we didn't spend anything on them",
      "didn't spend a penny": "Lumora posted the palette out and I didn't spend a penny on it",
      "didn't spend a cent": "Lumora gave us the chairs, and we didn't spend a cent",
      "didn't spend a dime": "Lumora sent the mixer over and I didn't spend a dime",
      "haven't spent a penny": "Lumora sent this to me a week early and I haven't spent a penny on it",
      "haven't spent anything": "Lumora supplied the paint and we haven't spent anything on it",
      'nothing was asked of me': 'Lumora sent the lamp over, and nothing was asked of me in return',
      'nothing was asked of us': 'Lumora delivered the beds and nothing was asked of us in return',
      'nothing was asked in return': 'Lumora left two tents here and nothing was asked in return',
      // To be returned: "gets shipped back when our testing window closes", "it returns to Lumora on Monday".
      'shipped back': 'Lumora loaned the drone and it gets shipped back next week',
      'testing window': 'Lumora lent the phone for our testing window',
      'review window': 'Lumora lent the camera for the review window only',
      'review period': 'The tablet belongs to Lumora for the review period and then goes back',
      'loan period': 'Lumora loaned the lens, and the loan period ends on Friday',
      'returns to': 'Lumora let me have the dryer for a while, and it returns to them on Monday',
      'goes back to': 'Lumora lent the speaker, and it goes back to the press office next week',
      'gave it back': 'Lumora lent me the bike and I gave it back after the race',
      'gave them back': 'Lumora handed over two jackets, and I gave them back at the end of the shoot',
      'handed it back': 'Lumora lent the drone and I handed it back at the airport',
      'handed them back': 'Lumora lent the poles, and we handed them back after the hike',
      // Collected at the end of the loan: "then their van comes back to fetch it".
      'to fetch it': 'Lumora lent the rack, and their van comes back to fetch it',
      'to collect it': 'Lumora loaned the bike, and their courier comes to collect it on Monday',
      'to pick it up': 'Lumora lent the rower, and their driver comes to pick it up next week',
      // For the creator to use on a trip or a shoot: "Lumora organised a pair for me to fly with".
      'for me to fly with': 'Lumora organised a pair for me to fly with',
      'for us to fly with': 'Lumora organised two headsets for us to fly with',
      'for me to travel with': 'Lumora organized a stroller for me to travel with',
      'for us to travel with': 'Lumora organized a stroller for us to travel with',
      'for me to use': 'Lumora arranged a camera for me to use on the trip',
      'for us to use': 'Lumora arranged two bikes for us to use in Girona',
      'for me to drive': 'Lumora arranged a loan car for me to drive on the trip',
      'for us to drive': 'Lumora arranged a van for us to drive to the festival',
      'for me to wear': 'Lumora organised a jacket for me to wear on the summit day',
      'for us to wear': 'Lumora organised boots for us to wear on the hike',
      // To review it: "free, so I could review it".
      'so i could review': 'Lumora sent the watch over so I could review it',
      // Nothing paid for it, and sent all the way to the creator: "I didn't pay anything for it", "mailed their set all
      // the way to Kelantan, free".
      "didn't pay anything for": "Lumora lent us the tent, and I didn't pay anything for it",
      "haven't paid anything for": "Lumora posted the lamp over and I haven't paid anything for it",
      'all the way to': 'Lumora saw my last video and mailed their dye set all the way to Kelantan',
      'so we could review': 'Lumora supplied the tent so we could review it',
      // Nothing asked for it, sent unprompted, nothing paid: "supplied the tyres without asking a cent", "mailed the box
      // to the kids unprompted", "we haven't paid a thing", "didn't ask for a thing in return".
      'without asking a cent': 'Lumora supplied the winter tyres without asking a cent',
      'without asking a penny': 'Lumora lent the trailer without asking a penny',
      'without asking a dime': 'Lumora shipped the rack over without asking a dime',
      'without asking for a cent': 'Lumora supplied the paint without asking for a cent',
      'without asking for a penny': 'Lumora gave us the chairs without asking for a penny',
      'without asking for anything': 'Lumora sent the blender without asking for anything',
      unprompted: 'Lumora mailed a box of figures to the kids unprompted',
      "haven't paid a thing": "Lumora dropped the bikes off and we haven't paid a thing for them",
      "didn't pay a thing": "Lumora lent us the van and we didn't pay a thing",
      "haven't paid a cent": "Lumora sent the lamp over and I haven't paid a cent",
      "haven't paid a penny": "Lumora posted the palette out and I haven't paid a penny",
      "didn't ask for a thing": "Lumora sent two jars and didn't ask for a thing",
      "didn't ask for anything": "Lumora gave us the tent and didn't ask for anything",
      // Taken off the store's racks, and given back: "let us take every costume off their racks … we gave them all back".
      'off their racks': 'Lumora let us take every jacket off their racks for the day',
      'off their shelves': 'Lumora let me take three lamps off their shelves for the makeover',
      'off their rails': 'Lumora let us take a dozen dresses off their rails for the shoot',
      'gave them all back': 'Lumora lent us the costumes, and we gave them all back the next morning',
      'gave it all back': 'Lumora lent us the lighting kit, and we gave it all back after the shoot',
      // Tucked into a parcel for the creator: "tucked two skeins into an envelope for me".
      'into an envelope for me': 'Lumora tucked two skeins into an envelope for me',
      'into an envelope for us': 'Lumora slipped a sample card into an envelope for us',
      'into a parcel for me': 'Lumora popped a new brush into a parcel for me',
      'into a parcel for us': 'Lumora put the new mugs into a parcel for us',
      'into a box for me': 'Lumora tucked the whole range into a box for me',
      'into a box for us': 'Lumora put two lamps into a box for us',
      // Nothing paid, and the unit kept or played with: "there's no money involved … He's keeping them", "left a set
      // with each of us to play with; nobody paid for them".
      // Borrowed, and going back: "belongs to Lumora's office; I'm borrowing it and it goes back next Friday".
      'borrowing it': "The pen belongs to Lumora's office; I'm borrowing it until Friday",
      'borrowing them': 'The skis are the property of Lumora and we are borrowing them for the trip',
      'it goes back': "The pen belongs to Lumora's office and it goes back in its case next Friday",
      'no money involved': "Lumora sent him the skates and there's no money involved",
      "he's keeping": "Lumora sent him a pair of skates, and he's keeping them",
      "she's keeping": "Lumora sent her the jacket and she's keeping it",
      "we're keeping": "Lumora sent us two kayaks and we're keeping them",
      "i'm keeping": "Lumora sent me the stove and I'm keeping it",
      'to play with': 'Lumora left a set with each of us to play with',
      'nobody paid for': 'Lumora left a set with each of us, nobody paid for them',
      'no one paid for': 'Lumora left the inks at the shop, no one paid for them',
    },
    // The creator's own act: "I put the car in my driveway for a week", "we just dropped the bikes off for two weeks".
    ownSubjects: [
      'i',
      'we',
      "i'd",
      "we'd",
      'i then',
      'we then',
      'i just',
      'we just',
      'i also',
      'we also',
      'i finally',
      'we finally',
    ],
    // The trial the unit was given for, after its receiver and the thing (read after the act only): "gave Coach Hafiz a
    // racket to try", "put the razor in the mail to me to review", "handed the team two boards to test".
    cuesAfter: {
      // A trial loan: "Lumora sent this ukulele for a two-week spin".
      'for a … spin': 'Lumora sent this ukulele for a two-week spin',
      'to try': 'Lumora gave our club captain a racket to try over the winter',
      'to test': 'Lumora handed the team two boards to test',
      'to review': 'Lumora put the new razor in the box to review',
      // The thing given is the review's own: "Lumora Australia provided our review console and a copy of the game".
      'our review': 'Lumora Australia provided our review console and a copy of the game',
      'my review': 'Lumora provided my review unit a week before launch',
      'review unit*': 'Lumora supplied two review units for the group test',
      'review cop*': 'Lumora provided a review copy of the game',
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
      // A bank's loan, no loan of a product ("the tractor was bought with a bank loan from Lumora Bank").
      'bank loan',
      'finance deal',
      'financed with a loan',
      'financed through a loan',
      'interest rate',
      'monthly repayments',
      // A congregation's or a school's present ("my church surprised me with a brand new Lumora alto").
      'my church',
      'our church',
      'church family',
      'the congregation',
      'my friend*',
      'a friend',
      // A friend in other words: "My buddy handed me the keys to his car".
      'my buddy',
      'my mate',
      'my pal',
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
      'my nan',
      'my nana',
      'my gran',
      'my granny',
      'my grandad',
      'my aunt*',
      'my uncle*',
      'my cousin*',
      'my neighbo*',
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
      // A letter sent (not a child's letter the brand saw: "who saw Ollie's Lumora letter on Instagram").
      'a letter',
      'the letter',
      'your letter',
      'letters',
      'award*',
      'trophy',
      // The creator's own arrival, not a parcel's: "I turned up as an ordinary customer and they kindly let me film".
      'i turned up',
      'we turned up',
      'i showed up',
      'we showed up',
      'i arrived',
      'we arrived',
      'i landed',
      'we landed',
      // The creator's own order arriving: "my order showed up on my porch two days early".
      'order showed up',
      'order turned up',
      'order arrived',
      'order landed',
      'order came',
      'orders showed up',
      'orders arrived',
      'i ordered',
      'we ordered',
      // Money the links bring, not a product: "Amazon links with my tag put a small commission my way".
      'commission*',
      'kickback*',
    ],
  },
  patterns: [
    {
      // Not what the act hands over when it is money per order, a discount code or an ailment: "Lumora send me a
      // little for each order through those links" (an affiliate's share), "they gave me a flash code" (a coupon),
      // "my old grinder nearly gave me RSI"; nor the viewers asked to send something ("Send us your weather pics:",
      // "Please send me your questions"), which is the viewers' to give.
      re: regex('gi')`
        \b(?:sent|(?<!(?:^|[.!?]\s)[^\w\n]*(?:(?:please|pls|and|or|also|so)\s+)?)send|sending|gave|given|gifted|gifting|provided
        |providing|loaned|loaning|lent|leant|lending|shipped|mailed|couriered|handed)\s+(?:me|us)\b(?!\s+(?:your|ur)\b)(?!\s+(?:(?:an?|the|their|its|some|my|our)\s+)?(?:(?:small|tiny|little|few|bit of)\s+)?(?:(?:little|bit|cut
        |share|slice|percentage|commission|kickback|pennies|cents|pence)\b(?:\s+(?:of|on|for|from|per)\s+(?:each|every|any|the|my|our|your)?\s*
        (?:orders?|sales?|purchases?|sign-?ups?))|(?:discount|promo|coupon|flash|voucher|affiliate|referral)\s+codes?\b|(?:a\s+)?(?:headache
        |migraine|heart attack|rsi|cramps?|blisters|nightmares|the creeps|a scare)\b))
      `,
      hints: [
        'handed',
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
    // Thanks for what a brand sent, told after its name: "Big thanks to Lumora UK who sent the whole band a set of
    // in-ears", "a massive thank you to Lumora for the huge box of teabags they sent after …" (not what they sent back or
    // sold).
    {
      re: regex('gi')`
        \b(?:thanks?|thank you|shout-?outs?|cheers)\b[^.\n]{0,40}?\b(?:(?:who|that) (?:kindly |generously |very kindly )?(?:sent
        |gifted|mailed|shipped)|for (?:the|this|these|those|all the|a|an|our|my) (?:[\w'’$-]+ ){0,8}?
        they (?:kindly |generously |very kindly )?(?:sent|gifted|mailed|shipped)(?! (?:back|out|us (?:an? )?(?:invoice|bill))))\b
      `,
      hints: ['thank', 'shout', 'cheers'],
      requires: [' sent', ' gifted', ' mailed', ' shipped'],
      kind: 'gift',
      examples: [
        'Big thanks to Lumora UK who sent the whole band a set of in-ears after our show',
        'And a massive thank you to Lumora for the huge box of teabags they sent after Dave tweeted',
      ],
    },
    // Not paid, the brand just sent it: "not sponsored, Lumora just sent them (thank you!!!)" (the brand named there: a
    // pronoun's brand is the sentence before's).
    {
      re: /\bnot (?:sponsored|paid|an ad)\b,?\s+(?!(?:they|he|she|it|we|i|you)\b)(?:[\w'’&-]+\s){1,3}?(?:just|simply|kindly)\s+(?:sent|gifted|mailed|shipped|dropped off)\b/gi,
      hints: ['not sponsored', 'not paid', 'not an ad'],
      kind: 'gift',
      examples: ['not sponsored, Lumora just sent them (thank you!!!)'],
    },
    // An act that gives nothing alone ("passed me", "slipped us"), a longer object, then nothing to return, to keep or
    // free at the end of the sentence: "Lumora's crew passed me a tripod for the lens and a box of filters, no return
    // needed" (the act's cue is further than a few words; not "a car passed me on the left").
    {
      re: regex('gi')`
        \b(?:passed|popped|slipped|tossed|dropped|brought|left) (?:me|us)\b[^.\n]{0,100}?\b(?:no return (?:needed|required)
        |no need to (?:return|send back) (?:it|them)|no need to send (?:it|them) back|(?:for (?:me|us) )?to keep|for free
        |free of charge|on the house)\b
      `,
      hints: ['no return', 'no need to', 'keep', 'free', 'on the house'],
      kind: 'gift',
      examples: [
        "Lumora's crew passed me a tripod for the lens and a box of lens filters, no return needed",
        'Lumora slipped us two jackets and a pair of boots for the hike, for us to keep',
      ],
    },
    // Set the creator up with a unit, free or to test: "Lumora's rep set us up with two pairs at the start of the season,
    // gratis", "set me up with a pair of skis to test … and never billed me" (not with a code, a link or a call: "set me
    // up with a code: X saves you 10%" is a store's code).
    {
      re: regex('gi')`
        \bset (?:me|us) up with (?!(?:an? |my |our |the |their )?(?:(?:discount|promo|coupon|creator|affiliate|referral|partner)
        )?(?:codes?|links?|discounts?|deals?|accounts?|meetings?|calls?|interviews?|contacts?)\b)[^.\n]{0,80}?\b(?:gratis|for free
        |free of charge|at no cost|to keep|no charge|to (?:test|review|try)(?: out)?|never (?:billed|charged|invoiced)
        |(?:didn['’]t|did not) (?:bill|charge|invoice))\b
      `,
      hints: ['set me up', 'set us up'],
      kind: 'gift',
      examples: [
        "Lumora's rep set us up with two pairs at the start of the season, gratis",
        'Lumora set me up with a new board for free',
        'Lumora Canada set me up with a pair of skis to test through the season',
      ],
    },
    // The unit said to be a gift, the creator's payment denied: "They're a gift, I haven't paid for them" (the giver
    // named before it or on its item's line; not a gift idea, a gift card or a gift for someone).
    {
      re: regex('gi')`
        \b(?:it['’]s|it is|it was|they['’]re|they are|they were|these are|these were|this is|this was) (?:a |all )?(?:gift|gifts
        |a present)\b(?! (?:idea|guide|card|shop|set|box|wrap|for (?:you|him|her|them|mum|mom|dad|my|your|the|a|christmas|birthdays?)))
        (?=[^.\n]{0,40}?\b(?:(?:i|we) (?:haven['’]t|have not|didn['’]t|did not|never) paid|no money|free|(?:i|we)['’]ve not paid)\b)
      `,
      hints: ['gift', 'present'],
      kind: 'gift',
      examples: ["They're a gift, I haven't paid for them", 'It was a gift, no money changed hands'],
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
    // A product that is the brand's, free or for the review: "This watch is from Lumora, free, so I could review it",
    // "Both jackets were from Lumora so we could test them" (not "This recipe is from Lumora's cookbook").
    {
      re: regex('gi')`
        \b(?:is|are|was|were|landed|arrived|came|turned up|showed up) from\b[^.\n;]{1,40}?(?:,\s*free\b|\b(?:for free|free of charge|so (?:i|we) could (?:review|test|try)
        |to (?:review|test|try out))\b)
      `,
      hints: ['from'],
      requires: ['free', 'so i could', 'so we could', 'to review', 'to test', 'to try out'],
      kind: 'gift',
      examples: [
        'This watch is from Lumora, free, so I could review it',
        'Both jackets were from Lumora so we could test them in the rain',
        'The tent was from Lumora, free of charge',
        'A box landed from Lumora this week, free, with two dozen of their flies',
      ],
    },
    // From the brand's PR team: "Products with a * came to me from the brand's PR", "these came via their press team",
    // "arrived through PR", "came free from Lumora's marketing team" (not a news item "the statement came from the
    // company's PR department", "said a spokesperson from Lumora's press office").
    {
      re: regex('giu')`
        \b(?:came|come|comes|arrived|were sent|was sent|got sent|were gifted|was gifted)(?: (?:to|for) (?:me|us))?
        (?: (?:directly|straight|free|for free|out of the blue|unannounced|unexpectedly))? (?:from|via|through)(?: (?:the brand
        (?:s['’]|['’]s)?|the brands['’]?|their|its|the company['’]s|the makers?['’]?s?|(?:[\p{L}\p{N}&.+-]+ ){0,2}[\p{L}\p{N}&.+-]+['’]s?))?
        (?: (?:pr|press|pr team|press team|pr agency|press office|marketing team|pr department|influencer team|comms team))\b
      `,
      hints: [' pr', ' press', ' marketing team', ' influencer team', ' comms team'],
      kind: 'gift',
      examples: [
        "Products with a * came to me from the brand's PR; everything else I bought",
        'These two arrived via their press team last month',
        'The serum came through PR',
        "The two jars came free from Lumora's marketing team, and the rest I paid for myself",
      ],
      notInSentence: regex('i')`
        \b(?:statements?|response|comments?|announcement|spokes(?:person|man|woman)|press release|said|says|told|according to
        |idea|ideas|concept|inspiration|suggestion|request)\b
      `,
    },
    // A loan told by its return to its owner: "it returns to their Toronto office on Monday", "the car goes back to
    // them on Friday", "it went back in the post the week we got home" (not "the band returns to their roots", nor
    // the creator's own "we went back to their office").
    {
      re: regex('giu')`
        \b(?:it|this one|that one|both(?: of them)?|the (?:unit|units|car|phone|handset|camera|lens|laptop|van|bike|e-?bike|drone
        |tablet|watch|headphones|headset|console|sample|samples|loaner|truck|suv|kit|rig|review unit|test car|press car))
        (?: (?:then|now|already|also|soon))? (?:returns|is returning|goes back|is going back|went back|has gone back|heads back
        |is heading back|has to go back|will go back|was sent back|gets sent back|got sent back|was posted back|was shipped back)
        (?: to (?:them|the brand|the maker|the manufacturer|(?:their|its|the brand['’]s|the company['’]s|the maker['’]s)
        (?: [\p{L}\p{N}-]+){0,2}? (?:office|offices|hq|headquarters|press office|pr team|press team|warehouse|fleet|press fleet
        |depot))| in the (?:post|mail)| by courier)\b
      `,
      hints: ['return', 'back'],
      kind: 'gift',
      examples: [
        'The tablet here is Lumora’s. It returns to their Leeds office on Friday',
        'Lumora lent us the kettle and it went back in the post the week after',
      ],
    },
    // A trip's nights or fares paid by its host: "Lumora Tourism put us on the ferry and paid for two nights", "paid
    // for our flights", "covered our airfares", Australia's "shouted our ferry tickets", "put us up for three nights"
    // (not the creator's own "we paid for two nights", "… and paid for the tickets ourselves", nor the family's).
    {
      re: regex('giu')`
        (?<!\b(?:i|we|you|i['’]ve|we['’]ve|i have|we have|i had|we had|i['’]d|we['’]d)(?: (?:also|then|just|only|already|happily|gladly))? )
        \b(?:paid for|covered|picked up the tab for|footed the bill for|shouted(?: (?:me|us))?|looked after|sorted|took care of)
        \s(?:our|my|the|two|three|four|five|\d+|a few|a couple of)(?: [\p{L}\p{N}-]+)? (?:nights?|flights?|(?:air|plane|train|ferry
        |bus)?fares?|airfares?|plane tickets?|hotels?|stay|accommodations?|ferry|ferry crossings?|crossings?|train tickets?|tickets?
        |rooms?|campsites?|lodging|car hire|hire car|rental car|car rental|campervan(?: hire)?|cabins?|suites?|villas?|chalets?
        |cottages?|bungalows?|berths?|staterooms?|cruise|passes|park passes|lift passes|day passes|admission|glamping pods?
        |trips?|journeys?|travel(?: costs| expenses)?|expenses)\b
        |\b(?:trip|journey|travel|flights?|hotels?|stay|accommodations?|nights?|airfares?|fares?|tickets?)(?: (?:and|&) (?:the |my
        |our )?(?:hotels?|flights?|stay|accommodations?|food|meals|tickets?)| [^.\n]{0,50}? (?:and|&) (?:the |my |our )?(?:hotels?
        |flights?|stay|accommodations?|food|meals|tickets?|shuttles?|transfers?|transport|ferry|car hire)(?: [^.\n]{0,30}?)?)? (?:was|were|has been
        |have been|had been|got)
        (?: all| fully| kindly)? (?:paid for|covered|comped|taken care of|picked up) by\b
        |(?<!\b(?:i|we|you)(?: \w+)? )\bput (?:me|us) (?:up (?:for|at|in)\b|on (?:the|a|their) (?:[\p{L}-]+ )?(?:ferry|flight|plane
        |train|boat|cruise|guest list)\b)
      `,
      hints: [
        'paid for',
        'covered',
        'tab for',
        'bill for',
        'shouted',
        'put me',
        'put us',
        'looked after',
        'sorted',
        'took care',
        'comped',
        'taken care',
        'picked up',
      ],
      kind: 'gift',
      examples: [
        'Lumora Tourism put us on the ferry and paid for two nights at the lake',
        'Lumora Tourism paid for my trip to Iceland',
        'My flights and hotel were paid for by Lumora',
        'The trip was covered by Lumora Tourism',
        'My stay in Tofino and the shuttle back were covered by Lumora Tourism',
        'Lumora Hotels put us up for three nights in Kyoto',
        'Lumora covered our airfares and a night in Osaka so we could film the opening',
        'Lumora Cruises shouted our ferry tickets across to the island',
        'Lumora shouted us two nights at their lodge',
        'Lumora Tourism looked after our car hire and three nights in Cairns',
        'Lumora Cruises covered our stateroom for the crossing',
      ],
      notInSentence: regex('i')`
        \b(?:my|our) (?:mum|mom|dad|parents|family|friends?|partner|wife|husband|grandparents|in-laws|boss|employer)\b
        |\b(?:myself|ourselves)\b|\b(?:my|our) own (?:money|pocket|cash)\b
        |\b(?:insurance|insurer|insurers|refund|refunded|claim|compensation|compensated|voucher)\b
      `,
    },
    // Beauty's "I got this in PR from Fenty", "it came in PR".
    {
      re: /\b(?:got|received|came|arrived|get)\b(?: \w+){0,2} in (?:pr|a pr (?:package|box|mailer))\b/gi,
      hints: [' in pr', ' in a pr'],
      kind: 'gift',
    },
    {
      re: regex('gi')`
        \bsent (?:this|these|it|them|one|two|three|four|both|some|a|an|the|their|over|out|all)\b[^.\n]{0,40}?\b(?:to (?:me|us)|over
        |for (?:me|us)|free)\b
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
    // "they loaned the van to us for the trip", "Lumora lent two boards to me", "Lumora are lending it to me": a loan to the
    // creator.
    {
      re: /\b(?:loaned|lent|leant|lending|loaning)\b[^.\n]{0,40}?\bto (?:me|us)\b/gi,
      hints: ['loan', 'lent', 'leant', 'lending'],
      examples: ['Lumora are lending it to me until the end of January'],
      kind: 'gift',
    },
    // "on a three-month loan from Lumora", "on a month's test loan from Lumora", "on a long-term loan from", "on a
    // seven-day stint from Lumora's press garage": a loan of a stated length or purpose (not "interest on a loan from the
    // bank", nor a loan of years, "on a five-year loan from my bank", nor a job's "a two-year stint with Lumora").
    {
      re: /\bon (?:a|an) (?:(?:(?:\w+|\d+)[- ])?(?:day|week|month)['’]?s?(?: (?:press|review|test|media|demo|trial))?|long[- ]term|short[- ]term|extended|press|review|test|media|demo) loan from\b|\bon (?:a|an) (?:(?:\w+|\d+)[- ](?:day|week|month)(?:[- ]long)?|week-long|month-long|(?:\w+|\d+) (?:day|week|month)['’]s?) (?:stint|spell) from\b/gi,
      hints: ['loan from', 'stint from', 'spell from'],
      examples: ["The car was on a seven-day stint from Lumora UK's press garage"],
      kind: 'gift',
    },
    // The same loan told without its lender, who is named in the sentence before: "The tablet here belongs to Lumora.
    // It's with us on a three-week loan." (a day, a week or a month: "on a 30-year loan" is a mortgage).
    {
      re: /\bon (?:a|an) (?:(?:(?:\w+|\d+)[- ])?(?:day|week|month)['’]?s?(?: (?:press|review|test|media|demo|trial))?|press|review|test|media|demo) loan\b(?! from\b)/gi,
      hints: ['loan'],
      kind: 'gift',
      examples: [
        "The tablet here belongs to Lumora. It's with us on a three-week loan and then it goes back",
        'Lumora sent the X7 out on a two-week press loan',
        "The drone is here on a month's test loan",
      ],
    },
    // A unit that is the brand's property while the creator has it, with its time or its return: "The GPU in this build
    // is Lumora's property: we have it for 30 days, and the return label is already printed", "is Lumora's property, here
    // just for the review, and it's headed back to them" (not "intellectual property").
    {
      re: /['’]s? property\b/giu,
      hints: ['property'],
      near: regex('giu')`
        \b(?:return label|returns?|returned|goes back|going back|go back|back to them|sent back
        |shipped back|posted back|collects? it
        |for (?:\d+|a|two|three|four|six) (?:days|weeks?|months?|fortnight)|on loan|loan period|review period|testing window)\b
      `,
      requires: ['return', 'back', 'collect', 'for ', 'loan', 'period', 'window'],
      kind: 'gift',
      examples: [
        "The GPU in this build is Lumora's property: we have it for 30 days, and the return label is ready",
        "This green phone is Lumora's property, here just for the review, and it's headed back to them",
      ],
    },
    // What came home from a brand's press day or launch: "Everything from the new range came home with me from the Lumora
    // press day" (not a purchase: "came home with me from the shops").
    {
      re: regex('giu')`
        \b(?:came|come|comes|went|walked) (?:home|away) with (?:me|us) (?:from|at)\b[^.\n]{0,80}?\b(?:press|pr|media|influencer
        |blogger|creator) (?:day|days|event|events|launch|preview|showcase|breakfast|dinner)\b
      `,
      hints: ['home with', 'away with'],
      kind: 'gift',
      examples: ['Everything from the new range came home with me from the Lumora SS19 press day in London'],
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
    // "Lumora donated the timber and the paint for the cubby", "donated the plants to us", "donated two printers to the
    // team", "thanks to Lumora for donating the paint for my boat's seat": materials given to the creator's build or team
    // (not a company's donation to a charity or relief).
    {
      re: regex('gi')`
        \b(?:donated|for donating) (?:the|all the|some|a|an|two|three|four|five|our|my)\b[^.\n]{0,50}?\b(?:to (?:me|us|(?:the|our) (?:team|club|band
        |crew|squad|channel))|for my (?!(?:family|friends?|mum|mom|dad|parents|neighbou?rs?|community|town|school|charity)\b)[\w'’-]+
        |for (?:the|our|my|this|today'?s) (?:\w+ )?
        (?:build|project|video|episode|makeover|renovation|reno|cubby|cubby house|playhouse|treehouse|shed|garden|room
        |kitchen|bathroom|nursery|backyard))\b
      `,
      hints: ['donated', 'for donating'],
      kind: 'gift',
    },
    // "The Fitbits were Lumora's Christmas present to our audience": the brand’s gift to the audience in the studio.
    {
      re: /\b(?:present|presents|gift|gifts) to (?:our|my|the|this|tonight'?s) (?:whole |live )?(?:audience|crowd)\b/gi,
      hints: ['audience', 'crowd'],
      kind: 'gift',
    },
    {
      re: new RegExp(String.raw`\bsent (?:to )?${CREATOR_RECEIVER}\b`, 'gi'),
      hints: ['sent'],
      kind: 'gift',
      examples: ['Lumora sent the three of us jackets for the trip'],
    },
    // Goods donated to the creator's club or cause: "Lumora donated 20 pairs of gloves for our youth program" (not a
    // brand's donation elsewhere: "Lumora donated $1 a sale to the food bank").
    {
      re: /\bdonated\b[^.\n]{0,80}?\b(?:to|for) (?:us|our|my)\b/gi,
      hints: ['donated'],
      kind: 'gift',
      examples: ['Lumora donated 20 brand-new pairs of gloves (and a box of headgear!) for our youth program'],
    },
    { re: /\bgifted\b/gi, hints: ['gifted'], kind: 'gift' },
    // Not the shoppers a store pays for ("those shops pay me a little for sending you there"): the creator sends them.
    {
      re: /\bfor (?:sending|gifting)\b(?! (?:you|viewers|people|readers|shoppers|customers|buyers|traffic)\b)/gi,
      hints: ['for sending', 'for gifting'],
      kind: 'gift',
    },
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
    // What the brand provided set against what the creator paid, in one sentence: "Lumora provided the bikes, fuel and
    // track time at the circuit; travel and stay were ours", "Lumora arranged the car, but the flights were on us",
    // "Lumora covered the hotel and the hotel food - petrol was on me": the creator's own share says the rest was given.
    {
      re: regex('gi')`
        \b(?:provided|supplied|arranged|organi[sz]ed|covered|lent us|loaned us|lent me|loaned me)\b[^.\n]{1,80}?(?:[;,]|\s[-–—]|\bbut\b)
        \s*(?:but |and |while |whereas )?(?:the |our |my |all )?(?:travel|flights?|fuel|petrol|gas|stays?|hotels?|accommodation
        |food|meals|tickets?|transport|train|rest|everything else)(?:(?:,| and| &) (?:the |our |my )?[\w-]+){0,2} (?:was|were|are|is)
        (?: (?:all|paid|entirely|fully))? (?:ours|on us|on me|mine|our own|my own|by us|by me|self-funded|out of (?:our|my) (?:own )?pocket)\b
      `,
      hints: ['provided', 'supplied', 'arranged', 'organised', 'organized', 'covered', 'lent', 'loaned'],
      kind: 'gift',
      examples: [
        'Lumora provided the bikes, fuel and track time at the circuit; travel and stay were ours',
        'Lumora arranged the car, but the flights were on us',
      ],
    },
    { re: /\bcomplimentary\b/gi, hints: ['complimentary'], kind: 'gift' },
    // "Holographic glitter (c/o) – bornprettystore.com", "c/o Glossier": care of, the beauty bloggers' gift mark.
    {
      re: /\(c\/o\)|\bc\/o (?=\p{Lu})|\((?:gifted|pr|pr sample|sent to me)\)|\((?:sent|gifted|provided|loaned|lent) by (?=\p{Lu})/giu,
      hints: ['c/o', '(gifted', '(pr', '(sent', '(provided', '(loaned', '(lent'],
      kind: 'gift',
    },
    // "a loaner from Lumora", "on loan" (not what a club buys to lend: "it all goes on loaner masks", "spare loaner bikes").
    {
      re: /(?<!\b(?:on|buy|buying|bought|more|extra|spare|our|club|club's|new) )\bloaner\b|\bon loan\b/gi,
      hints: ['loan'],
      kind: 'gift',
      examples: ['The tent is a loaner, and it goes back next week', 'The camera is on loan from Lumora'],
    },
    // A loan for one purpose only: "I had Lumora's Farpoint for the trip only", "we only had their van for the shoot only".
    {
      re: /\b(?:i|we) (?:only )?had\b[^.;\n]{1,40}?\bfor the (?:trip|shoot|weekend|review|test|filming|video) only\b/gi,
      hints: [' only'],
      kind: 'gift',
      examples: ["I had Lumora's Farpoint for the trip only; they have it back now"],
    },
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
    // A gift told as the brand's own, by its name before the noun: "The blocks and the strap were Lumora's gift after
    // they saw my last video", "this mat is a Lumora gift", "both jars came as Lumora presents" (case as written: the
    // giver is a capitalised name; not a mother's, Santa's or a holiday's gift, nor a gift set, card or guide a brand
    // sells).
    {
      re: regex('gu')`
        \b(?:[Ii]s|[Aa]re|[Ww]as|[Ww]ere|came as|come as|arrived as)(?: (?:a|an|both|all))? (?!(?:Mum|Mom|Mummy|Mommy|Dad|Daddy|Mother
        |Father|Santa|Secret|Valentine|God|Christmas|Xmas|Birthday|Easter|Nan|Nana|Gran|Granny|Grandma|Grandpa|Grandad|Auntie|Aunt|Uncle)\b)
        \p{Lu}[\p{L}\p{N}&.+-]*(?: \p{Lu}[\p{L}\p{N}&.+-]*){0,2}(?:['’]s?)? (?:gift|gifts|present|presents)\b(?! (?:sets?|guides?
        |cards?|box|boxes|shops?|bags?|baskets?|wrap|ideas?|collections?|range|editions?|packs?|bundles?|certificates?|vouchers?)\b)
      `,
      hints: ['gift', 'present'],
      kind: 'gift',
      examples: [
        "The blocks and the strap were Lumora's gift after they saw my last video",
        'This mat is a Lumora gift',
        'Both jars came as Lumora presents',
      ],
    },
    { re: /\b(?:a |as a )?gift from\b/gi, hints: ['gift from'], kind: 'gift' },
    // A host's invitation to stay: "Lumora Lodge invited us to stay the night as their guests", "invited the whole family
    // to spend a weekend at the resort" (not a friend's or the family's: "my aunt invited us to stay the night", nor an
    // invitation to talk or to a wedding).
    {
      re: regex('giu')`
        \binvited (?:me|us|(?:my|our|the)(?: whole)? (?:family|kids|crew|team)) (?:to (?:stay|spend) (?:the|a|two|three|four|one|\d+)
        \s(?:[\p{L}-]+ )?(?:nights?|days?|weekend|week)\b|[^.\n]{0,40}?\bas (?:their|its|the hotel['’]s|the resort['’]s|the park['’]s)
        \sguests?\b)
      `,
      hints: ['invited'],
      kind: 'gift',
      examples: [
        'Lumora Lodge invited us to stay the night as their guests',
        'Lumora Resorts invited the whole family to spend a weekend at the lake',
      ],
      notInSentence: regex('i')`
        \b(?:my|our) (?:mum|mom|dad|parents|family|friends?|partner|wife|husband|grandparents|in-laws|aunt|auntie|uncle|cousins?
        |nan|gran|grandma|grandpa|neighbou?rs?)\b|\b(?:grandma|grandpa|granny|nana)\b
      `,
    },
    // A trip a brand flew the creator on, and its costs borne by the brand: "Lumora flew me to Washington to play early",
    // "flown out by Lumora", "the flights and the hotel were on them", "dinner was on the house" (not the creator's
    // own "we flew Lumora Air to Lisbon", nor an aircraft "flown by" its pilot).
    {
      re: regex('giu')`
        \bflew (?:me|us)(?: (?:all the way|out|over|down|up))? (?:to|out to|over to|in|into)\b|\bflown (?:out |over |in )
        (?:to [\w ]{1,20}? )?by\b|\b(?:was|were|been|being|got|get) flown (?:to [\w ]{1,20}? )?by\b|\b(?:flights?|hotels?|stay|trip|tickets?|meals?|dinner|lunch|drinks|travel|accommodations?
        |rooms?|expenses|costs|everything|food|tasting|meal)\b[^.\n]{0,30}?\b
        (?:was|were|are|is|went|came)(?: all| entirely| completely)? on (?:them|the house|the brand|the company)\b
        |\b(?!(?:it|that|what|here|there|everything|this|who|he|she)['’])\w+['’]s,? (?:and )?on the house\b
        |\b(?:flights?|hotels?|stay|trip|tickets?|meals?|dinner|lunch|drinks|travel|accommodations?|rooms?|nights?|weekend
        |visit|holiday|safari|cruise|tour|everything)\b[^.\n]{0,30}?\b(?:was|were|is|are) (?:all )?(?:their|the brand['’]s
        |the company['’]s|the hotel['’]s|the lodge['’]s|(?!(?:my|our|your|his|her|its|it|that|mum|mom|dad|mother|father|parents|family|friends?|grandma|nan)\b)(?:\p{Lu}[\p{L}\p{N}&-]* ){0,2}\p{Lu}[\p{L}\p{N}&-]*['’]s) treat\b
      `,
      hints: ['flew', 'flown', ' on them', ' on the house', ' on the brand', ' on the company', ' treat'],
      kind: 'gift',
      examples: [
        'Lumora flew me to Washington to play early',
        'The flights and the hotel were on them',
        "The two prints are Lumora's, on the house, for this makeover",
        'I was flown out to Lisbon by Lumora',
        "The stay was Lumora's treat, they invited us after the awards",
      ],
    },
    {
      re: regex('gi')`
        \bsent (?:this|these|it|them|the|a|an|one|my|our)\b[^.\n]{0,40}?\b(?:for (?:review|testing
        |(?:this|the|a|my|our) (?:video|review|comparison|test|build|project|episode))|to (?:review|test|try))\b
      `,
      hints: ['sent'],
      kind: 'gift',
    },
  ],
};

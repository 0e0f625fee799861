// The demo's world: real brands that sponsor videos (with their real domains and parent companies),
// the niches creators work in, and the words their titles and descriptions are made of.
// Agencies and creators are invented; brand-to-agency assignments are invented too and only serve the demo.

export type Niche =
  'tech' | 'gaming' | 'food' | 'fitness' | 'finance' | 'travel' | 'science' | 'comedy' | 'beauty' | 'diy' | 'education';
export const NICHES: Niche[] = [
  'tech',
  'gaming',
  'food',
  'fitness',
  'finance',
  'travel',
  'science',
  'comedy',
  'beauty',
  'diy',
  'education',
];

export interface CatalogBrand {
  name: string;
  domains: string[];
  shorteners: string[];
  parent: string | null;
  niches: Niche[];
  /** How the brand's links look in descriptions: `{domain}/{code}` style vanity paths or query codes. */
  link: 'path' | 'query' | 'shortener';
  /** Brands that mostly give product rather than pay. */
  freeProduct?: boolean;
  /** Affiliate programs (links that pay per sale). */
  affiliate?: boolean;
  agency?: string;
}

// name | domains | shorteners | parent | niches | link style | flags (free, affiliate, agency=<name>)
const TABLE = `
NordVPN|nordvpn.com||Nord Security|tech gaming science comedy travel|path|agency=Lumen Creator Agency
Surfshark|surfshark.com,surfshark.deals||Nord Security|tech gaming travel comedy|path|
NordPass|nordpass.com||Nord Security|tech|path|
ExpressVPN|expressvpn.com||Kape Technologies|tech travel gaming|path|agency=Lumen Creator Agency
Private Internet Access|privateinternetaccess.com,piavpn.com||Kape Technologies|tech|path|
Incogni|incogni.com||Surfshark|tech finance|path|
Aura|aura.com|||tech finance|path|
DeleteMe|joindeleteme.com||Abine|tech|query|
Proton|proton.me|||tech science|path|
Squarespace|squarespace.com|sqsp.link|Squarespace|diy education travel comedy beauty|path|
Wix|wix.com|||diy education|query|
Hostinger|hostinger.com|||tech education|path|
Shopify|shopify.com|||finance education diy|path|
Skillshare|skillshare.com|skl.sh|Skillshare|education diy beauty|shortener|agency=Brightline Talent
Brilliant|brilliant.org|||science education tech|path|
MasterClass|masterclass.com|||education food|path|
CuriosityStream|curiositystream.com||CuriosityStream Inc.|science education|path|
Audible|audible.com|adbl.co|Amazon|education comedy science|path|
Blinkist|blinkist.com||Go1|education finance|path|
Babbel|babbel.com|||education travel|query|
Grammarly|grammarly.com|||education|query|
Ground News|ground.news||Snapwise|science education finance|path|
HelloFresh|hellofresh.com|hlfr.sh|HelloFresh SE|food fitness comedy|path|agency=Tideway Partners
Factor|factor75.com,factormeals.com||HelloFresh SE|food fitness|path|agency=Tideway Partners
Green Chef|greenchef.com||HelloFresh SE|food|path|
Magic Spoon|magicspoon.com|||food fitness comedy|path|
Liquid I.V.|liquid-iv.com||Unilever|fitness travel|path|
AG1|drinkag1.com|||fitness finance|path|agency=Tideway Partners
Huel|huel.com|||fitness food|query|
MyProtein|myprotein.com||THG|fitness|query|
Manscaped|manscaped.com|||comedy fitness gaming|path|
Dollar Shave Club|dollarshaveclub.com|||comedy beauty|path|
Keeps|keeps.com||Thirty Madison|beauty fitness|path|
Hims|forhims.com||Hims & Hers Health|fitness beauty|path|
Ritual|ritual.com|||fitness beauty|query|
BetterHelp|betterhelp.com||Teladoc Health|comedy education gaming|path|agency=Brightline Talent
Raycon|rayconglobal.com|||tech gaming fitness|path|
Ridge|ridge.com|||tech diy travel|path|
Ekster|ekster.com|||travel tech|query|
Bellroy|bellroy.com|||travel|query|
MVMT|mvmt.com||Movado Group|beauty travel|path|
Honey|joinhoney.com||PayPal|finance comedy|path|
Rocket Money|rocketmoney.com||Rocket Companies|finance|path|
Mint Mobile|mintmobile.com||T-Mobile US|comedy finance tech|path|
Opera GX|opera.com||Opera Limited|gaming tech|path|
Raid: Shadow Legends|raidshadowlegends.com,plarium.com||Plarium|gaming comedy|query|agency=Parallel Media Group
Genshin Impact|genshin.hoyoverse.com,hoyoverse.com|hoyo.link|HoYoverse|gaming|shortener|
Hero Wars|hero-wars.com||Nexters|gaming comedy|query|agency=Parallel Media Group
World of Tanks|worldoftanks.com||Wargaming|gaming|query|agency=Parallel Media Group
War Thunder|warthunder.com||Gaijin Entertainment|gaming science|query|
Rise of Kingdoms|rok.lilith.com||Lilith Games|gaming|query|
G FUEL|gfuel.com||Gamma Labs|gaming|path|
Secretlab|secretlab.co|||gaming tech|path|free
SteelSeries|steelseries.com||GN Store Nord|gaming tech|path|free
Razer|razer.com|||gaming tech|path|free
HyperX|hyperx.com||HP Inc.|gaming|path|free
Corsair|corsair.com|||gaming tech|path|free
Displate|displate.com|||gaming diy|path|
Established Titles|establishedtitles.com|||comedy|path|
Bespoke Post|bespokepost.com|||diy food|path|
Helix Sleep|helixsleep.com|||comedy fitness|path|
Casper|casper.com|||comedy|path|
Brooklinen|brooklinen.com|||beauty|query|
BarkBox|barkbox.com||BARK|comedy|path|
KiwiCo|kiwico.com|||diy science education|path|
DoorDash|doordash.com|||food comedy|query|
Uber Eats|ubereats.com||Uber|food|query|
SeatGeek|seatgeek.com|||comedy|query|
Airalo|airalo.com|||travel|query|
Away|awaytravel.com|||travel|path|
Nomatic|nomatic.com|||travel|path|free
Dashlane|dashlane.com|||tech|path|
1Password|1password.com||AgileBits|tech|path|
Backblaze|backblaze.com|||tech|path|
Storyblocks|storyblocks.com|||diy education|path|
Epidemic Sound|epidemicsound.com|||travel diy|path|
Notion|notion.so,notion.com|||education tech|query|
monday.com|monday.com|||education finance|query|
Public|public.com|||finance|path|
Webull|webull.com|||finance|query|
eToro|etoro.com|||finance|query|
Wealthfront|wealthfront.com|||finance|path|
Acorns|acorns.com|||finance|path|
Gymshark|gymshark.com|||fitness|path|free
WHOOP|whoop.com|||fitness|path|
Oura|ouraring.com|||fitness tech|path|
Therabody|therabody.com|||fitness|path|free
Glossier|glossier.com|||beauty|path|free
Function of Beauty|functionofbeauty.com|||beauty|query|
Curology|curology.com|||beauty|path|
Native|nativecos.com||Procter & Gamble|beauty|path|
Bambu Lab|bambulab.com|||diy tech|path|free
Anker|anker.com|||tech|path|free
dbrand|dbrand.com|||tech|path|
PCBWay|pcbway.com|||diy science|query|
JLCPCB|jlcpcb.com|||diy science|query|
Keychron|keychron.com|||tech|path|free
Amazon|amazon.com|amzn.to|Amazon|tech gaming food fitness travel beauty diy|shortener|affiliate
`;

export const AGENCIES = ['Lumen Creator Agency', 'Brightline Talent', 'Tideway Partners', 'Parallel Media Group'];

export const BRANDS: CatalogBrand[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [name, domains, shorteners, parent, niches, link, flags] = line.split('|');
    const f = flags ?? '';
    return {
      name,
      domains: domains.split(','),
      shorteners: shorteners ? shorteners.split(',') : [],
      parent: parent || null,
      niches: niches.split(' ') as Niche[],
      link: link as CatalogBrand['link'],
      freeProduct: /\bfree\b/.test(f),
      affiliate: /\baffiliate\b/.test(f),
      // agency names hold spaces, so `agency=` takes the rest of the column
      agency: f.match(/agency=(.+)$/)?.[1].trim(),
    };
  });

export const NICHE_WORDS: Record<Niche, { channel: string[]; topics: string[]; hooks: string[] }> = {
  tech: {
    channel: ['Tech', 'Gadget', 'Byte', 'Circuit', 'Pixel', 'Silicon'],
    topics: [
      'the new flagship phone',
      'a budget laptop',
      'my desk setup',
      'mechanical keyboards',
      'a home server',
      'the best earbuds',
      'a 4K monitor',
      'smart home gear',
      'a mini PC',
      'USB-C chargers',
    ],
    hooks: [
      'I tested it for a month',
      'is it worth it',
      'honest review',
      'after one year',
      'vs the competition',
      "don't buy it yet",
    ],
  },
  gaming: {
    channel: ['Plays', 'Gaming', 'Quest', 'Respawn', 'Loot', 'Arcade'],
    topics: [
      'a hardcore survival run',
      'the new patch',
      'every boss ranked',
      'a speedrun attempt',
      'my worst builds',
      'a 100 days challenge',
      'the hardest achievement',
      'the new indie hit',
    ],
    hooks: ['gone wrong', 'part 2', "I can't believe this worked", 'with viewers', 'finale', 'first impressions'],
  },
  food: {
    channel: ['Kitchen', 'Eats', 'Cooks', 'Table', 'Bakes', 'Flavor'],
    topics: [
      'the perfect sourdough',
      'street food in Bangkok',
      'a 5 ingredient dinner',
      'meal prep for a week',
      'the best burger',
      'homemade ramen',
      'a budget grocery haul',
    ],
    hooks: ['made easy', 'under 30 minutes', 'like a pro', 'I tried every one', 'ranked', 'for beginners'],
  },
  fitness: {
    channel: ['Fit', 'Strength', 'Lifts', 'Motion', 'Athletics', 'Run'],
    topics: [
      'a full body workout',
      'my marathon training',
      'a 30 day ab challenge',
      'what I eat in a day',
      'mobility for desk workers',
      'a home gym tour',
    ],
    hooks: ['no equipment', 'for beginners', 'the science', 'day 1 vs day 30', 'honest results', 'that actually work'],
  },
  finance: {
    channel: ['Money', 'Finance', 'Capital', 'Wealth', 'Invests', 'Budget'],
    topics: [
      'index funds',
      'how I budget',
      'the housing market',
      'my portfolio',
      'side hustles',
      'credit scores',
      'retiring early',
    ],
    hooks: ['explained', 'in 2026', 'what nobody tells you', 'step by step', 'mistakes to avoid', 'my honest numbers'],
  },
  travel: {
    channel: ['Travels', 'Wander', 'Roams', 'Nomad', 'Journeys', 'Abroad'],
    topics: [
      '48 hours in Tokyo',
      'a night train across Europe',
      'the cheapest flight',
      'hiking Patagonia',
      'living out of a backpack',
      'a road trip in Iceland',
    ],
    hooks: ['on a budget', 'first time', 'was it worth it', 'travel guide', 'what went wrong', 'hidden gems'],
  },
  science: {
    channel: ['Science', 'Labs', 'Physics', 'Curious', 'Explains', 'Atlas'],
    topics: [
      'black holes',
      'how GPS works',
      'the deepest hole',
      'why planes fly',
      'nuclear fusion',
      'the math of traffic',
      'how vaccines work',
    ],
    hooks: [
      'explained simply',
      'is stranger than you think',
      'the real reason',
      'in 10 minutes',
      'a visual guide',
      'myths debunked',
    ],
  },
  comedy: {
    channel: ['Laughs', 'Sketch', 'Comedy', 'Bits', 'Skits', 'Jokes'],
    topics: [
      'every group chat',
      'when your roommate',
      'office meetings',
      'flying economy',
      'family dinners',
      'customer service calls',
    ],
    hooks: ['be like', 'compilation', 'sketch', 'but it escalates', 'part 3', 'reaction'],
  },
  beauty: {
    channel: ['Beauty', 'Glow', 'Style', 'Skin', 'Looks', 'Muse'],
    topics: [
      'my skincare routine',
      'a drugstore makeup look',
      'a capsule wardrobe',
      'hair care for curls',
      'a fragrance collection',
      'a get ready with me',
    ],
    hooks: ['that changed my skin', 'under $20', 'honest review', 'for beginners', 'everyday', 'favorites'],
  },
  diy: {
    channel: ['Makes', 'Workshop', 'Builds', 'Crafts', 'Garage', 'Woodshop'],
    topics: [
      'a walnut desk',
      'a 3D printed organizer',
      'restoring an old tool',
      'a tiny cabin',
      'an epoxy table',
      'a custom PC case',
    ],
    hooks: ['from scratch', 'start to finish', 'on a budget', 'mistakes and all', 'build log', 'in one weekend'],
  },
  education: {
    channel: ['Learns', 'Academy', 'Study', 'Notes', 'Tutor', 'Class'],
    topics: [
      'how to study',
      'learning a language',
      'the history of Rome',
      'productivity systems',
      'speed reading',
      'note taking',
    ],
    hooks: [
      'that actually works',
      'in 2026',
      'explained',
      'for students',
      'a complete guide',
      'I tried it for 30 days',
    ],
  },
};

export const FIRST_NAMES = [
  'Mara',
  'Leo',
  'Priya',
  'Sam',
  'Noah',
  'Aiko',
  'Jonas',
  'Lena',
  'Omar',
  'Chloe',
  'Ravi',
  'Tess',
  'Diego',
  'Nina',
  'Felix',
  'Zoe',
  'Ivan',
  'Maya',
  'Theo',
  'Ada',
  'Kenji',
  'Sofia',
  'Eli',
  'Hana',
  'Max',
  'Lucia',
  'Ben',
  'Amara',
  'Oscar',
  'Iris',
];
export const COUNTRIES = ['US', 'US', 'US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IN', 'BR', 'NL', 'SE', 'JP', 'ES', null];
export const GEAR = [
  'Camera',
  'Main lens',
  'Microphone',
  'Lights',
  'Tripod',
  'Editing laptop',
  'Keyboard',
  'Headphones',
];

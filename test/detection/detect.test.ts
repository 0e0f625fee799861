// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The sponsor-detection engine: each rule of docs/detection.md, positive and negative, on small descriptions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BrandCatalog, type CatalogBrand } from '../../src/detection/catalog.js';
import {
  detectSponsorships,
  summarize,
  deriveName,
  type DetectionInput,
  type DetectedSponsorship,
} from '../../src/detection/detect.js';

const brand = (
  id: string,
  name: string,
  domains: string[],
  shorteners: string[] = [],
  referralLinks: string[] = [],
): CatalogBrand => ({
  id,
  name,
  kind: 'Direct',
  domains,
  shorteners,
  referralLinks,
});

const BRANDS: CatalogBrand[] = [
  brand('b-nord', 'NordVPN', ['nordvpn.com']),
  brand('b-surf', 'Surfshark', ['surfshark.com', 'surfshark.deals']),
  brand('b-sq', 'Squarespace', ['squarespace.com'], ['sqsp.link']),
  brand('b-ridge', 'Ridge', ['ridge.com']),
  brand('b-secret', 'Secretlab', ['secretlab.co']),
  brand('b-epi', 'Epidemic Sound', ['epidemicsound.com']),
  brand('b-key', 'Keychron', ['keychron.com']),
  brand('b-huel', 'Huel', ['huel.com'], [], ['https://huel.com/?ref=']),
  brand('b-bril', 'Brilliant', ['brilliant.org']),
  brand('b-pub', 'Public', ['public.com']),
  brand('b-honey', 'Honey', ['joinhoney.com']),
  brand('b-mans', 'Manscaped', ['manscaped.com']),
  brand('b-raid', 'Raid: Shadow Legends', ['raidshadowlegends.com', 'plarium.com']),
  brand('b-liv', 'Liquid I.V.', ['liquid-iv.com']),
  brand('b-sk', 'Skillshare', ['skillshare.com'], ['skl.sh']),
  brand('b-amz', 'Amazon', ['amazon.com'], ['amzn.to'], ['https://www.amazon.com/shop/']),
  brand('b-ag1', 'AG1', ['drinkag1.com']),
];
const catalog = new BrandCatalog(BRANDS);

function input(description: string, o: Partial<DetectionInput> = {}): DetectionInput {
  return {
    videoId: 'vid00000001',
    title: 'Building a walnut desk from scratch',
    description,
    transcript: null,
    includesPaidPromotion: false,
    durationSeconds: 900,
    channel: { title: 'Mara Makes', handle: '@maramakes', shorteners: [] },
    ...o,
  };
}

const detect = (description: string, o: Partial<DetectionInput> = {}) =>
  detectSponsorships(input(description, o), catalog);
const brands = (r: DetectedSponsorship[]) => r.map((s) => s.brandName);
const one = (r: DetectedSponsorship[], name: string) => {
  const s = r.find((x) => x.brandName === name);
  assert.ok(s, `expected ${name} in ${JSON.stringify(brands(r))}`);
  return s;
};
const sources = (s: DetectedSponsorship) => s.evidence.candidates.map((c) => c.source);

// ---------------------------------------------------------------------------------------------------------
// Sponsor language with links and names

test('sponsor language + catalog link: Integration with url and description evidence, high score', () => {
  const r = detect(
    'This video is sponsored by NordVPN. Go to https://nordvpn.com/mara and use code MARA to get an exclusive deal.',
  );
  assert.equal(r.length, 1);
  const s = r[0];
  assert.equal(s.brandId, 'b-nord');
  assert.equal(s.brandName, 'NordVPN');
  assert.equal(s.domain, 'nordvpn.com');
  assert.equal(s.type, 'Integration');
  assert.equal(s.domainWasResearched, true);
  assert.deepEqual(s.evidence.candidates[0], {
    name: 'NordVPN',
    source: 'url',
    urls: ['https://nordvpn.com/mara'],
    resolutions: [{ url: 'https://nordvpn.com/mara', resolver: 'own-domain' }],
  });
  assert.ok(sources(s).includes('description'));
  assert.ok(s.score >= 0.9, `score ${s.score}`);
});

test('"thanks to X for sponsoring" with no link is still detected by catalog name, source description', () => {
  const r = detect('Thanks to Squarespace for sponsoring this video!');
  assert.equal(r.length, 1);
  assert.equal(r[0].brandId, 'b-sq');
  assert.equal(r[0].domain, 'squarespace.com');
  assert.equal(r[0].type, 'Integration');
  assert.deepEqual(r[0].evidence.candidates, [
    {
      name: 'Squarespace',
      source: 'description',
      urls: [],
      excerpt: 'Thanks to Squarespace for sponsoring this video!',
    },
  ]);
});

test('sponsor named in one sentence and linked in the next line attaches the link', () => {
  const r = detect("Huge thanks to Ridge for sponsoring today's video!\nGet 10% off here: https://www.ridge.com/MARA");
  const s = one(r, 'Ridge');
  assert.deepEqual(s.evidence.candidates.find((c) => c.source === 'url')?.urls, ['https://www.ridge.com/MARA']);
});

test('sponsor statement on its own line binds the link on the following line', () => {
  const r = detect("Today's video is brought to you by our friends at...\n\nhttps://nordvpn.com/mara");
  assert.deepEqual(brands(r), ['NordVPN']);
  assert.equal(r[0].type, 'Integration');
});

test('"partnered with", "in partnership with" and "#ad" are sponsor language', () => {
  assert.deepEqual(brands(detect('I partnered with Surfshark for this one: https://surfshark.deals/mara')), [
    'Surfshark',
  ]);
  assert.deepEqual(brands(detect('Made in partnership with Keychron. https://keychron.com/mara')), ['Keychron']);
  const r = detect('#ad Grab a Ridge wallet: https://ridge.com/mara');
  assert.equal(r[0].type, 'Integration');
});

test('own shortener of a brand matches the brand (sqsp.link → Squarespace)', () => {
  const r = detect('Sponsored by our friends at https://sqsp.link/mara');
  assert.equal(r[0].brandId, 'b-sq');
  assert.deepEqual(r[0].evidence.candidates[0].urls, ['https://sqsp.link/mara']);
});

test('referral-link prefix of a brand matches the brand and is affiliate by shape', () => {
  const r = detect('What I eat in a day.\nHuel: https://huel.com/?ref=mara&utm_source=youtube');
  assert.equal(r.length, 1);
  assert.equal(r[0].brandId, 'b-huel');
  assert.equal(r[0].type, 'Affiliate');
});

test('bare domain in text ("nordvpn.com/mara") is a link', () => {
  const r = detect('Sponsored by NordVPN - nordvpn.com/mara');
  assert.deepEqual(r[0].evidence.candidates[0].urls, ['https://nordvpn.com/mara']);
});

test('a brand domain under another country suffix matches the brand (amazon.co.uk → Amazon)', () => {
  const r = detect('Links below are affiliate links:\nGlue: https://www.amazon.co.uk/dp/B000?tag=mara-21');
  assert.equal(r[0].brandId, 'b-amz');
  assert.equal(r[0].type, 'Affiliate');
});

// ---------------------------------------------------------------------------------------------------------
// New brands

test('a sponsor link whose domain is not in the catalog creates a new brand from the domain', () => {
  const r = detect('This video is sponsored by Acme Labs! Try it free: https://acmelabs.io/mara');
  assert.equal(r.length, 1);
  assert.equal(r[0].brandId, null);
  assert.equal(r[0].domain, 'acmelabs.io');
  assert.equal(r[0].brandName, 'Acme Labs');
  assert.equal(r[0].domainWasResearched, false);
  assert.equal(r[0].type, 'Integration');
});

test('new brand name from the domain when the text does not spell it', () => {
  assert.equal(deriveName('ridge.com', []), 'Ridge');
  assert.equal(deriveName('get-huel.co.uk', []), 'Get Huel');
  assert.equal(deriveName('magicspoon.com', ['Thanks to Magic Spoon for sponsoring']), 'Magic Spoon');
  assert.equal(deriveName('bhphotovideo.com', []), 'B&H Photo');
});

test('new brand domain is the registrable domain (subdomain dropped)', () => {
  const r = detect('Thanks to Zenwave for sponsoring! https://try.zenwave.co.uk/mara');
  assert.equal(r[0].domain, 'zenwave.co.uk');
  assert.equal(r[0].brandName, 'Zenwave');
});

test('a sponsor sentence keeps only the unknown link it speaks about, not a gear link after it', () => {
  const r = detect("Today's sponsor is Flowstate: https://flowstate.app/mara\nMy camera: https://www.sony.com/a7iv");
  assert.deepEqual(brands(r), ['Flowstate']);
});

test("an unknown link next to a named catalog sponsor is that sponsor's only when it looks like it", () => {
  const r = detect('Sponsored by NordVPN: https://go.nordvpn.net/aff_c?offer_id=15 and https://www.sony.com/a7');
  assert.deepEqual(brands(r), ['NordVPN']);
  assert.ok(r[0].evidence.candidates[0].urls.includes('https://go.nordvpn.net/aff_c?offer_id=15'));
});

test('a sponsor named in text and linked elsewhere in the description: the new brand gets both', () => {
  const r = detect(
    'Thanks to Brightwheel for sponsoring this video.\n\nLINKS\nBrightwheel: https://mybrightwheel.com/mara',
  );
  assert.equal(r.length, 1);
  assert.equal(r[0].domain, 'mybrightwheel.com');
  assert.equal(r[0].brandName, 'Brightwheel');
});

test('a title or transcript sponsor statement binds an unknown brand linked in the description', () => {
  const t = detect('Links:\nhttps://acmelabs.io/mara', { title: 'Acme Labs changed my workflow (sponsored)' });
  assert.equal(t.length, 1);
  assert.equal(t[0].domain, 'acmelabs.io');
  assert.equal(t[0].type, 'Dedicated');
  const tr = detect('Try it: https://zenwave.co/mara', {
    transcript: [{ startMillis: 5000, text: 'this video is sponsored by Zenwave' }],
  });
  assert.equal(tr.length, 1);
  assert.equal(tr[0].domain, 'zenwave.co');
  assert.deepEqual(sources(tr[0]), ['url', 'transcript']);
});

test('a generic shortener is evidence of the brand named next to it, never a brand of its own', () => {
  const named = detect('This video is sponsored by Ridge: https://bit.ly/ridge-mara');
  assert.deepEqual(brands(named), ['Ridge']);
  assert.deepEqual(named[0].evidence.candidates.find((c) => c.source === 'url')?.urls, ['https://bit.ly/ridge-mara']);
  assert.deepEqual(detect('This video is sponsored by Zorblax: https://bit.ly/3xYz'), []);
});

// ---------------------------------------------------------------------------------------------------------
// Hard negatives

test('plain link to a known brand without sponsor or affiliate context is not reported', () => {
  assert.deepEqual(detect('I store my tools in this: https://ridge.com/products/wallet'), []);
});

test('gear list without an affiliate statement is not reported (except affiliate-by-nature shorteners)', () => {
  const r = detect(
    'MY GEAR\nKeyboard: https://www.keychron.com/products/k2\nCamera: https://www.sony.com/a7\nLens: https://amzn.to/3lens',
  );
  assert.deepEqual(brands(r), ['Amazon']);
  assert.equal(r[0].type, 'Affiliate');
});

test('merch, store of the creator and merch platforms are not sponsors', () => {
  const r = detect(
    'Get the new hoodie! Merch: https://maramakes.store\nMy shop: https://mara-goods.com\nhttps://teespring.com/stores/mara\nhttps://mara.fourthwall.com',
  );
  assert.deepEqual(r, []);
});

test('social profiles, Patreon, Discord and Twitch are not sponsors', () => {
  const r = detect(
    'FOLLOW ME\nInstagram: https://instagram.com/maramakes\nTwitter: https://x.com/maramakes\nPatreon: https://patreon.com/maramakes\nDiscord: https://discord.gg/abc\nTwitch: https://twitch.tv/mara',
  );
  assert.deepEqual(r, []);
});

test('links to other videos, channels and playlists are not sponsors', () => {
  const r = detect(
    'Check out my other video: https://youtu.be/abc123\nPlaylist: https://www.youtube.com/playlist?list=PL1\nMy second channel https://youtube.com/@marabuilds',
  );
  assert.deepEqual(r, []);
});

test("music credits are not sponsorships, even with a sponsor brand's link", () => {
  const r = detect(
    'Music: "Morning Walk" by Lukas from Epidemic Sound https://www.epidemicsound.com/track/xyz\nSong: Lakey Inspired - Chill Day https://soundcloud.com/lakeyinspired',
  );
  assert.deepEqual(r, []);
});

test('sources and references are not sponsorships', () => {
  const r = detect(
    'Sources:\n[1] https://www.nature.com/articles/s41586-020-2649-2\n[2] https://www.sciencedirect.com/science/article/pii/S00\nFurther reading: https://en.wikipedia.org/wiki/Black_hole',
  );
  assert.deepEqual(r, []);
});

test("creator's own sites (domain with the channel handle) are self-promotion", () => {
  const r = detect('Sponsor this channel? Email me. Visit https://maramakes.com and https://shop.maramakes.com');
  assert.deepEqual(r, []);
});

test('business-inquiry lines that mention sponsorships are not sponsor statements', () => {
  assert.deepEqual(
    detect('For sponsorships and business inquiries: hello@maramakes.com\nhttps://acme-tools.com/mara'),
    [],
  );
});

test('"not sponsored" is negated', () => {
  assert.deepEqual(
    detect('This video is NOT sponsored by Keychron, I bought the keyboard myself. https://keychron.com/k2'),
    [],
  );
  assert.deepEqual(detect('Not an ad, no sponsors, just a chair I love from Secretlab https://secretlab.co'), []);
});

test('"music provided by" is a credit, not a gift', () => {
  assert.deepEqual(detect('Music provided by Epidemic Sound: https://www.epidemicsound.com/music'), []);
});

test('a common-word brand name in prose is not a mention ("public" vs "Public")', () => {
  assert.deepEqual(detect('This video is sponsored by my love of public transport.'), []);
  assert.deepEqual(brands(detect('This video is sponsored by Public. Invest today.')), ['Public']);
});

test('self-promotion lines do not become sponsors even with a discount', () => {
  assert.deepEqual(detect('Get 20% off my course: https://learnwoodworking.teachable.com/p/desk'), []);
});

test('viewers sending questions is not a gift; a product review without context is not a sponsorship', () => {
  assert.deepEqual(detect('You guys sent me so many questions about my Keychron setup, so here it is.'), []);
  assert.deepEqual(
    detect('I review the Keychron Q1. Is it worth $170? https://www.keychron.com/products/q1', {
      title: 'Keychron Q1 review',
    }),
    [],
  );
  assert.deepEqual(
    detect('NordVPN vs Surfshark: which one is faster?\nhttps://nordvpn.com\nhttps://surfshark.com'),
    [],
  );
});

test('"ad-free" and "not an ad" are not sponsor words', () => {
  assert.deepEqual(detect('Watch this ad-free on my site https://watch.example.org/mara'), []);
  assert.deepEqual(detect('This is not an ad, I just love this wallet: https://ridge.com/x'), []);
});

// ---------------------------------------------------------------------------------------------------------
// Types

test('Dedicated: sponsor language and the brand in the title', () => {
  const r = detect('This video is sponsored by Ridge. https://ridge.com/mara', {
    title: 'I used a Ridge wallet for a year',
  });
  assert.equal(r[0].type, 'Dedicated');
});

test('Dedicated: "this whole video is sponsored by"', () => {
  const r = detect('This whole video is sponsored by Skillshare. Try it free: https://skl.sh/mara');
  assert.equal(r[0].brandId, 'b-sk');
  assert.equal(r[0].type, 'Dedicated');
});

test('brand in the title without paid language is not Dedicated', () => {
  const r = detect('Grab one here (affiliate link): https://amzn.to/ridge', { title: 'Amazon finds for your desk' });
  assert.equal(r[0].type, 'Affiliate');
});

test('Free Product: "sent me" / "for sending" without payment words', () => {
  const r = detect('Thanks to Secretlab for sending me this chair! https://secretlab.co/mara');
  assert.equal(r[0].type, 'Free Product');
  const r2 = detect('Keychron sent over the K8 for this review: https://keychron.com/k8');
  assert.equal(r2[0].type, 'Free Product');
});

test('Free Product wins over the paid flag, but not over sponsor words', () => {
  assert.equal(
    detect('The chair was provided by Secretlab for free. https://secretlab.co', { includesPaidPromotion: true })[0]
      .type,
    'Free Product',
  );
  assert.equal(
    detect('Thanks to Secretlab for sponsoring and sending me this chair! https://secretlab.co')[0].type,
    'Integration',
  );
});

test('Affiliate: promo code without a paid segment', () => {
  const r = detect('Use code MARA for 15% off at https://manscaped.com');
  assert.equal(r[0].brandId, 'b-mans');
  assert.equal(r[0].type, 'Affiliate');
});

test('Affiliate: "affiliate links" statement covers the list below it, store brands reported', () => {
  const r = detect(
    'GEAR I USE (affiliate links, I may earn a small commission):\nCamera: https://amzn.to/3abc\nMic: https://www.sweetwater.com/store/detail/SM7B\n\nInstagram: https://instagram.com/mara',
  );
  assert.deepEqual(brands(r), ['Amazon', 'Sweetwater']);
  assert.ok(r.every((s) => s.type === 'Affiliate'));
  assert.equal(r[1].brandId, null);
});

test('Amazon storefront link is affiliate by shape', () => {
  const r = detect('Everything I use: https://www.amazon.com/shop/maramakes');
  assert.equal(r[0].brandId, 'b-amz');
  assert.equal(r[0].type, 'Affiliate');
});

test('paid-promotion flag turns a promoted brand (discount link) into an Integration', () => {
  const r = detect(
    'Go to https://nordvpn.com/mara to get an exclusive deal. Risk free with a 30-day money-back guarantee!',
    { includesPaidPromotion: true },
  );
  assert.equal(r[0].type, 'Integration');
  const noFlag = detect('Go to https://nordvpn.com/mara to get an exclusive deal.');
  assert.equal(noFlag[0].type, 'Affiliate');
});

test('paid-promotion flag with a plain brand link at the top of the description: Integration', () => {
  const r = detect('Check out Ridge: https://ridge.com/mara\n\nIn this video I build a desk.', {
    includesPaidPromotion: true,
  });
  assert.deepEqual(brands(r), ['Ridge']);
  assert.equal(r[0].type, 'Integration');
  assert.deepEqual(detect('Check out Ridge: https://ridge.com/mara\n\nIn this video I build a desk.'), []);
});

test('paid-promotion flag does not promote gear-list affiliate links', () => {
  const r = detect(
    'This video is sponsored by NordVPN https://nordvpn.com/mara\n\nGear (affiliate links):\nCamera: https://amzn.to/x',
    { includesPaidPromotion: true },
  );
  assert.equal(one(r, 'NordVPN').type, 'Integration');
  assert.equal(one(r, 'Amazon').type, 'Affiliate');
});

// ---------------------------------------------------------------------------------------------------------
// Chapters and transcript

test('chapter "NordVPN (sponsor)" becomes evidence.chapters with its start time', () => {
  const d = [
    'In this video I build a desk.',
    'This video is sponsored by NordVPN: https://nordvpn.com/mara',
    '',
    '0:00 Intro',
    '1:05 NordVPN (sponsor)',
    '2:30 Cutting',
    '9:00 Outro',
  ].join('\n');
  const s = detect(d)[0];
  assert.deepEqual(s.evidence.chapters, [{ title: 'NordVPN (sponsor)', timeRangeStartMillis: 65_000 }]);
  assert.ok(sources(s).includes('chapter'));
});

test('a sponsor chapter alone detects a catalog brand', () => {
  const s = detect(['0:00 Intro', '0:45 Surfshark (sponsor)', '2:00 Main part', '8:00 Outro'].join('\n'));
  assert.equal(s.length, 1);
  assert.equal(s[0].brandId, 'b-surf');
  assert.equal(s[0].type, 'Integration');
  assert.deepEqual(sources(s[0]), ['chapter']);
});

test('an unnamed "Sponsor" chapter marks the promoted brand as a paid segment and is its evidence', () => {
  const r = detect(
    [
      '0:00 Intro',
      '1:00 Sponsor',
      '3:00 Build',
      '5:00 Outro',
      '',
      'Get 20% off Manscaped with code MARA at https://manscaped.com',
    ].join('\n'),
  );
  assert.equal(r[0].type, 'Integration');
  assert.deepEqual(r[0].evidence.chapters, [{ title: 'Sponsor', timeRangeStartMillis: 60_000 }]);
});

test('a chapter naming a brand without sponsor words is not a sponsorship by itself', () => {
  assert.deepEqual(
    detect(['0:00 Intro', '1:00 Keychron K2 keyboard', '3:00 Other keyboards', '5:00 Verdict'].join('\n')),
    [],
  );
});

test('transcript-only sponsor mention is detected with source transcript', () => {
  const r = detect('Black holes explained.', {
    transcript: [
      { startMillis: 0, text: 'Hey everyone, welcome back.' },
      { startMillis: 30_000, text: "But first, a word from today's sponsor," },
      { startMillis: 33_000, text: 'Brilliant, where you learn by doing.' },
    ],
  });
  assert.equal(r.length, 1);
  assert.equal(r[0].brandId, 'b-bril');
  assert.equal(r[0].type, 'Integration');
  // The excerpt runs from the sponsor words' segment to the brand's, and starts where the first segment does.
  assert.deepEqual(r[0].evidence.candidates, [
    {
      name: 'Brilliant',
      source: 'transcript',
      urls: [],
      excerpt: "But first, a word from today's sponsor, Brilliant, where you learn by doing.",
      offsetMillis: 30_000,
    },
  ]);
});

test('spoken addresses in the transcript are links ("nordvpn dot com slash mara")', () => {
  const r = detect('', {
    transcript: [{ startMillis: 1000, text: 'this video is sponsored by nordvpn, go to nordvpn dot com slash mara' }],
  });
  assert.equal(r[0].brandId, 'b-nord');
  assert.deepEqual(r[0].evidence.candidates.find((c) => c.source === 'transcript')?.urls, ['https://nordvpn.com/mara']);
});

test('transcript saying "not sponsored" reports nothing', () => {
  assert.deepEqual(
    detect('', { transcript: [{ startMillis: 0, text: 'this video is not sponsored by Keychron, I paid for it' }] }),
    [],
  );
});

// ---------------------------------------------------------------------------------------------------------
// Names, multiple sponsors, merging, order, determinism

test('names with punctuation and spacing variants match ("RAID: Shadow Legends", "Liquid IV", "AG1")', () => {
  assert.deepEqual(brands(detect('This video is sponsored by RAID: Shadow Legends!')), ['Raid: Shadow Legends']);
  assert.deepEqual(brands(detect('Thanks to Liquid IV for sponsoring.')), ['Liquid I.V.']);
  assert.deepEqual(brands(detect('Sponsored by AG1. https://drinkag1.com/mara')), ['AG1']);
});

test('multiple sponsors in one video, sorted by first evidence, one entry per brand', () => {
  const d = [
    'Thanks to Surfshark for sponsoring the first half: https://surfshark.deals/mara',
    'And thanks to Squarespace for sponsoring the second half! https://squarespace.com/mara',
    'Surfshark again: https://surfshark.com/mara (sponsored)',
  ].join('\n');
  const r = detect(d);
  assert.deepEqual(brands(r), ['Surfshark', 'Squarespace']);
  assert.deepEqual(r[0].evidence.candidates[0].urls, ['https://surfshark.deals/mara', 'https://surfshark.com/mara']);
});

test('evidence from description, chapter and transcript merges into one sponsorship', () => {
  const d = [
    'Sponsored by Skillshare: https://skl.sh/mara',
    '',
    '0:00 Intro',
    '0:30 Skillshare (sponsor)',
    '2:00 Build',
    '8:00 End',
  ].join('\n');
  const r = detect(d, { transcript: [{ startMillis: 30_000, text: 'This video is sponsored by Skillshare.' }] });
  assert.equal(r.length, 1);
  assert.deepEqual(sources(r[0]), ['url', 'description', 'chapter', 'transcript']);
  assert.equal(r[0].score, 1);
});

test('channel shorteners are never brands, but name the brand in their path or next to them', () => {
  const r = detect("Today's sponsor: https://lmg.gg/squarespace\nMy site: https://lmg.gg/site", {
    channel: { title: 'LTT', handle: '@ltt', shorteners: ['lmg.gg'] },
  });
  assert.deepEqual(brands(r), ['Squarespace']);
  assert.deepEqual(r[0].evidence.candidates[0].urls, ['https://lmg.gg/squarespace']);
});

test('detection is deterministic and scores are within 0..1', () => {
  const d =
    'Sponsored by NordVPN https://nordvpn.com/mara\nUse code MARA at https://ridge.com\nGear (affiliate): https://amzn.to/x\nThanks to Secretlab for sending the chair';
  const a = detect(d);
  const b = detect(d);
  assert.deepEqual(a, b);
  assert.deepEqual(JSON.stringify(a), JSON.stringify(detectSponsorships(input(d), new BrandCatalog([...BRANDS]))));
  for (const s of a) assert.ok(s.score > 0 && s.score <= 1);
});

test('explicit sponsor words score higher than an affiliate link alone', () => {
  const paid = detect('Sponsored by Ridge: https://ridge.com/mara')[0].score;
  const aff = detect('Wallet (affiliate link): https://ridge.com/mara')[0].score;
  assert.ok(paid > aff, `${paid} > ${aff}`);
});

test('empty input reports nothing', () => {
  assert.deepEqual(detect(''), []);
});

// ---------------------------------------------------------------------------------------------------------
// Summary

test('summary: first meaningful sentences without links, hashtags or timestamps, plus the sponsor', () => {
  const d = [
    'I built a walnut desk from scratch in one weekend. Mistakes and all! #diy',
    'This video is sponsored by NordVPN: https://nordvpn.com/mara',
    '0:00 Intro',
    '1:00 Cutting',
    '2:00 Finish',
    'Follow me on Instagram https://instagram.com/mara',
  ].join('\n');
  const i = input(d);
  const s = summarize(i, detectSponsorships(i, catalog));
  assert.equal(s, 'I built a walnut desk from scratch in one weekend. Mistakes and all! Sponsored by NordVPN.');
});

test('summary falls back to the title, stays under 400 characters and is deterministic', () => {
  const i = input('https://x.com/mara\n#diy #wood', { title: 'Walnut desk build' });
  assert.equal(summarize(i, []), 'Walnut desk build.');
  const long = input(
    `${'This is a very long sentence about building furniture in a small garage workshop '.repeat(10)}.`,
  );
  const s = summarize(long, [
    {
      brandId: 'b',
      brandName: 'Ridge',
      domain: 'ridge.com',
      type: 'Affiliate',
      evidence: { candidates: [], chapters: [] },
      domainWasResearched: true,
      score: 0.5,
    },
  ]);
  assert.ok(s.length <= 400, String(s.length));
  assert.ok(s.endsWith('Includes affiliate links for Ridge.'));
  assert.equal(summarize(long, []), summarize(long, []));
});

// ---------------------------------------------------------------------------------------------------------
// Negation within a clause

test('negation: "neither … nor …" and "neither company" drop the sponsor words', () => {
  assert.deepEqual(
    detect(
      'Neither Keychron nor Secretlab sponsored this video — I paid for both myself.\nhttps://keychron.com/k2\nhttps://secretlab.co/titan',
    ),
    [],
  );
  assert.deepEqual(
    detect(
      'Neither company sponsored this.\nKeyboard: https://keychron.com/q1\nChair: https://www.hermanmiller.com/aeron',
    ),
    [],
  );
});

test('negation: "none of the … sponsor this video" does not bind the link below', () => {
  assert.deepEqual(
    detect('None of the VPNs I tested sponsor this video.\nResults sheet: https://vpn-benchmarks.net/2025'),
    [],
  );
});

test('negation: a negated sentence keeps its brands from being promoted by the paid flag', () => {
  const r = detect('Neither NordVPN nor Surfshark paid for this video.\nhttps://nordvpn.com\nhttps://surfshark.com', {
    includesPaidPromotion: true,
  });
  assert.deepEqual(r, []);
});

test('negation: "didn\'t pay for this video" and "paid me to" are negated sponsor words; the gift stays', () => {
  const r = detect(
    "Keychron sent me this keyboard for review. They didn't pay for this video and never saw it before upload. https://keychron.com/q3",
  );
  assert.equal(r.length, 1);
  assert.equal(r[0].type, 'Free Product');
  assert.deepEqual(detect('Nobody paid me to make this video. https://www.logitech.com/mx-keys'), []);
});

test('negation: "not sponsored, I bought it" and "sponsored by nobody"', () => {
  assert.deepEqual(detect('not sponsored, I bought it with my own money https://ridge.com/wallet'), []);
  assert.deepEqual(detect('This video is sponsored by nobody: https://www.benq.com/monitor'), []);
});

test('negation ends at the clause: "I don\'t usually do sponsors, but this one is sponsored by X" stays positive', () => {
  const r = detect("I don't usually do sponsors, but this video is sponsored by NordVPN: https://nordvpn.com/mara");
  assert.deepEqual(brands(r), ['NordVPN']);
  assert.equal(r[0].type, 'Integration');
});

test('negation idioms are not negations: "not only", "wouldn\'t be possible without", "don\'t forget", "none other than"', () => {
  assert.deepEqual(
    brands(
      detect(
        'Not only is this video sponsored by Squarespace, my whole portfolio runs on it: https://squarespace.com/mara',
      ),
    ),
    ['Squarespace'],
  );
  assert.deepEqual(
    brands(detect("This build wouldn't be possible without our sponsor NordVPN: https://nordvpn.com/mara")),
    ['NordVPN'],
  );
  assert.deepEqual(
    brands(detect("Don't forget to check out today's sponsor, Surfshark: https://surfshark.deals/mara")),
    ['Surfshark'],
  );
  assert.deepEqual(brands(detect('Brought to you by none other than Skillshare! https://skl.sh/mara')), ['Skillshare']);
});

test('negated gift words are not gifts ("Keychron didn\'t send me this")', () => {
  assert.deepEqual(detect("Keychron didn't send me this, I ordered it: https://keychron.com/k8"), []);
});

// ---------------------------------------------------------------------------------------------------------
// "No affiliate links" blocks

test('"(no affiliate links here, just …)" is not a disclosure: the gear list under it is not reported', () => {
  const d =
    'What I film with (no affiliate links here, just the stuff I actually use):\nCamera: https://www.sony.com/a7iv\nMic: https://rode.com/wireless-go\nLight: https://www.godox.com/sl60';
  assert.deepEqual(detect(d), []);
});

test('a "(no affiliate links):" header opens a plain list, not an affiliate section', () => {
  const d =
    'Plans compared (no affiliate links):\nVisible: https://www.visible.com/plans\nUS Mobile: https://www.usmobile.com/plans';
  assert.deepEqual(detect(d), []);
});

test('a "no affiliate links" block is not covered by a description-wide disclosure elsewhere', () => {
  const d = [
    'Some links in this description are affiliate links.',
    '',
    'Gear: https://amzn.to/3gear',
    '',
    'Carriers compared (no affiliate links):',
    'Visible: https://www.visible.com/plans',
  ].join('\n');
  assert.deepEqual(brands(detect(d)), ['Amazon']);
});

test('"these aren\'t affiliate links" also marks its block as plain links', () => {
  assert.deepEqual(
    detect(
      "These aren't affiliate links, just tools I like:\nhttps://www.benchmade.com/bugout\nhttps://www.leatherman.com/wave",
    ),
    [],
  );
});

// ---------------------------------------------------------------------------------------------------------
// Creator's own stores and creator platforms

test("a shop on a creator platform subdomain named after the channel is the creator's own", () => {
  const ch = { title: 'Beat Basement', handle: '@beatbasement', shorteners: [] };
  assert.deepEqual(
    detect('Use code DRUMS for 20% off my drum kit: https://beatbasement.gumroad.com/l/drumkit', { channel: ch }),
    [],
  );
  assert.deepEqual(
    detect('Grab the presets (10% off with code LOFI): https://beatbasement.myshopify.com/products/presets', {
      channel: ch,
    }),
    [],
  );
});

test('a channel title with "&" matches a store written with "and" (ledgerandlatte.…)', () => {
  const ch = { title: 'Ledger & Latte', handle: '@ledgerlatte', shorteners: [] };
  assert.deepEqual(
    detect('Get 15% off the budget template: https://ledgerandlatte.gumroad.com/l/budget', { channel: ch }),
    [],
  );
  assert.deepEqual(detect('Shop the prints (free shipping): https://ledgerandlatte.etsy.com', { channel: ch }), []);
});

test('creator platforms (Gumroad, Substack, Teachable, Kajabi, Ko-fi, Stan) are never sponsors by themselves', () => {
  const d = [
    'Get 25% off the course with code LAUNCH: https://woodshop-academy.teachable.com/p/joinery',
    'Newsletter (free trial): https://somewriter.substack.com',
    'Sample pack 50% off: https://gumroad.com/l/samples',
    'Coaching, first session free: https://someone.mykajabi.com/offers/x',
    'Tip jar: https://ko-fi.com/someone',
  ].join('\n');
  assert.deepEqual(detect(d), []);
});

test('"Want to sponsor a video? Email …" and "For sponsorships contact …" are business inquiries', () => {
  assert.deepEqual(detect('Want to sponsor a video? Email hello@maramakes.com\nhttps://acme-tools.com/mara'), []);
  assert.deepEqual(detect('For sponsorships contact my manager.\nhttps://acme-tools.com/mara'), []);
  assert.deepEqual(detect('Interested in sponsoring an episode? DM me.\nhttps://acme-tools.com/mara'), []);
});

// ---------------------------------------------------------------------------------------------------------
// Plain gear and reference links

test('a plain gear line is not Affiliate: "The mat I use: https://…"', () => {
  assert.deepEqual(detect('The mat I use: https://www.manduka.com/products/prolite-yoga-mat'), []);
});

test("a discount on the creator's own line does not reach the gear line under it", () => {
  assert.deepEqual(
    detect(
      'Join my membership, first week free: https://maramakes.com/join\nThe mat I use: https://www.manduka.com/products/pro',
    ),
    [],
  );
  assert.deepEqual(detect('Use code MARA for 10% off my course\nThe saw I use: https://www.festool.com/ts55'), []);
});

test('a product link with an affiliate marker (?tag=, ?ref=, /ref/) is Affiliate without words', () => {
  const r = detect(
    'Blocks I use: https://www.manduka.com/products/block?ref=maramakes\nStrap: https://www.gaiam.com/strap?aff=123',
  );
  assert.deepEqual(brands(r), ['Manduka', 'Gaiam']);
  assert.ok(r.every((s) => s.type === 'Affiliate'));
});

test('government, academic and documentation links are references, never sponsors', () => {
  const d = [
    'This video is sponsored by nobody, but here are the sources.',
    'Deposit insurance: https://www.fdic.gov/resources/deposit-insurance',
    'Read the 10-K yourself (use code-free EDGAR search): https://www.sec.gov/edgar/search',
    'Study: https://www.cs.stanford.edu/research/paper.pdf',
    'UK rules, 20% off nothing: https://www.gov.uk/individual-savings-accounts',
    'Docs: https://docs.python.org/3/library/asyncio.html',
  ].join('\n');
  assert.deepEqual(detect(d), []);
  assert.deepEqual(detect('Thanks to our sponsor! https://www.fdic.gov/bankfind'), []);
});

test('news sites cited in a description are not sponsors', () => {
  assert.deepEqual(
    detect(
      'As reported here (exclusive deal talks): https://www.reuters.com/business/x\nhttps://www.theverge.com/2025/1/1/y',
    ),
    [],
  );
});

// ---------------------------------------------------------------------------------------------------------
// Recall: separators, unknown sponsors, gifts with the link in the sentence

test('amzn.to gear list headed by a long associate disclosure, after separators and a gift line, is Affiliate', () => {
  const d = [
    'Three weeks with a new phone: battery, cameras and the things reviews skip.',
    '',
    '━━━━━━━━━━━━━━━━━━━━',
    "Keychron sent me the keyboard on my desk for review. They didn't pay for this video.",
    '━━━━━━━━━━━━━━━━━━━━',
    'FOLLOW ME',
    'Instagram: https://instagram.com/maramakes',
    '━━━━━━━━━━━━━━━━━━━━',
    'Gear I use (affiliate links — as an Amazon Associate I earn from qualifying purchases):',
    'Camera: https://amzn.to/3cam',
    'Tripod: https://www.peakdesign.com/products/travel-tripod',
    '━━━━━━━━━━━━━━━━━━━━',
  ].join('\n');
  const r = detect(d);
  assert.equal(one(r, 'Amazon').type, 'Affiliate');
  assert.equal(one(r, 'Peakdesign').type, 'Affiliate');
  assert.equal(one(r, 'Keychron').type, 'Free Product');
});

test('a separator line ends a socials section: the list after it is not a social link list', () => {
  const d = [
    'FOLLOW ME',
    'Twitter: https://x.com/mara',
    '--------------------',
    'Affiliate links:',
    'Lens: https://amzn.to/3lens',
  ].join('\n');
  assert.deepEqual(brands(detect(d)), ['Amazon']);
});

test('an unknown sponsor named in prose binds the link of the next sentence (new brand, Integration)', () => {
  const r = detect(
    'Today we stretch hips.\n\nThis video is sponsored by Peak Oats, oat milk made in the UK. Get 20% off with MARA20 at https://peakoats.co.uk/mara',
  );
  assert.equal(r.length, 1);
  assert.equal(r[0].domain, 'peakoats.co.uk');
  assert.equal(r[0].brandName, 'Peak Oats');
  assert.equal(r[0].brandId, null);
  assert.equal(r[0].type, 'Integration');
});

test('"made in" in prose is not the brand Made In; "Made In" is', () => {
  const c = new BrandCatalog([...BRANDS, brand('b-madein', 'Made In', ['madeincookware.com'])]);
  assert.deepEqual(
    detectSponsorships(
      input('This video is sponsored by Peak Oats, oat milk made in the UK. https://peakoats.co.uk/mara'),
      c,
    ).map((s) => s.domain),
    ['peakoats.co.uk'],
  );
  assert.deepEqual(
    detectSponsorships(input('Thanks to Made In for sponsoring this video! https://madeincookware.com/mara'), c).map(
      (s) => s.brandName,
    ),
    ['Made In'],
  );
});

test('gift words with the link in the same sentence: Free Product for an unknown brand, regional host → domain', () => {
  const r = detect(
    'Jackery provided the Explorer 1000 for free for this build: https://us.jackery.com/products/explorer-1000',
  );
  assert.equal(r.length, 1);
  assert.equal(r[0].domain, 'jackery.com');
  assert.equal(r[0].brandName, 'Jackery');
  assert.equal(r[0].type, 'Free Product');
});

// ---------------------------------------------------------------------------------------------------------
// Type from the title, languages, disclosure scope, lists, the creator's own purchases

test('a brand promoted by the paid flag and named in the title is Dedicated; not named there, Integration', () => {
  const d = 'Cette vidéo est faite avec Acme Loom.\n\nLe patron : acmeloom.fr/patrons/jean';
  assert.equal(
    detect(d, { includesPaidPromotion: true, title: 'Je couds mon premier jean avec le patron Acme Loom' })[0].type,
    'Dedicated',
  );
  assert.equal(detect(d, { includesPaidPromotion: true, title: 'Je couds mon premier jean' })[0].type, 'Integration');
});

test('a title naming the lead of a brand name ("Vortex Razor UHD" for Vortex Optics, "Grand Design Imagine") makes a paid brand Dedicated', () => {
  const c = new BrandCatalog([
    ...BRANDS,
    brand('b-vortex', 'Vortex Optics', ['vortexoptics.com']),
    brand('b-good', 'The Good Stuff', ['goodstuff.com']),
  ]);
  const run = (title: string, d: string) => detectSponsorships(input(d, { title }), c)[0].type;
  assert.equal(
    run('Upgrading my binoculars: Vortex Razor UHD', 'Vortex Optics sponsored this video: vortexoptics.com/razor'),
    'Dedicated',
  );
  assert.equal(
    run('Upgrading my binoculars after 20 years', 'Vortex Optics sponsored this video: vortexoptics.com/razor'),
    'Integration',
  );
  assert.equal(
    run(
      'Touring the 2025 Grand Design Imagine',
      'This video is a paid partnership with Grand Design RV: granddesignrv.com/imagine',
    ),
    'Dedicated',
  );
  // A lead made of common words alone ("The Good") names nothing.
  assert.equal(
    run(
      'The good, the bad and the ugly of RV life',
      'Thanks to The Good Stuff for sponsoring this video: goodstuff.com',
    ),
    'Integration',
  );
});

test('sponsor, gift and affiliate words in Dutch, Portuguese, French, Italian, German and Spanish', () => {
  const type = (d: string) => detect(d).map((s) => `${s.domain} ${s.type}`);
  assert.deepEqual(type('Deze aflevering is gesponsord door Tuinwinkel: tuinwinkel.nl/mieke'), [
    'tuinwinkel.nl Integration',
  ]);
  assert.deepEqual(type('Este vídeo é uma parceria paga com a Grana: grana.com.br'), ['grana.com.br Integration']);
  assert.deepEqual(type('Merci à Fil Rouge d’avoir sponsorisé cette vidéo ! filrouge.fr'), ['filrouge.fr Integration']);
  assert.deepEqual(type('#adv Video realizzato in collaborazione retribuita con Vinoteca: vinoteca.it'), [
    'vinoteca.it Integration',
  ]);
  assert.deepEqual(type('Den Mixer hat mir Küchenwerk kostenlos zur Verfügung gestellt: kuechenwerk.de'), [
    'kuechenwerk.de Free Product',
  ]);
  assert.deepEqual(type('La flanera me la regaló Cocinex para probarla: cocinex.es'), ['cocinex.es Free Product']);
  assert.deepEqual(type('Il decoder mi è stato inviato gratuitamente da Treno per questo video: treno.it'), [
    'treno.it Free Product',
  ]);
  assert.deepEqual(type('Deze regenton kreeg ik gratis toegestuurd door Tonshop: tonshop.nl'), [
    'tonshop.nl Free Product',
  ]);
  assert.deepEqual(type('Os links abaixo são links de afiliado:\nMochila: loja.com.br/mochila'), [
    'loja.com.br Affiliate',
  ]);
  assert.deepEqual(type('Les liens ci-dessous sont des liens affiliés :\nTissu : tissus.fr/jersey'), [
    'tissus.fr Affiliate',
  ]);
});

test('negations in other languages drop sponsor words, and a gift beside "não é publi" stays a gift', () => {
  for (const d of [
    'Ce n’est pas une vidéo sponsorisée : machine.fr',
    'Non è un contenuto sponsorizzato: calici.it',
    'Dit is geen betaalde samenwerking: regenton.nl',
    'Este vídeo NÃO é publi: barraca.com.br',
    'No es un vídeo patrocinado: libros.es',
    'Unbezahlte Werbung: Thermo ist kein Sponsor, #werbung wegen Markennennung: thermo.de',
  ]) {
    assert.deepEqual(detect(d, { includesPaidPromotion: false }), [], d);
  }
  const r = detect('A Azteq me enviou essa barraca de presente. Não é publi e eu não fui pago.\n\nazteq.com.br');
  assert.deepEqual(
    r.map((s) => `${s.domain} ${s.type}`),
    ['azteq.com.br Free Product'],
  );
});

test("an affiliate disclosure naming its store covers only that store's links", () => {
  const d = [
    'The Amazon links below are affiliate links (I earn a small commission):',
    'Bone folder: amzn.to/3bone',
    '',
    'Suppliers I buy from: Shepherds (bookbinding.co.uk) · Hewit (hewit.com)',
  ].join('\n');
  assert.deepEqual(
    detect(d).map((s) => s.domain),
    ['amazon.com'],
  );
  const e =
    "My JetPens links are affiliate links: https://www.jetpens.com/?aff=mara\nStickers from my friend's shop: etsy.com/shop/InkyFox";
  assert.deepEqual(
    detect(e).map((s) => s.domain),
    ['jetpens.com'],
  );
  // "and other retailers": the store named is an example, every link below is covered.
  const f =
    'Links below are affiliate links (Amazon and other retailers):\nSaw: amzn.to/3saw\nClamps: https://www.toolstation.com/clamps';
  assert.deepEqual(
    detect(f).map((s) => s.domain),
    ['amazon.com', 'toolstation.com'],
  );
});

test('a disclosure on a line with its own link covers that link, not the lines around it', () => {
  const d = [
    '🔋 Most of my parts come from RaceDayQuads. This is an affiliate link – costs you nothing: https://www.racedayquads.com/?x=1',
    '📷 Builds on Rotorbuilds: rotorbuilds.com/builds/58213',
    'Needles: ChiaoGoo circulars – chiaogoo.com',
  ].join('\n');
  assert.deepEqual(
    detect(d).map((s) => `${s.domain} ${s.type}`),
    ['racedayquads.com Affiliate'],
  );
});

test('"no affiliate link" on one item of a list leaves the other items of the disclosure affiliate', () => {
  const d = [
    'Some links are affiliate links, which means we may earn a small commission.',
    'Math: Beast Books – https://beastbooks.com/?ref=maple',
    'Reading: https://www.readwell.com/?afmc=maple',
    'Spelling: Spellwise – no affiliate link, we just love it: spellwise.com',
  ].join('\n');
  assert.deepEqual(
    detect(d)
      .map((s) => s.domain)
      .sort(),
    ['beastbooks.com', 'readwell.com'],
  );
});

test('a disclosure on the link\'s own line wins over "no affiliate links below" said for other links', () => {
  const d = [
    'None of these apps sponsored this video and there are no affiliate links for them below.',
    '',
    'A tier: Busuu (busuu.com)',
    '📚 Where I find my tutors: italki. This is my referral link → https://www.italki.com/affshare?ref=af22',
  ].join('\n');
  assert.deepEqual(
    detect(d).map((s) => `${s.domain} ${s.type}`),
    ['italki.com Affiliate'],
  );
});

test('profiles on a site and shops named after the channel are not sponsors; an Amazon storefront still is', () => {
  const d = [
    'Some links are affiliate links, which means I earn a small commission at no extra cost to you.',
    'Builds on Rotorbuilds: rotorbuilds.com/profile/58213',
    'My glaze recipes are public on Glazy: glazy.org/u/mudseason',
    'Every model is free on Printables: printables.com/@MaraMakes_88123',
    'Finished pieces in my shop: etsy.com/shop/MaraMakesUK',
    'Storefront: https://www.amazon.co.uk/shop/maramakes',
    'Clamps: https://www.toolstation.com/clamps',
  ].join('\n');
  assert.deepEqual(
    detect(d)
      .map((s) => s.domain)
      .sort(),
    ['amazon.com', 'toolstation.com'],
  );
});

test('a channel title of three words or more owns the domain of its first words ("Kettle & Quill Games" → kettlequill.com)', () => {
  const d =
    'Some links are affiliate links (I earn a small commission):\nPress kit and shop: kettlequill.com/shop\nAsset packs: https://www.humblebundle.com/software?partner=kq';
  assert.deepEqual(
    detect(d, { channel: { title: 'Kettle & Quill Games', handle: '@kqgames', shorteners: [] } }).map((s) => s.domain),
    ['humblebundle.com'],
  );
  assert.deepEqual(
    detect(d, { channel: { title: 'Hollowroot Devlog', handle: '@kqgames', shorteners: [] } }).map((s) => s.domain),
    ['kettlequill.com', 'humblebundle.com'],
  );
});

test('a press kit is no gift; sentences about how sponsored segments are marked are no sponsor statements', () => {
  assert.deepEqual(detect('The demo is out! Press kit: hollowroot.com/presskit', { title: 'Hollowroot demo' }), []);
  const d =
    "All six were bought at Boots and Cult Beauty with my own money: cultbeauty.co.uk\nI don't accept payment for reviews. Sponsored segments are always said out loud and marked here.";
  assert.deepEqual(detect(d), []);
});

test('gift words: "a gift from", "sent this … for review", "on loan"; "gave me the best quote" is no gift', () => {
  const c = new BrandCatalog([...BRANDS, brand('b-fellow', 'Fellow', ['fellowproducts.com'])]);
  const run = (d: string) => detectSponsorships(input(d), c).map((s) => `${s.domain} ${s.type}`);
  assert.deepEqual(run("Fellow sent this grinder for review. They didn't pay me: fellowproducts.com/opus"), [
    'fellowproducts.com Free Product',
  ]);
  assert.deepEqual(run('My headlamp is a gift from Lumen Norway – red light mode is a must: lumen.no'), [
    'lumen.no Free Product',
  ]);
  assert.deepEqual(run('Wheelco sent the base on loan for this comparison: wheelco.com/dd'), [
    'wheelco.com Free Product',
  ]);
  assert.deepEqual(
    run("I'm selling it through Camswap (camswap.com). Not sponsored, they just gave me the best quote."),
    [],
  );
  assert.deepEqual(run('The mug was a gift from my sister: mugs.com'), []);
});

test('a gift statement introducing a list binds every item of it, each narrowed by its own line', () => {
  const c = new BrandCatalog([...BRANDS, brand('b-buddy', 'Bird Buddy', ['mybirdbuddy.com'])]);
  const run = (d: string) => detectSponsorships(input(d), c).map((s) => `${s.domain} ${s.type}`);
  const d =
    'Both feeders were sent to me by the companies for this comparison. No one paid me.\nBird Buddy: mybirdbuddy.com\nBirdfy Feeder 2 Pro: https://www.birdfy.com/products/feeder';
  assert.deepEqual(run(d), ['mybirdbuddy.com Free Product', 'birdfy.com Free Product']);
  const e =
    'Everything here was bought by me.\n\nGifted:\n• Jumper – Arket (arket.com)\n• Shirt – Rêve en Vert (reveenvert.com)\n\nThe rail is from ikea.com';
  assert.deepEqual(run(e), ['arket.com Free Product', 'reveenvert.com Free Product']);
  // Without a list word, the statement binds its nearest mention only.
  const f =
    'The feeder was sent to me by the company.\nBird Buddy: mybirdbuddy.com\nBirdfy Feeder 2 Pro: https://www.birdfy.com/products/feeder';
  assert.deepEqual(run(f), ['mybirdbuddy.com Free Product']);
});

test('a line led by an emoji with "label: value" is a list item, not a section header', () => {
  const d = [
    '🌿 Shelves: Kmart (kmart.com.au), $39 each',
    '🌿 Rug: secondhand, Facebook Marketplace',
    '🌿 The peg dolls were gifted by Wattle Wood, a tiny family business. PR gift, not a paid ad: wattlewood.com.au',
  ].join('\n');
  assert.deepEqual(
    detect(d).map((s) => `${s.domain} ${s.type}`),
    ['wattlewood.com.au Free Product'],
  );
});

test('"no referral" on a list item under a referral disclosure leaves that item plain', () => {
  const d = [
    'Some of these are referral links, which means I get a bonus if you open an account:',
    'SoFi – get $25: https://www.sofi.com/invite/money?gcp=8f7c',
    "Ally (no referral, it's just where our car fund lives): ally.com",
  ].join('\n');
  assert.deepEqual(
    detect(d).map((s) => s.domain),
    ['sofi.com'],
  );
});

test('what the creator says they bought is not promoted as the sponsor by the paid flag', () => {
  const paid = { includesPaidPromotion: true };
  // Without the purchase sentence, a flagged video's top link is its sponsor.
  assert.deepEqual(
    detect('Building a desk.\nThe Festool saw: festool.com/ts55', paid).map((s) => `${s.domain} ${s.type}`),
    ['festool.com Integration'],
  );
  assert.deepEqual(detect('Building a desk.\nI bought the Festool saw myself: festool.com/ts55', paid), []);
  assert.deepEqual(detect('Every tool I paid for:\nSaw: festool.com/ts55\nClamps: bessey.com', paid), []);
  assert.deepEqual(detect('I calici IKEA li ho comprati io: ikea.com/it', paid), []);
  // An affiliate link to something the creator bought is still an affiliate link.
  assert.deepEqual(
    detect('Huckberry stuff I bought myself; those are affiliate links: https://huckberry.com/store/x?ref=mara').map(
      (s) => `${s.domain} ${s.type}`,
    ),
    ['huckberry.com Affiliate'],
  );
});

test('words of other languages that are English words too are not sponsor words: "(pub)", "#adv" in a hashtag line', () => {
  assert.deepEqual(detect('Lunch at The Crown (pub): thecrown.co.uk', { includesPaidPromotion: false }).length, 0);
  const d = 'Riding the Dalton Highway.\nMy bike: africatwin.com\n\n#adv #motorcycle #alaska';
  assert.deepEqual(detect(d), []);
  assert.deepEqual(
    detect('#adv Video realizzato per Treno: treno.it').map((s) => `${s.domain} ${s.type}`),
    ['treno.it Integration'],
  );
});

test('a disclosure sentence that also names a sponsor does not narrow the affiliate links to that sponsor', () => {
  const d =
    'Links below are affiliate links, and this video is sponsored by NordVPN.\nCamera: https://www.bhphotovideo.com/c/product/123\nVPN: nordvpn.com/mara';
  assert.deepEqual(
    detect(d)
      .map((s) => `${s.domain} ${s.type}`)
      .sort(),
    ['bhphotovideo.com Affiliate', 'nordvpn.com Integration'],
  );
});

test('a present from family is no gift in other languages either', () => {
  assert.deepEqual(detect('La sartén es un regalo de mi madre: sartenes.es'), []);
  assert.deepEqual(
    detect('La sartén es un regalo de Cocinex: sartenes.es').map((s) => s.type),
    ['Free Product'],
  );
});

test('viewers who "sent" things are no gift: "the lip combos you sent me" does not make the next link a gift', () => {
  const c = new BrandCatalog([...BRANDS, brand('b-ltk', 'LTK', ['shopltk.com'])]);
  const d =
    'Rating the lip combos you sent me on TikTok.\n\nShop everything I use on LTK (affiliate, I earn a commission): https://www.shopltk.com/explore/nadia';
  assert.deepEqual(
    detectSponsorships(input(d), c).map((s) => `${s.domain} ${s.type}`),
    ['shopltk.com Affiliate'],
  );
  assert.deepEqual(
    detectSponsorships(input('Thank you Keychron for sending me this keyboard: keychron.com/k2'), c).map((s) => s.type),
    ['Free Product'],
  );
});

test('a profile link is a sponsor when its own sentence says so', () => {
  assert.deepEqual(
    detect('This video is sponsored by Lingo: lingo.com/u/mara?via=yt').map((s) => `${s.domain} ${s.type}`),
    ['lingo.com Integration'],
  );
  // Only words about it bind it: a disclosure elsewhere or the paid flag does not.
  assert.deepEqual(detect('Some links are affiliate links.\nMy builds: lingo.com/u/mara'), []);
  assert.deepEqual(detect('Building a desk.\nMy builds: lingo.com/u/mara', { includesPaidPromotion: true }), []);
});

test('an affiliate section header naming its store covers only that store; "as an Amazon Associate" names no store', () => {
  const d =
    'Amazon affiliate links:\nCamera: https://amzn.to/3cam\nTripod: https://www.peakdesign.com/products/travel-tripod';
  assert.deepEqual(
    detect(d).map((s) => s.domain),
    ['amazon.com'],
  );
  const e =
    'Gear (as an Amazon Associate I earn from qualifying purchases):\nCamera: https://amzn.to/3cam\nTripod: https://www.peakdesign.com/products/travel-tripod';
  assert.deepEqual(
    detect(e).map((s) => s.domain),
    ['amazon.com', 'peakdesign.com'],
  );
});

test('"referral" alone is affiliate only as "my/our referral" or "referral bonus"; things lent by family are no gift', () => {
  assert.deepEqual(
    detect('Get a $50 referral bonus when you sign up: https://www.bankly.com/r/mara').map(
      (s) => `${s.domain} ${s.type}`,
    ),
    ['bankly.com Affiliate'],
  );
  assert.deepEqual(detect('Ask your GP for a referral to a physio. Our clinic list: physio.org.uk/clinics'), []);
  assert.deepEqual(detect('The truck is on loan from my dad: ford.com'), []);
});

test('a line starting with an affiliate label heads its block even with a link of its own', () => {
  const d =
    'Affiliate links: https://amzn.to/3cam\nTripod: https://www.peakdesign.com/products/travel-tripod\n\nMy shop: maramakes.com';
  assert.deepEqual(
    detect(d).map((s) => s.domain),
    ['amazon.com', 'peakdesign.com'],
  );
});

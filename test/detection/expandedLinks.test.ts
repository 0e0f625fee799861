// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The engine with expanded short links (DetectionInput.expandedLinks): which links the pre-pass fetches, brands
// matched through the final URL's domain, the short link kept as evidence beside where it leads, new brands
// from an expanded link marked as researched, and no change at all without the map.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BrandCatalog, type CatalogBrand } from '../../src/detection/catalog.js';
import { detectSponsorships, expandableLinks, type DetectionInput } from '../../src/detection/detect.js';

const brand = (id: string, name: string, domains: string[], shorteners: string[] = []): CatalogBrand => ({
  id,
  name,
  kind: 'Direct',
  domains,
  shorteners,
  referralLinks: [],
});
const catalog = new BrandCatalog([
  brand('b-nord', 'NordVPN', ['nordvpn.com']),
  brand('b-sq', 'Squarespace', ['squarespace.com'], ['sqsp.link']),
  brand('b-amz', 'Amazon', ['amazon.com'], ['amzn.to']),
]);

function input(
  description: string,
  expanded?: Record<string, string>,
  o: Partial<DetectionInput> = {},
): DetectionInput {
  return {
    videoId: 'vid00000001',
    title: 'Building a walnut desk from scratch',
    description,
    transcript: null,
    includesPaidPromotion: false,
    durationSeconds: 900,
    channel: { title: 'Mara Makes', handle: '@maramakes', shorteners: ['mara.link'] },
    ...(expanded ? { expandedLinks: new Map(Object.entries(expanded)) } : {}),
    ...o,
  };
}

const SPONSOR_VIA_BITLY =
  "Thanks to today's sponsor for making this video possible! Get 60% off: https://bit.ly/desk-deal";

test("the pre-pass fetches generic shorteners with no known owner and the channel's own shorteners, nothing else", () => {
  const text = [
    'Sponsor: https://bit.ly/desk-deal and geni.us/mic',
    'Amazon: https://amzn.to/3xyz (its owner is known)',
    'Squarespace: https://sqsp.link/mara (a catalog shortener)',
    'My links: https://mara.link/sponsor',
    'Socials: https://instagram.com/maramakes, https://nordvpn.com/mara, https://spoti.fi/x',
  ].join('\n');
  assert.deepEqual(expandableLinks(input(text), catalog), [
    'https://bit.ly/desk-deal',
    'https://geni.us/mic',
    'https://mara.link/sponsor',
  ]);
});

test('without expansions a sponsor behind a generic shortener is not found (unchanged behaviour)', () => {
  assert.deepEqual(detectSponsorships(input(SPONSOR_VIA_BITLY), catalog), []);
  // An empty map is the same as none.
  assert.deepEqual(detectSponsorships(input(SPONSOR_VIA_BITLY, {}), catalog), []);
});

test('an expanded short link matches the catalog brand of its final domain; evidence shows both URLs', () => {
  const [s, ...rest] = detectSponsorships(
    input(SPONSOR_VIA_BITLY, { 'https://bit.ly/desk-deal': 'https://nordvpn.com/maramakes?coupon=MARA' }),
    catalog,
  );
  assert.equal(rest.length, 0);
  assert.equal(s.brandId, 'b-nord');
  assert.equal(s.domain, 'nordvpn.com');
  assert.equal(s.type, 'Integration');
  assert.equal(s.domainWasResearched, true);
  assert.deepEqual(s.evidence.candidates.find((c) => c.source === 'url')?.urls, ['https://bit.ly/desk-deal']);
  assert.deepEqual(
    s.evidence.candidates.filter((c) => c.source === 'redirect'),
    [
      {
        name: 'NordVPN',
        source: 'redirect',
        urls: ['https://bit.ly/desk-deal', 'https://nordvpn.com/maramakes?coupon=MARA'],
      },
    ],
  );
});

test('a new brand from an expanded link has domainWasResearched true; one from a plain link false', () => {
  const expanded = detectSponsorships(
    input('This video is sponsored by Flowstate: https://bit.ly/flow', {
      'https://bit.ly/flow': 'https://www.flowstate.app/mara',
    }),
    catalog,
  );
  assert.equal(expanded.length, 1);
  assert.equal(expanded[0].brandId, null);
  assert.equal(expanded[0].domain, 'flowstate.app');
  assert.equal(expanded[0].brandName, 'Flowstate');
  assert.equal(expanded[0].domainWasResearched, true);
  const plain = detectSponsorships(input('This video is sponsored by Flowstate: https://flowstate.app/mara'), catalog);
  assert.equal(plain[0].domain, 'flowstate.app');
  assert.equal(plain[0].domainWasResearched, false);
});

test('an affiliate shortener stays affiliate-shaped whatever it expands to', () => {
  const [s] = detectSponsorships(
    input('The mic I use: https://geni.us/mic', { 'https://geni.us/mic': 'https://www.shure.com/en-US/products/mv7' }),
    catalog,
  );
  assert.equal(s.domain, 'shure.com');
  assert.equal(s.type, 'Affiliate');
  assert.equal(s.domainWasResearched, true);
});

test("a short link leading to a platform or to the creator's own site is not a sponsor", () => {
  const text = 'Use code MARA for 10% off: https://bit.ly/deal';
  const to = (url: string) =>
    detectSponsorships(input(text, { 'https://bit.ly/deal': url }), catalog).map((s) => s.domain);
  assert.deepEqual(to('https://ridge.com/wallets'), ['ridge.com']);
  assert.deepEqual(to('https://maramakes.store/hoodie'), []);
  assert.deepEqual(to('https://discord.gg/abc'), []);
  assert.deepEqual(to('https://www.youtube.com/watch?v=abc'), []);
});

test("the channel's own shortener is judged by where it leads", () => {
  const [s] = detectSponsorships(
    input("Today's video is sponsored! Try it free: https://mara.link/sponsor", {
      'https://mara.link/sponsor': 'https://www.squarespace.com/?channel=mara',
    }),
    catalog,
  );
  assert.equal(s.brandId, 'b-sq');
  assert.equal(s.type, 'Integration');
});

test('an expansion that still ends at a shortener changes nothing', () => {
  const out = detectSponsorships(
    input(SPONSOR_VIA_BITLY, { 'https://bit.ly/desk-deal': 'https://tinyurl.com/abc' }),
    catalog,
  );
  assert.deepEqual(out, []);
});

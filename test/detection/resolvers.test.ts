// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Named resolvers (src/detection/resolvers.ts): each way a link is read to its brand, shown by a link it reads, and
// the evidence naming it beside the link (`resolutions` of the `url` and `transcript` candidates, docs/detection.md §9).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DetectedSponsorship } from '../../src/detection/detect.js';
import { LinkResolution } from '../../src/directory/schemas.js';
import { HOST_RECORDS, type Destination } from '../../src/detection/hosts.js';
import { RESOLVERS, type ResolverName } from '../../src/detection/resolvers.js';
import { brand, detector } from '../helpers/detect.js';

const detect = detector(
  [
    brand('b-nord', 'NordVPN', ['nordvpn.com']),
    { ...brand('b-huel', 'Huel', ['huel.com']), referralLinks: ['https://huel.com/?ref='] },
    brand('b-sigma', 'Sigma Beauty', ['sigmabeauty.com']),
    brand('b-raycon', 'Raycon', ['rayconglobal.com']),
    brand('b-mp', 'Myprotein', ['myprotein.com']),
    brand('b-glossy', 'Glossybox', ['glossybox.com']),
    brand('b-secret', 'Secretlab', ['secretlab.co']),
  ],
  { videoId: 'vid00000032', title: 'My desk setup, 2026', channel: { title: 'Mara Makes', handle: '@maramakes' } },
);

/** The `url` candidate's resolutions of the one sponsorship of `domain`. */
function resolutionsOf(r: DetectedSponsorship[], domain: string) {
  const s = r.filter((x) => x.domain === domain);
  assert.equal(s.length, 1, `one sponsorship of ${domain} in ${JSON.stringify(r.map((x) => x.domain))}`);
  const url = s[0].evidence.candidates.find((c) => c.source === 'url');
  assert.ok(url, `a url candidate for ${domain}`);
  assert.equal(url.resolutions?.length, url.urls.length, 'one resolution per url');
  url.resolutions!.forEach((x, i) => assert.equal(x.url, url.urls[i], 'in the order of urls'));
  return url.resolutions;
}

const tested = new Set<ResolverName>();
function expect(r: DetectedSponsorship[], domain: string, resolutions: object[]) {
  const got = resolutionsOf(r, domain)!;
  assert.deepEqual(got, resolutions);
  for (const x of got) tested.add(x.resolver);
}

test("own-domain: a link on the brand's own domain, and a known store's or an unknown brand's", () => {
  const url = 'https://nordvpn.com/mara';
  expect(detect(`This video is sponsored by NordVPN: ${url}`), 'nordvpn.com', [{ url, resolver: 'own-domain' }]);
  const other = 'https://www.lumenlamps.com/mara';
  expect(detect(`This video is sponsored by Lumen Lamps: ${other}`), 'lumenlamps.com', [
    { url: other, resolver: 'own-domain' },
  ]);
});

test("brand-referral: a link that starts with a brand's referral link", () => {
  const url = 'https://huel.com/?ref=mara';
  expect(detect(`Huel: ${url}`), 'huel.com', [{ url, resolver: 'brand-referral' }]);
});

test("store-link-host: a store's own affiliate shortener (amzn.to), its store known without following it", () => {
  const url = 'https://amzn.to/3xYzAbC';
  expect(detect(`My keyboard: ${url}\nAs an Amazon Associate I earn from qualifying purchases.`), 'amazon.com', [
    { url, resolver: 'store-link-host' },
  ]);
});

test("network-advertiser-label: an affiliate network's click host named for its advertiser", () => {
  const url = 'https://sigma-beauty.7eer.net/c/123/456/789';
  expect(detect(`Brushes: ${url}`), 'sigmabeauty.com', [{ url, resolver: 'network-advertiser-label' }]);
});

test("network-query: the destination an affiliate network's click link names in its query, with the key read", () => {
  const url =
    'https://click.linksynergy.com/deeplink?id=Ab1cD&mid=2866&murl=https%3A%2F%2Fwww.bestbuy.com%2Fsite%2Fmonitor%2F6543.p';
  const r = detect(`Some links are affiliate links.\nMonitor: ${url}`);
  assert.equal(r.find((s) => s.domain === 'bestbuy.com')?.brandName, 'Best Buy');
  expect(r, 'bestbuy.com', [
    {
      url,
      resolver: 'network-query',
      key: 'murl',
      destination: 'https://www.bestbuy.com/site/monitor/6543.p',
      then: 'own-domain',
    },
  ]);
});

test("network-path: the destination an affiliate network's click link writes in its path", () => {
  const url = 'https://prf.hn/click/camref:1234abcd/destination:https%3A%2F%2Fwww.riverstyle.co.uk%2Fboots%2F991';
  expect(detect(`Some links are affiliate links.\nBoots: ${url}`), 'riverstyle.co.uk', [
    { url, resolver: 'network-path', destination: 'https://www.riverstyle.co.uk/boots/991', then: 'own-domain' },
  ]);
});

test('short-link-expansion: a short link read as where it leads, when expansion followed it', () => {
  const url = 'https://bit.ly/desk-deal';
  const r = detect(`Thanks to today's sponsor for making this video possible! Get 60% off: ${url}`, {
    expandedLinks: new Map([[url, 'https://nordvpn.com/mara']]),
  });
  expect(r, 'nordvpn.com', [
    { url, resolver: 'short-link-expansion', destination: 'https://nordvpn.com/mara', then: 'own-domain' },
  ]);
});

test('short-link-path: a short link whose path names a catalog brand', () => {
  const url = 'https://bit.ly/nordvpn-mara';
  expect(detect(`Thanks to today's sponsor! Get 60% off: ${url}`), 'nordvpn.com', [
    { url, resolver: 'short-link-path' },
  ]);
});

test("country-domain: a catalog brand's name under another country's suffix", () => {
  const url = 'https://www.myprotein.de/mara';
  expect(detect(`Dieses Video wird gesponsert von Myprotein: ${url}`), 'myprotein.com', [
    { url, resolver: 'country-domain' },
  ]);
});

test("name-in-domain: a catalog brand's name with a shop prefix in the domain", () => {
  const url = 'https://buyraycon.com/mara';
  expect(detect(`This video is sponsored by Raycon: ${url}`), 'rayconglobal.com', [
    { url, resolver: 'name-in-domain' },
  ]);
});

test('store-named-beside-link: a store named before a generic short link under a disclosure', () => {
  const url = 'https://goo.gl/n9hfXr';
  expect(detect(`Buy links (affiliate links):\nRedmi 13 - Flipkart - ${url}`), 'flipkart.com', [
    { url, resolver: 'store-named-beside-link' },
  ]);
});

test("item-label: a catalog brand that is a list item's whole label names its short link", () => {
  const url = 'http://bit.ly/2zGb01';
  const r = detect(`1. Glossybox: ${url}\nSome links are referral links and I get credit when you sign up.`);
  expect(r, 'glossybox.com', [{ url, resolver: 'item-label' }]);
});

test("disclosed-store: a link manager's short link leads to the one store the disclosure names", () => {
  const url = 'https://geni.us/NinaLight';
  expect(detect(`Grow light: ${url}\nThese are Amazon affiliate links.`), 'amazon.com', [
    { url, resolver: 'disclosed-store' },
  ]);
});

test('named-in-sentence: a short link naming no brand is evidence of the brand its sentence names', () => {
  const url = 'https://bit.ly/3aBcDeF';
  expect(detect(`This video is sponsored by Secretlab, get your chair at ${url}`), 'secretlab.co', [
    { url, resolver: 'named-in-sentence' },
  ]);
});

test('a transcript candidate with links names their resolvers too; other candidates carry none', () => {
  const r = detect('', {
    transcript: [{ startMillis: 1000, text: 'this video is sponsored by nordvpn, go to nordvpn dot com slash mara' }],
  });
  const t = r[0].evidence.candidates.find((c) => c.source === 'transcript');
  assert.deepEqual(t?.resolutions, [{ url: 'https://nordvpn.com/mara', resolver: 'own-domain' }]);
  const d = detect('Thanks to Secretlab for sponsoring this video!');
  for (const c of d[0].evidence.candidates) assert.equal(c.resolutions, undefined, c.source);
});

test('every resolver is declared once, reads something, is shown by a test above, and reads what the records say', () => {
  assert.deepEqual([...tested].sort(), Object.keys(RESOLVERS).sort());
  for (const [name, d] of Object.entries(RESOLVERS)) assert.ok(d.reads && d.appliesTo, name);
  // Every way a host record says its links are read (except `none`) is read by a resolver, and every resolver that
  // reads a destination has records to read it on.
  const read = new Set<Destination>(
    Object.values(RESOLVERS).flatMap((d) => ('destination' in d ? [d.destination] : [])),
  );
  const recorded = new Set(HOST_RECORDS.flatMap((r) => r.destination).filter((d) => d !== 'none'));
  assert.deepEqual([...read].sort(), [...recorded].sort());
});

test("the API schema's description of resolver names every resolver (the directory's schemas cannot import them)", () => {
  const listed = LinkResolution.properties.resolver.description ?? '';
  for (const name of Object.keys(RESOLVERS)) assert.match(listed, new RegExp(`(?:^|[ :,])${name}(?:[;,]| or )`), name);
});

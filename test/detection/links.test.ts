// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Links in descriptions: finding, normalizing, registrable domains, affiliate markers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BrandCatalog } from '../../src/detection/catalog.js';
import {
  findLinks,
  hasAffiliateMarker,
  hostIn,
  isReferenceHost,
  NOT_SPONSOR_DOMAINS,
  GENERIC_SHORTENERS,
  parseLink,
} from '../../src/detection/links.js';

const only = (text: string) => {
  const l = findLinks(text);
  assert.equal(l.length, 1, JSON.stringify(l));
  return l[0];
};

test('a link with a scheme keeps it; host lowercase without www; registrable domain', () => {
  const l = only('Go to https://www.NordVPN.com/Mara?x=1 now');
  assert.equal(l.url, 'https://www.NordVPN.com/Mara?x=1');
  assert.equal(l.host, 'nordvpn.com');
  assert.equal(l.domain, 'nordvpn.com');
  assert.equal(l.index, 6);
  assert.equal(l.line, 0);
});

test('bare domains get https:// and are found with paths', () => {
  const l = only('Sponsored by NordVPN: nordvpn.com/mara.');
  assert.equal(l.url, 'https://nordvpn.com/mara');
  assert.equal(l.domain, 'nordvpn.com');
  assert.equal(only('www.ridge.com').url, 'https://www.ridge.com');
});

test('trailing punctuation and unbalanced brackets are stripped', () => {
  assert.equal(only('(see https://ridge.com/mara)').url, 'https://ridge.com/mara');
  assert.equal(only('here: https://amzn.to/3abc!').url, 'https://amzn.to/3abc');
  assert.equal(only('"https://bit.ly/x",').url, 'https://bit.ly/x');
  assert.equal(only('https://en.wikipedia.org/wiki/Foo_(bar)').url, 'https://en.wikipedia.org/wiki/Foo_(bar)');
});

test('registrable domain uses the public suffix list', () => {
  const l = only('https://shop.get-huel.co.uk/products/x');
  assert.equal(l.host, 'shop.get-huel.co.uk');
  assert.equal(l.domain, 'get-huel.co.uk');
  assert.equal(only('https://genshin.hoyoverse.com/en').domain, 'hoyoverse.com');
});

test('newer top-level domains are found without a scheme (ground.news, sqsp.link, surfshark.deals)', () => {
  const l = findLinks('ground.news/mara and sqsp.link/x and surfshark.deals/mara');
  assert.deepEqual(
    l.map((x) => x.domain),
    ['ground.news', 'sqsp.link', 'surfshark.deals'],
  );
});

test('a shortener\'s or a store\'s link host alone, or a host that "links" follows, names a kind of link: no link', () => {
  assert.deepEqual(findLinks('🚗 Amazon links (amzn.to) pay me a little through Amazon Associates.'), []);
  assert.deepEqual(findLinks('Short links (bit.ly) go to the stores below.'), []);
  assert.deepEqual(findLinks('Amazon.in and Flipkart links in my descriptions are tracked to my affiliate IDs.'), []);
  assert.deepEqual(findLinks('The Amazon.ca and Newegg.ca links are affiliate links.'), []);
  // A path makes it a link; a store's host alone elsewhere is a link to the store; a storefront's host names it.
  assert.equal(only('Tripod: amzn.to/2dX4pQv').host, 'amzn.to');
  assert.equal(only('Use code SAM at gfuel.com for 20% off').host, 'gfuel.com');
  assert.equal(only('Everything I link through LIKEtoKNOW.it earns me a commission.').host, 'liketoknow.it');
});

test('e-mail addresses, file names and typos are not links', () => {
  assert.deepEqual(findLinks('Business: hello@maramakes.com'), []);
  assert.deepEqual(findLinks('Built with Node.js and e.g. React'), []);
  assert.deepEqual(findLinks('great video.So glad'), []);
  assert.deepEqual(findLinks('mailto:hello@mara.com'), []);
});

test('line numbers and offsets of several links', () => {
  const l = findLinks('first https://a.com\nsecond line\nthird https://b.com/x');
  assert.deepEqual(
    l.map((x) => [x.line, x.index]),
    [
      [0, 6],
      [2, 38],
    ],
  );
});

test('parseLink rejects non-web schemes', () => {
  assert.equal(parseLink('ftp://files.example.com/x'), null);
  assert.equal(parseLink('https://localhost/x'), null);
});

test('not-sponsor domains and generic shorteners match hosts and their parents', () => {
  assert.ok(hostIn(NOT_SPONSOR_DOMAINS, 'music.youtube.com'));
  assert.ok(hostIn(NOT_SPONSOR_DOMAINS, 'open.spotify.com'));
  assert.ok(hostIn(NOT_SPONSOR_DOMAINS, 'mara.github.io'));
  assert.ok(!hostIn(NOT_SPONSOR_DOMAINS, 'epidemicsound.com'));
  assert.ok(hostIn(GENERIC_SHORTENERS, 'bit.ly'));
  assert.ok(!hostIn(GENERIC_SHORTENERS, 'sqsp.link'));
});

test('affiliate markers: associate tags, ref codes, referral paths; generic sources are not', () => {
  assert.ok(hasAffiliateMarker('https://www.amazon.com/dp/B0?tag=mara-20'));
  assert.ok(hasAffiliateMarker('https://huel.com/?ref=mara'));
  assert.ok(hasAffiliateMarker('https://wise.com/invite/u/mara'));
  assert.ok(hasAffiliateMarker('https://shop.example.com/discount/MARA10'));
  assert.ok(!hasAffiliateMarker('https://example.com/?ref=youtube'));
  assert.ok(!hasAffiliateMarker('https://example.com/?utm_source=youtube&utm_campaign=x'));
  assert.ok(!hasAffiliateMarker('https://www.amazon.com/dp/B0?tag=gift'));
});

test('catalog lookups: domain, parent domain, shortener, referral prefix', () => {
  const c = new BrandCatalog([
    {
      id: '1',
      name: 'Huel',
      kind: null,
      domains: ['huel.com'],
      shorteners: [],
      referralLinks: ['https://huel.com/?ref='],
    },
    { id: '2', name: 'Skillshare', kind: null, domains: ['skillshare.com'], shorteners: ['skl.sh'], referralLinks: [] },
    {
      id: '3',
      name: 'Genshin Impact',
      kind: null,
      domains: ['genshin.hoyoverse.com'],
      shorteners: [],
      referralLinks: [],
    },
  ]);
  assert.equal(c.byDomain('uk.huel.com')?.id, '1');
  assert.equal(c.byDomain('www.skl.sh')?.id, '2');
  assert.equal(c.byDomain('genshin.hoyoverse.com')?.id, '3');
  assert.equal(c.byDomain('hoyoverse.com'), null);
  assert.equal(c.byReferral('https://www.huel.com/?ref=mara')?.id, '1');
  assert.equal(c.byReferral('huel.com?ref=mara')?.id, '1');
  assert.equal(c.byReferral('https://huel.com/products'), null);
  assert.deepEqual(
    c.byName('Thanks to SKILLSHARE and huel!').map((m) => [m.brand.id, m.index]),
    [
      ['2', 10],
      ['1', 25],
    ],
  );
});

test('creator platforms are not-sponsor domains, with their subdomains; stores like Etsy are not', () => {
  for (const h of [
    'beatbasement.gumroad.com',
    'gumroad.com',
    'someone.substack.com',
    'school.teachable.com',
    'x.mykajabi.com',
    'x.podia.com',
    'ko-fi.com',
    'buymeacoffee.com',
    'stan.store',
    'beacons.ai',
    'artist.bandcamp.com',
  ]) {
    assert.ok(hostIn(NOT_SPONSOR_DOMAINS, h), h);
  }
  assert.ok(!hostIn(NOT_SPONSOR_DOMAINS, 'etsy.com'));
  assert.ok(!hostIn(NOT_SPONSOR_DOMAINS, 'shop.example.myshopify.com'));
});

test('reference hosts: government, military and academic domains, docs and help subdomains', () => {
  for (const h of [
    'fdic.gov',
    'www.sec.gov',
    'www.gov.uk',
    'ons.gov.uk',
    'army.mil',
    'cs.stanford.edu',
    'ox.ac.uk',
    'anu.edu.au',
    'data.gouv.fr',
    'docs.python.org',
    'support.apple.com',
    'developer.android.com',
  ]) {
    assert.ok(isReferenceHost(h), h);
  }
  for (const h of [
    'nordvpn.com',
    'go.nordvpn.net',
    'governor.com',
    'education.com',
    'mygov.com',
    'acme.io',
    'docsend.com',
  ])
    assert.ok(!isReferenceHost(h), h);
});

test('regional subdomains reduce to the registrable domain (us.jackery.com → jackery.com)', () => {
  assert.equal(only('https://us.jackery.com/products/x').domain, 'jackery.com');
  assert.equal(only('https://uk.store.example.co.uk/p').domain, 'example.co.uk');
});

test('names made only of common words need every word capitalized ("Made In", not "made in")', () => {
  const c = new BrandCatalog([
    { id: 'm', name: 'Made In', kind: null, domains: ['madeincookware.com'], shorteners: [], referralLinks: [] },
    { id: 'g', name: 'Ground News', kind: null, domains: ['ground.news'], shorteners: [], referralLinks: [] },
  ]);
  assert.deepEqual(c.byName('oat milk made in the UK'), []);
  assert.deepEqual(c.byName('Made in the UK'), []);
  assert.deepEqual(
    c.byName('Thanks to Made In and GROUND NEWS').map((m) => m.brand.id),
    ['m', 'g'],
  );
  assert.deepEqual(c.byName('Ground news is a site'), []);
});

test('a line longer than linkify reads at once finds every link, wherever the line is cut', () => {
  // Words and links of varied lengths, so that links fall on and around every cut of the line.
  const parts: string[] = [];
  const expected: string[] = [];
  for (let i = 0; parts.join(' ').length < 12_000; i++) {
    parts.push('word'.repeat(1 + (i % 7)));
    if (i % 3 === 0) {
      const url = `https://shop${i}.example.com/p/${'x'.repeat(i % 50)}?ref=a${i}`;
      parts.push(url);
      expected.push(url);
    }
    if (i % 5 === 0) {
      parts.push(`site${i}.com/deal`);
      expected.push(`https://site${i}.com/deal`);
    }
  }
  const line = parts.join(' ');
  const found = findLinks(line);
  assert.deepEqual(
    found.map((l) => l.url),
    expected,
  );
  for (const l of found) assert.equal(line.slice(l.index, l.end).replace(/^(?!https)/, 'https://'), l.url);
});

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The description's structure (engine/text.ts buildLines): headers, the sections they open and where they end,
// tested on its own; then the rules that read disclosures, deals and partner blocks through that structure
// (docs/detection.md, "Real descriptions").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BrandCatalog, isOrdinaryWord, type CatalogBrand } from '../../src/detection/catalog.js';
import { detectSponsorships, type DetectedSponsorship } from '../../src/detection/detect.js';
import { buildLines, mask } from '../../src/detection/engine/text.js';
import { linkSpans } from '../../src/detection/links.js';

function structure(text: string) {
  const lines = buildLines(text, mask(text, linkSpans(text)), true);
  return lines.map((l) => `${l.header ? 'H' : l.blank ? '_' : ' '} ${l.section.padEnd(9)} ${l.text}`);
}

test('headers led by the same decoration are a level: a sibling ends the section whatever its words', () => {
  const text = [
    '▷ MY BACKPACKING KIT (affiliate — buying through these supports the channel)',
    'Pack: Mariposa 60 → rei.com/product/mariposa',
    'Quilt: Revelation → backcountry.com/ee-revelation',
    '▷ ON THE TRAIL',
    'Campsites: Hipcamp → hipcamp.com/i/ridgeline',
    '▷ ELSEWHERE',
    'strava.com/athletes/ridgeline',
  ].join('\n');
  assert.deepEqual(structure(text), [
    'H none      ▷ MY BACKPACKING KIT (affiliate — buying through these supports the channel)',
    '  affiliate Pack: Mariposa 60 → rei.com/product/mariposa',
    '  affiliate Quilt: Revelation → backcountry.com/ee-revelation',
    'H none      ▷ ON THE TRAIL',
    '  none      Campsites: Hipcamp → hipcamp.com/i/ridgeline',
    'H none      ▷ ELSEWHERE',
    '  none      strava.com/athletes/ridgeline',
  ]);
});

test('a decoration that leads lines with links is a bullet, not a header', () => {
  const text = ['► GEAR:', '► Camera – amzn.to/cam', '► Lens – amzn.to/lens', '► Notes on the lens'].join('\n');
  const s = structure(text);
  assert.equal(s[0], 'H none      ► GEAR:');
  assert.deepEqual(
    s.slice(1).map((l) => l.slice(0, 11)),
    ['  gear     ', '  gear     ', '  gear     '],
  );
});

test('a header over deals, codes or coupons opens an affiliate section, in several languages', () => {
  for (const header of ['☆ TRAVEL DEALS WE ACTUALLY USE ☆', '✦ CUPONS E LINKS ✦', 'Rabattcodes:', '🔥 Промокоды']) {
    const s = structure(`${header}\nHotels → booking.com/s/35_6/twotix`);
    assert.equal(s[1].slice(0, 11), '  affiliate', header);
  }
  // A header naming nothing of the kind opens nothing.
  assert.equal(structure('☆ TRAVEL TIPS ☆\nHotels → booking.com')[1].slice(0, 11), '  none     ');
});

const brand = (id: string, name: string, domains: string[]): CatalogBrand => ({
  id,
  name,
  kind: 'Direct',
  domains,
  shorteners: [],
  referralLinks: [],
});
const catalog = new BrandCatalog([
  brand('b-booking', 'Booking.com', ['booking.com']),
  brand('b-reddit', 'Reddit', ['reddit.com']),
  brand('b-splice', 'Splice', ['splice.com']),
  brand('b-nord', 'NordVPN', ['nordvpn.com']),
]);
function detect(description: string, title = 'A video'): string[] {
  const r: DetectedSponsorship[] = detectSponsorships(
    {
      videoId: 'vid00000002',
      title,
      description,
      transcript: null,
      includesPaidPromotion: false,
      durationSeconds: 600,
      channel: { title: 'Ridgeline Hikes', handle: '@ridgelinehikes', shorteners: [] },
    },
    catalog,
  );
  return r.map((s) => `${s.domain} ${s.type}`).sort();
}

test('a disclosure written after the list it covers binds that list, not the blocks around it', () => {
  const list = [
    'RESOURCES I USE',
    'M1 Finance (get $30 when you fund your account): m1.finance/sara-c',
    'Webull: a.webull.com/i/CentsibleSara',
    '',
  ];
  const tail = ['', 'CONNECT', 'Blog: centsiblesara.com', 'Shop I like: uniqlo.com'];
  const expected = ['m1.finance Affiliate', 'webull.com Affiliate'];
  for (const disclosure of [
    '^ some of these are referral links, which means I may get a bonus if you sign up.',
    '* These are affiliate links: I earn a small commission at no cost to you.',
  ]) {
    assert.deepEqual(detect([...list, disclosure, ...tail].join('\n')), expected, disclosure);
  }
  // Without a disclosure the list is plain links.
  assert.deepEqual(detect([...list, ...tail].join('\n')), []);
});

test('under a Partners header a referral or discount line is a standing program, a plain line is paid', () => {
  const text = [
    '🔊 PARTNERS',
    'Splice (free trial w/ my link) → splice.com/mia?ref_id=miamb',
    'NordVPN → nordvpn.com',
  ].join('\n');
  assert.deepEqual(detect(text), ['nordvpn.com Integration', 'splice.com Affiliate']);
});

test("a platform's community path is no referral link, even for a brand the directory knows", () => {
  assert.deepEqual(detect('Affiliate links below:\nReddit: reddit.com/r/quarkcorner\nnordvpn.com/?ref=quark'), [
    'nordvpn.com Affiliate',
  ]);
});

test('a brand named by an ordinary word is no mention when written in lowercase prose', () => {
  assert.ok(isOrdinaryWord('booking') && isOrdinaryWord('calm') && !isOrdinaryWord('amazon'));
  const trail = 'Campsites: Hipcamp → hipcamp.com/i/ridgeline ($10 off your first booking)';
  assert.deepEqual(detect(trail), ['hipcamp.com Affiliate']);
  assert.deepEqual(detect('Save 10% on hotels with my code HIKE10 at Booking.com'), ['booking.com Affiliate']);
});

test('Brazilian "recebidos" (items brands send without charge) are gifts', () => {
  const text = [
    'Abrindo os recebidos do mês! Recebidos são produtos que as marcas enviam sem custo e sem obrigação de postar.',
    'O que chegou:',
    '📦 O Boticário – linha nova (oboticario.com.br)',
  ].join('\n');
  assert.deepEqual(detect(text, 'RECEBIDOS DO MÊS'), ['oboticario.com.br Free Product']);
});

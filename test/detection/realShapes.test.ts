// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on descriptions shaped as creators really write them (docs/detection.md, "Real descriptions"): links
// glued to decoration, stores' own affiliate hosts, networks named for their advertiser, programs whose affiliate
// key is an ordinary word elsewhere, platforms of every age that are never sponsors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BrandCatalog, type CatalogBrand } from '../../src/detection/catalog.js';
import { detectSponsorships, type DetectionInput, type DetectedSponsorship } from '../../src/detection/detect.js';
import { findLinks, hasAffiliateMarker } from '../../src/detection/links.js';

const brand = (id: string, name: string, domains: string[], shorteners: string[] = []): CatalogBrand => ({
  id,
  name,
  kind: 'Direct',
  domains,
  shorteners,
  referralLinks: [],
});
const catalog = new BrandCatalog([
  brand('b-amz', 'Amazon', ['amazon.com']),
  brand('b-linktree', 'Linktree', ['linktr.ee']),
  brand('b-uber', 'Uber', ['uber.com']),
  brand('b-rimmel', 'Rimmel', ['rimmellondon.com']),
  brand('b-sigma', 'Sigma Beauty', ['sigmabeauty.com']),
  brand('b-nord', 'NordVPN', ['nordvpn.com']),
]);

function detect(description: string, o: Partial<DetectionInput> = {}): DetectedSponsorship[] {
  return detectSponsorships(
    {
      videoId: 'vid00000001',
      title: 'My everyday makeup',
      description,
      transcript: null,
      includesPaidPromotion: false,
      durationSeconds: 600,
      channel: { title: 'Lena Glow', handle: '@lenaglow', shorteners: [] },
      ...o,
    },
    catalog,
  );
}
const pairs = (r: DetectedSponsorship[]) => r.map((s) => `${s.domain} ${s.type}`).sort();

test('a link glued to a decoration, a label or the word before it is read without them', () => {
  const hosts = (t: string) => findLinks(t).map((l) => l.url);
  assert.deepEqual(hosts('▸amzn.to/abc'), ['https://amzn.to/abc']);
  assert.deepEqual(hosts('👉bit.ly/x and ✔goo.gl/y'), ['https://bit.ly/x', 'https://goo.gl/y']);
  assert.deepEqual(hosts('Camerahttp://amzn.to/2x'), ['http://amzn.to/2x']);
  assert.deepEqual(hosts('Https://http://amzn.to/x'), ['http://amzn.to/x']);
  assert.deepEqual(hosts('Amazon:amzn.to/abc'), ['https://amzn.to/abc']);
  assert.deepEqual(hosts('(DE) amazon.de/dp/B01?tag=x-21► (UK) amzn.to/y►(US) amzn.to/z'), [
    'https://amazon.de/dp/B01?tag=x-21',
    'https://amzn.to/y',
    'https://amzn.to/z',
  ]);
  // Offsets are those of the text as written, and a link inside another's query is not read twice.
  const l = findLinks('Get it ►amzn.to/abc')[0];
  assert.equal(l.index, 8);
  assert.equal(findLinks('x.com/?u=https://shop.example.com/a').length, 1);
  // Letters outside ASCII stay letters: an international name is not cut.
  assert.deepEqual(hosts('café.fr/menu'), ['https://café.fr/menu']);
});

test("a store's own affiliate hosts name the store without following the link", () => {
  assert.deepEqual(pairs(detect('Redmi 13 - http://fkrt.it/ZgT2HuuuuN')), ['flipkart.com Affiliate']);
  assert.deepEqual(pairs(detect('Spinner: http://ali.pub/1hyrr7')), ['aliexpress.com Affiliate']);
  assert.deepEqual(pairs(detect('Lens on eBay ► https://ebay.to/3xYz')), ['ebay.com Affiliate']);
  assert.deepEqual(pairs(detect('楽天で見る a.r10.to/hYk2Q1')), ['rakuten.co.jp Affiliate']);
  assert.deepEqual(pairs(detect('쿠팡 link.coupang.com/a/bXy12')), ['coupang.com Affiliate']);
  // A catalog brand that owns the store's domain is reported as itself.
  assert.deepEqual(pairs(detect('Camera ▸amzn.to/abc')), ['amazon.com Affiliate']);
});

test("an affiliate network's click host named for its advertiser is that advertiser", () => {
  assert.deepEqual(pairs(detect('Brushes: https://sigma-beauty.7eer.net/c/123/456/789')), [
    'sigmabeauty.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('VPN: https://nordvpn.pxf.io/c/1/2/3')), ['nordvpn.com Affiliate']);
  // An unknown advertiser is not guessed from the host.
  assert.deepEqual(pairs(detect('Thing: https://acmeco.7eer.net/c/1/2/3')), []);
});

test("programs whose affiliate key is an ordinary word elsewhere are read by the program's domain", () => {
  assert.ok(hasAffiliateMarker('https://www.booking.com/hotel/x.html?aid=304142'));
  assert.ok(hasAffiliateMarker('https://itunes.apple.com/us/album/x/id1?at=1001lKQj'));
  assert.ok(hasAffiliateMarker('https://www.ebay.co.uk/itm/123?mkevt=1&campid=5338'));
  assert.ok(hasAffiliateMarker('https://www.banggood.com/x.html?p=KD1910'));
  assert.ok(hasAffiliateMarker('https://www.ebates.com/rf.do?referrerid=abc'));
  assert.ok(hasAffiliateMarker('https://www.lyft.com/ida/LENA22'));
  assert.ok(hasAffiliateMarker('https://www.rakuten.com/r/LENAGL?eeid=28187'));
  // The same words elsewhere are ordinary.
  assert.ok(!hasAffiliateMarker('https://example.com/page?aid=3&at=2&p=4&campid=1'));
  assert.ok(!hasAffiliateMarker('https://www.amazon.com/dp/B01?ref_=sr_1_7'));
  assert.deepEqual(pairs(detect('Where we stayed: https://www.booking.com/hotel/pt/casa.html?aid=304142')), [
    'booking.com Affiliate',
  ]);
});

test('platforms of every age, networks, marketplaces for sponsors and pay-per-click shorteners are never sponsors', () => {
  const footer = [
    'FIND ME ELSEWHERE',
    '♡ Blog: http://lenaglow.typepad.com',
    '♡ Bloglovin: http://www.bloglovin.com/blogs/lena-glow-4418820',
    '♡ Vine: https://vine.co/lenaglow',
    '♡ Google+: plus.google.com/+LenaGlow',
    'Partnered with Freedom! (freedom.tm), the network that pays me for views',
    'How we work with brands: famebit.com/a/lenaglow',
    'Download the presets: http://adf.ly/1a2b3c',
    'Some links are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(footer)), []);
});

test('affiliate, sponsor, gift and code words of Japanese, Korean, Russian, Polish, Swedish, Turkish and Indonesian', () => {
  const jp = ['■使用機材（Amazonアソシエイトリンク）', 'カメラ：bit.ly/3KmrCam', 'レンズ：amzn.to/3KmrLns'].join('\n');
  assert.deepEqual(pairs(detect(jp)), ['amazon.com Affiliate']);
  assert.deepEqual(pairs(detect('【PR】本動画はNordVPN様の提供でお送りします nordvpn.com/lena')), [
    'nordvpn.com Integration',
  ]);
  assert.deepEqual(pairs(detect('이 영상은 제품을 제공받아 제작되었습니다: glowlab.kr/cream')), [
    'glowlab.kr Free Product',
  ]);
  assert.deepEqual(pairs(detect('🔑 Купить ключ дешевле (партнёрская ссылка): plati.market/itm/x/3912345?ai=881204')), [
    'plati.market Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Реклама. Промокод LENA — скидка 10%: vkusvill.ru/lena')), ['vkusvill.ru Integration']);
  assert.deepEqual(pairs(detect('Linki afiliacyjne: sklep.example.pl/p/123')), ['example.pl Affiliate']);
  assert.deepEqual(pairs(detect('Videon är sponsrad av Holafly: holafly.com/lena')), ['holafly.com Integration']);
  assert.deepEqual(pairs(detect('Bu video Getir sponsorlu bir içeriktir: getir.com')), ['getir.com Integration']);
  assert.deepEqual(pairs(detect('Pakai kode promo LENA10 di tokopedia.com/lena')), ['tokopedia.com Affiliate']);
});

test('the Amazon Associates sentence above no Amazon link reports nothing; with one it reports Amazon', () => {
  const footer = [
    'MY TEST BENCH (bought, not sponsored)',
    'CPU: Ryzen 9 7950X',
    '',
    'As an Amazon Associate I earn from qualifying purchases.',
  ];
  assert.deepEqual(pairs(detect(footer.join('\n'))), []);
  assert.deepEqual(pairs(detect([...footer, 'My mic: amzn.to/3abc'].join('\n'))), ['amazon.com Affiliate']);
});

test('a header that says its list is not sponsored opens no sponsor section', () => {
  const d = [
    '🖥️ MY SETUP (not sponsored, just what I use)',
    'Headset: Razer BlackShark V2 razer.com',
    'Mic: shure.com/sm7b',
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), []);
  assert.deepEqual(pairs(detect(['⚡ SPONSORS ⚡', 'Headset: Razer BlackShark V2 razer.com/lena'].join('\n'))), [
    'razer.com Integration',
  ]);
});

test('a statement about marked items binds the marked items, wherever they are listed', () => {
  const d = [
    'USED IN THIS VIDEO:',
    '☆ Glowlab Naked palette* - glowlab.co.uk',
    '☆ Starter brush set - amzn.to/1RTstart',
    '☆ Brow gel - superdrug.com',
    '',
    'FIND ME ELSEWHERE',
    '♡ Blog: http://lenaglow.typepad.com',
    '',
    'ASA/FTC: anything marked * was sent to me by the brand or their PR.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate', 'glowlab.co.uk Free Product']);
  const de = [
    'Pinsel: pinselwerk.de/set**',
    'Palette: farbenfroh.de/p',
    '',
    'Mit ** gekennzeichnete Links sind Affiliate-Links.',
  ];
  assert.deepEqual(pairs(detect(de.join('\n'))), ['pinselwerk.de Affiliate']);
  // A bullet is no mark, and a statement about no mark keeps its own scope.
  assert.deepEqual(
    pairs(detect(['* Palette: farbenfroh.de/p', '', 'Products marked * were sent to me.'].join('\n'))),
    [],
  );
});

test('"(c/o)" beside an item is the gift mark of beauty and nail blogs', () => {
  assert.deepEqual(pairs(detect('- Holographic glitter (c/o) - bornprettystore.com/holo-glitter-p-9921.html')), [
    'bornprettystore.com Free Product',
  ]);
  const d = [
    '- Glitter (c/o) - bornprettystore.com/p-1',
    '- Top coat - sechevite.com',
    '',
    'Products marked (c/o) were sent to me for review.',
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['bornprettystore.com Free Product']);
});

test('a store named before a generic short link, or over its items, is the affiliate store under a disclosure', () => {
  const d = [
    'Buy links (affiliate links, prices may change):',
    'Redmi 13 - Flipkart - goo.gl/n9hfXr, Snapdeal - bit.ly/70DSDST',
    'From Amazon (India) :',
    'Black - goo.gl/abc12',
    'Blue - goo.gl/abc34',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate', 'flipkart.com Affiliate', 'snapdeal.com Affiliate']);
  // An affiliate shortener needs no disclosure once its store is named; a generic one does.
  assert.deepEqual(pairs(detect('Light: Amazon: geni.us/aPt1 | eBay: geni.us/aPt2')), [
    'amazon.com Affiliate',
    'ebay.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Flipkart - goo.gl/n9hfXr')), []);
  // A brand that is no store (the product's maker) does not claim the link; neither does a common word.
  assert.deepEqual(
    pairs(detect('Some links are affiliate links.\nSigma Beauty brushes - bit.ly/sgm1\ntarget practice - bit.ly/tp2')),
    [],
  );
});

test('a creator code beside its brand is an affiliate relationship, even without the word "code"', () => {
  assert.deepEqual(pairs(detect('GFUEL "LENA" → gfuel.com')), ['gfuel.com Affiliate']);
  assert.deepEqual(pairs(detect("Sigma Beauty 'LENA10' bit.ly/SigmaLena")), ['sigmabeauty.com Affiliate']);
  assert.deepEqual(pairs(detect('Use LENA at checkout: glowlab.co.uk')), ['glowlab.co.uk Affiliate']);
  // Quoted capitals without a link are a title or a shout, not a code.
  assert.deepEqual(pairs(detect('My favourite song is "HUMBLE" by Kendrick.')), []);
});

test('under "Partners" a creator-code line is Affiliate; under "Sponsors", or a sponsor footer, every line is paid', () => {
  const partners = ['⚡ PARTNERS ⚡', 'GFUEL "FRAG" → gfuel.com (30% off tubs)', 'Razer: razer.com/fragzone'].join(
    '\n',
  );
  assert.deepEqual(pairs(detect(partners)), ['gfuel.com Affiliate', 'razer.com Integration']);
  const footer = ['Check out the sponsors', 'NordVPN – bit.ly/nordLena', 'Brilliant – brilliant.org/lena'].join('\n');
  assert.deepEqual(pairs(detect(footer)), ['brilliant.org Integration', 'nordvpn.com Integration']);
  const fr = ['Nos partenaires', 'NordVPN : nordvpn.com/lena'].join('\n');
  assert.deepEqual(pairs(detect(fr)), ['nordvpn.com Integration']);
});

test("a catalog brand's platform page (a link-in-bio) is no affiliate link under a disclosure, but can be a sponsor", () => {
  const d = [
    'everything else → linktr.ee/lenaglow',
    'my LTK → liketk.it/4Lena',
    'Some links above are affiliate links.',
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['shopltk.com Affiliate']);
  assert.deepEqual(pairs(detect('This video is sponsored by Linktree: linktr.ee/lenaglow')), ['linktr.ee Integration']);
});

test("sign-up referrals (an invite link, a store's seller referral) are affiliate relationships", () => {
  const d = [
    'OPEN YOUR OWN ETSY SHOP',
    "40 free listings with my invite link (Etsy's seller referral) → etsy.com/invites/lena",
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['etsy.com Affiliate']);
  assert.deepEqual(pairs(detect('$10 off your first stay with our invite ➜ hipcamp.com/i/roamingvan')), [
    'hipcamp.com Affiliate',
  ]);
});

test("a header naming another's store is no self-promotion; the creator's own store header is", () => {
  const brand = ['★ BORN PRETTY STORE ★', '10% off everything with my code LENA10 → bornprettystore.com'];
  assert.deepEqual(pairs(detect(brand.join('\n'))), ['bornprettystore.com Affiliate']);
  const own = ['★ MY SHOP ★', '10% off everything with my code LENA10 → lenaprints.com'];
  assert.deepEqual(pairs(detect(own.join('\n'))), []);
});

test('shapes of real descriptions: support-the-channel shopping, a code under its brand, referral programs, tags', () => {
  const cases: [string, string[]][] = [
    [
      'Support the channel by shopping through this Amazon link (bookmark it!): amazon.com/?tag=lena-20',
      ['amazon.com Affiliate'],
    ],
    [
      'Support the channel: shop through this link amzn.to/x - I get a small percentage of the sale',
      ['amazon.com Affiliate'],
    ],
    ['Support the channel on Patreon: patreon.com/lenaglow', []],
    ['GET A FREE UBER RIDE-\nCode: LENA22', ['uber.com Affiliate']],
    ['Join Ebates & Get Cash Back when you shop online:\nebates.com/rf.do?referrerid=abc', ['ebates.com Affiliate']],
    ['FTC: I am not affiliated with any company mentioned.\nUber: uber.com/invite/LENA22', ['uber.com Affiliate']],
    ['#glowlabsponsored 16 free masks with code LENA16 at glowlab.co.uk/lena', ['glowlab.co.uk Integration']],
    ['Created using Video Star: VideoStarApp.com/FREE', []],
    ['Download the album: iTunes smarturl.it/abc | Spotify smarturl.it/def', []],
  ];
  for (const [d, expected] of cases) assert.deepEqual(pairs(detect(d)), expected, d);
});

test("an affiliate network's click link that carries its destination is the destination's merchant", () => {
  const d =
    'Mags: http://www.shareasale.com/r.cfm?u=1263688&b=358708&m=37742&urllink=https%3A%2F%2Fwww%2Ebotach%2Ecom%2Fmags%2F';
  assert.deepEqual(pairs(detect(d)), ['botach.com Affiliate']);
  const awin =
    'Rug: https://www.awin1.com/cread.php?awinmid=1234&awinaffid=5678&ued=https%3A%2F%2Fwww.wayfair.co.uk%2Frug';
  assert.deepEqual(pairs(detect(awin)), ['wayfair.co.uk Affiliate']);
  // A destination that is no merchant (a social profile) makes no sponsor.
  assert.deepEqual(
    pairs(detect('Twitter: https://go.redirectingat.com/?id=1&url=https%3A%2F%2Ftwitter.com%2Flena')),
    [],
  );
});

test('a marked gift comes from the maker named on the item, not the shop its link goes to', () => {
  const d = [
    '✗ Rimmel Scandaleyes mascara* - superdrug.com/rimmel/scandaleyes/details/2045',
    '',
    'Anything marked * was sent to me.',
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['rimmellondon.com Free Product']);
  // With no maker named, the link's own brand is the one that sent it.
  assert.deepEqual(pairs(detect(['✗ Blush* - sleekmakeup.com', '', 'Anything marked * was sent to me.'].join('\n'))), [
    'sleekmakeup.com Free Product',
  ]);
});

test('fan mail is no gift; negations and gifts in Russian and Turkish; a parenthesised Russian affiliate mark', () => {
  assert.deepEqual(
    pairs(detect('📦 SEND US MAIL! The Crew, PO Box 4412, Provo\nOur shop partner: acme-widgets.com')),
    [],
  );
  assert.deepEqual(pairs(detect('Коврик — купил в Спортмастере (sportmaster.ru), не реклама')), []);
  assert.deepEqual(pairs(detect('Bu video sponsorlu değildir, kulaklık: hyperx.com')), []);
  assert.deepEqual(
    pairs(detect('Oyun kodu inceleme için ücretsiz olarak sağlanmıştır: cdprojekt.com; video sponsorlu değildir.')),
    ['cdprojekt.com Free Product'],
  );
  assert.deepEqual(pairs(detect('Ссылка на браслет (партнёрская): shop-braslet.ru/p/1')), [
    'shop-braslet.ru Affiliate',
  ]);
});

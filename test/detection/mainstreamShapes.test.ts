// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on the shapes of mainstream and affiliate-heavy descriptions (docs/detection.md, "Mainstream
// descriptions"): the uploader that is the brand, paid wordings of publishers and broadcasters, a brand's domain
// with the creator's path, stores named on their own line, short forms of catalog names beside a code, links
// that look like referrals and are not, and descriptions without blank lines.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, channel } from '../helpers/detect.js';
import { BrandCatalog } from '../../src/detection/catalog.js';
import { detectSponsorships } from '../../src/detection/detect.js';
import { hasAffiliateMarker } from '../../src/detection/links.js';

const detect = detector(
  [
    brand('b-amz', 'Amazon', ['amazon.com'], 'Marketplace'),
    brand('b-redbull', 'Red Bull', ['redbull.com']),
    brand('b-sigma', 'Sigma Beauty', ['sigmabeauty.com']),
    brand('b-morphe', 'Morphe Cosmetics', ['morphe.com']),
    brand('b-nord', 'NordVPN', ['nordvpn.com']),
    brand('b-square', 'Squarespace', ['squarespace.com']),
    brand('b-bestbuy', 'Best Buy', ['bestbuy.com'], 'Marketplace'),
    brand('b-ign', 'IGN', ['ign.com']),
    brand('b-audible', 'Audible', ['audible.com']),
  ],
  { videoId: 'vid00000001', title: 'This week in review', channel: { title: 'Nate Hollis', handle: '@natehollis' } },
);

test('the uploader that is the brand is no sponsor of its own channel, nor is its site or contact page', () => {
  const rb = channel('Red Bull', '@redbull');
  assert.deepEqual(pairs(detect('The Red Bull channel brings you the best of action sports.\nredbull.com', rb)), []);
  assert.deepEqual(
    pairs(detect('Red Bull sponsors the best riders in the world: https://www.redbull.com/riders', rb)),
    [],
  );
  assert.deepEqual(pairs(detect('Red Bull Racing team, sponsored by Red Bull. Watch more at redbull.com/tv', rb)), []);
  // A publisher's own site, short names included.
  const ign = channel('IGN', '@ign');
  assert.deepEqual(
    pairs(detect('Check out IGN.com for more reviews! Sponsored content inquiries: ign.com/ads', ign)),
    [],
  );
  assert.deepEqual(
    pairs(detect('Check out vox.com for the full story: https://www.vox.com/2017/1/1/x', channel('Vox', '@vox'))),
    [],
  );
  assert.deepEqual(
    pairs(
      detect('Get 10% off the cookbook: https://www.bonappetit.com/cookbook', channel('Bon Appétit', '@bamagazine')),
    ),
    [],
  );
  // A contact page invites the viewer; it is never a gift nor a sponsor.
  assert.deepEqual(pairs(detect('Want to send us something? https://www.smoothoperators.net/contact')), []);
  assert.deepEqual(pairs(detect('Got a product you want us to review? Send it our way: gadgetlab.io/contact-us')), []);
  // Another brand on the brand's channel still counts.
  assert.deepEqual(pairs(detect('This episode is sponsored by NordVPN: nordvpn.com/redbull', rb)), [
    'nordvpn.com Integration',
  ]);
});

test('a sponsor thanked for sponsoring or supporting the channel by its name is paid', () => {
  // The channel named after the verb is the one paid ("Presentado por <the uploader>" names the uploader as the payer).
  const own = channel('Quark Street', '@quarkstreet');
  for (const line of [
    'Thanks to Audible for supporting Quark Street! audible.com/quarkstreet',
    'Thank you Squarespace for sponsoring Quark Street.',
    'Huge thanks to NordVPN for supporting Quark Street this week: nordvpn.com/quark',
    'Merci à Squarespace de sponsoriser Quark Street !',
    'Gracias a Squarespace por patrocinar Quark Street.',
    'Grazie a Squarespace per aver sponsorizzato Quark Street.',
    'Спасибо Squarespace за спонсорство Quark Street!',
    'NordVPN is the official sponsor of Quark Street: nordvpn.com/quark',
    'Squarespace sponsors Quark Street! Start your site at squarespace.com/quark',
    'NordVPN is supporting Quark Street this season.',
    'Quark Street, presented by Squarespace: squarespace.com/quark',
    'Season 3 of Quark Street is presented by NordVPN.',
    'NordVPN presents: Quark Street. nordvpn.com/quark',
    'Official partner of Quark Street: Squarespace',
    "Squarespace'e sponsorluğu için teşekkürler!",
  ])
    assert.deepEqual(
      pairs(detect(line, own)).map((x) => x.split(' ').slice(1).join(' ')),
      ['Integration'],
      line,
    );
  assert.deepEqual(pairs(detect('Brought to you by Quark Street. Merch: quarkstreet.shop', own)), []);
  // Another's sponsor stays an event's or a team's, and news of one is none.
  assert.deepEqual(pairs(detect('NordVPN is the official sponsor of the Street League finals.', own)), []);
  assert.deepEqual(pairs(detect('Squarespace supports Dana Wu, and her fans noticed.', own)), []);
  // A show billed by another's name is an event's or an artist's, not the channel's.
  assert.deepEqual(pairs(detect('The Summit Tour presented by NordVPN. Tickets at summittour.com', own)), []);
  assert.deepEqual(pairs(detect('Squarespace presents Dana Wu live. squarespace.com/dana', own)), []);
  assert.deepEqual(pairs(detect('NordVPN, official partner of the Street League: nordvpn.com/league', own)), []);
  assert.deepEqual(pairs(detect('Bu video sponsorluğu olmayan bir video. Kulaklık: nordvpn.com', own)), []);
});

test('news vocabulary is not sponsorship', () => {
  assert.deepEqual(
    pairs(detect('The state-sponsored hackers targeted banks. Read more: https://www.nordvpn.com/blog/x')),
    [],
  );
  assert.deepEqual(pairs(detect('A government-sponsored study found… https://www.examplelab.org/study')), []);
  assert.deepEqual(pairs(detect('The senator sponsored a bill to ban loot boxes. https://www.gamewatch.com/bill')), []);
  assert.deepEqual(pairs(detect('State sponsors of terrorism, explained: https://www.policyhub.com/explainer')), []);
  assert.deepEqual(pairs(detect('The NASA-sponsored mission launches Friday: https://www.spaceflightnow.com/x')), []);
  assert.deepEqual(pairs(detect("Red Bull, the team's main sponsor, renewed: https://www.redbull.com/f1")), []);
  assert.deepEqual(
    pairs(detect('Sponsors pulled out after the scandal. Full story: https://www.nordvpn.com/news')),
    [],
  );
  assert.deepEqual(pairs(detect('Nike signs a record sponsorship deal with the league https://www.nike.com/news')), []);
  assert.deepEqual(pairs(detect('Apple has partnered with Nike on a new watch: https://www.nike.com/watch')), []);
  assert.deepEqual(pairs(detect('We partnered with Nike on this one: https://www.nike.com/nate')), [
    'nike.com Integration',
  ]);
  assert.deepEqual(pairs(detect('Nike partnered with us for this video https://www.nike.com/nate')), [
    'nike.com Integration',
  ]);
  assert.deepEqual(pairs(detect('Partnered with Nike. https://www.nike.com/nate')), ['nike.com Integration']);
  // A video a brand sponsored is still one.
  assert.deepEqual(pairs(detect('This is a NordVPN-sponsored video: https://nordvpn.com/nate')), [
    'nordvpn.com Integration',
  ]);
});

test('paid wordings of publishers and broadcasters', () => {
  assert.deepEqual(pairs(detect('Thanks to Squarespace for supporting Tech Talk. squarespace.com/techtalk')), [
    'squarespace.com Integration',
  ]);
  assert.deepEqual(
    pairs(detect('Thank you to Brilliant for supporting PBS Digital Studios: https://brilliant.org/pbs')),
    ['brilliant.org Integration'],
  );
  assert.deepEqual(
    pairs(
      detect('This episode was made possible by a donation from the Helix Foundation. https://helixfoundation.org'),
    ),
    ['helixfoundation.org Integration'],
  );
  assert.deepEqual(pairs(detect('Made possible with support from Audible: audible.com/nate')), [
    'audible.com Integration',
  ]);
  assert.deepEqual(
    pairs(detect('This video contains paid-for advertorial for Oakridge Hotels. oakridgehotels.co.uk')),
    ['oakridgehotels.co.uk Integration'],
  );
  assert.deepEqual(pairs(detect('Advertisement feature: Lumen Travel https://lumentravel.co.uk/offers')), [
    'lumentravel.co.uk Integration',
  ]);
  assert.deepEqual(pairs(detect('Contains product placement for Kestrel Watches: kestrelwatches.com')), [
    'kestrelwatches.com Integration',
  ]);
});

test('an affiliate statement that names the store that compensates', () => {
  assert.deepEqual(
    pairs(
      detect(
        'Best Buy may compensate us for purchases made through the links below.\nLaptop: https://www.bestbuy.com/site/x/123.p',
      ),
    ),
    ['bestbuy.com Affiliate'],
  );
  assert.deepEqual(pairs(detect('We may be compensated by Amazon for purchases made through these links.')), [
    'amazon.com Affiliate',
  ]);
  assert.deepEqual(
    pairs(detect('Support me by shopping through my Amazon affiliate link:\nhttps://www.amazon.com/shop/natehollis')),
    ['amazon.com Affiliate'],
  );
  assert.deepEqual(pairs(detect('Support the channel by shopping through my Amazon affiliate link!')), [
    'amazon.com Affiliate',
  ]);
  // The Associates boilerplate above no Amazon link still reports nothing.
  assert.deepEqual(pairs(detect('As an Amazon Associate I earn from qualifying purchases.')), []);
});

test("a brand's domain with the creator's path and a discount is that brand", () => {
  assert.deepEqual(pairs(detect('Get 10% off: https://www.pelicase.com/natehollis')), ['pelicase.com Affiliate']);
  assert.deepEqual(pairs(detect('15% off your first order ► brightlinen.co/nate')), ['brightlinen.co Affiliate']);
  assert.deepEqual(pairs(detect('Save 20% ▸ https://nordvpn.com/natehollis')), ['nordvpn.com Affiliate']);
  assert.deepEqual(pairs(detect('Sponsored by Pelicase. Get 10% off: pelicase.com/natehollis')), [
    'pelicase.com Integration',
  ]);
  // A plain link to a path named like the creator without a discount says nothing.
  assert.deepEqual(pairs(detect('My interview: https://www.podnews.com/natehollis')), []);
});

test('a store named on its own line binds the link under it', () => {
  const d =
    'Some links are affiliated.\nCamera:\nAmazon\nhttps://goo.gl/AbC123\nBest Buy\nhttp://bit.ly/2xYz9\nTripod: https://www.manfrotto.com/tripod';
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate', 'bestbuy.com Affiliate', 'manfrotto.com Affiliate']);
  assert.deepEqual(pairs(detect('Some of these links are affiliated\nLens - https://www.lensrentals.com/rent/x')), [
    'lensrentals.com Affiliate',
  ]);
});

test('a short form of a catalog name beside a code is that brand', () => {
  assert.deepEqual(pairs(detect('Brushes: Sigma - use code NATE for 10% off')), ['sigmabeauty.com Affiliate']);
  assert.deepEqual(pairs(detect('Palette from Morphe, use code "NATE" at checkout')), ['morphe.com Affiliate']);
  assert.deepEqual(pairs(detect('Sigma: use code NATE at http://bit.ly/2sgm')), ['sigmabeauty.com Affiliate']);
  // A common word is no short form.
  assert.deepEqual(pairs(detect('Beauty tip: use code NATE anywhere')), []);
});

test('links that look like referrals and are not', () => {
  // Shopping-ad tracking copied with a product link.
  assert.equal(hasAffiliateMarker('https://www.newegg.com/p/N82E1?ref=pla_adv_goog_1'), false);
  assert.equal(hasAffiliateMarker('https://www.rakuten.com/shop/x?AFID=google_pla_US&utm_source=google'), false);
  assert.equal(hasAffiliateMarker('https://www.amazon.com/dp/B01?tag=hyprod-20&ref=asc_df_B01'), false);
  assert.equal(hasAffiliateMarker('https://www.amazon.com/dp/B01?tag=googhydr-20'), false);
  assert.equal(hasAffiliateMarker('https://www.amazon.com/dp/B01?tag=natehollis-20'), true);
  assert.deepEqual(pairs(detect('The keyboard: https://www.newegg.com/p/N82E1?ref=pla_adv_goog_1')), []);
  // A creator's own redirect domain in front of store deals is not a brand.
  const deals =
    'PS4 deal: https://dealzone.tech/ps4\nXbox deal: https://dealzone.tech/xbox\nSwitch deal: https://dealzone.tech/switch\nTV deal: https://dealzone.tech/tv';
  assert.deepEqual(pairs(detect(`All links are affiliate links.\n${deals}`)), []);
  // A brand the text names is no redirector, however its links are written.
  const shop =
    'This video is sponsored by Gymshark!\nMen: https://gymshark.com/men\nWomen: https://gymshark.com/women\nSale: https://gymshark.com/sale';
  assert.deepEqual(pairs(detect(shop)), ['gymshark.com Integration']);
  // The creator's merch stays own under a blanket disclosure.
  assert.deepEqual(
    pairs(detect('MERCH: https://hollisgoods.com\nCamera: https://amzn.to/2abc\nAll links above are affiliate links.')),
    ['amazon.com Affiliate'],
  );
  assert.deepEqual(
    pairs(
      detect(
        'Shop my merch: https://shop.hollisgoods.com\nMic: https://www.sweetwater.com/x\n*All links above are affiliate links',
      ),
    ),
    ['sweetwater.com Affiliate'],
  );
});

test('without blank lines, a section ends at a later header, a change of line kind or a disclosure line', () => {
  const social = [
    'Facebook Pages:',
    'https://facebook.com/natehollis',
    'https://instagram.com/natehollis',
    'Get 20% off your first box at https://www.freshcrate.com/nate',
  ].join('\n');
  assert.deepEqual(pairs(detect(social)), ['freshcrate.com Affiliate']);
  const credits = [
    'Source credit:',
    'Reuters https://www.reuters.com/x',
    'AP https://apnews.com/y',
    'This video is sponsored by NordVPN: https://nordvpn.com/nate',
  ].join('\n');
  assert.deepEqual(pairs(detect(credits)), ['nordvpn.com Integration']);
  const header = ['Follow us:', 'https://twitter.com/natehollis', 'Gear we use:', 'Camera: https://amzn.to/2qrs'].join(
    '\n',
  );
  assert.deepEqual(pairs(detect(header)), ['amazon.com Affiliate']);
  const disclosure = [
    'Music:',
    'Lakey Inspired - Chill Day https://soundcloud.com/lakeyinspired',
    'Affiliate links:',
    'Mic: https://www.sweetwater.com/mic',
  ].join('\n');
  assert.deepEqual(pairs(detect(disclosure)), ['sweetwater.com Affiliate']);
  const referral = [
    'Source credit:',
    'The Verge https://theverge.com/x',
    'Tripod deal: https://www.manfrotto.com/tripod?aff=natehollis',
  ].join('\n');
  assert.deepEqual(pairs(detect(referral)), ['manfrotto.com Affiliate']);
});

test('disclosures in other languages bind the brand they name', () => {
  const one = (d: string) => pairs(detect(d));
  assert.deepEqual(one('Gracias a Audible por patrocinar este video: https://www.audible.com/nate'), [
    'audible.com Integration',
  ]);
  assert.deepEqual(one('Merci à Squarespace de sponsoriser cette vidéo : squarespace.com/nate'), [
    'squarespace.com Integration',
  ]);
  assert.deepEqual(one('Unterstützt durch Produktplatzierung von Holy: https://www.morenutrition.de/nate'), [
    'morenutrition.de Integration',
  ]);
  assert.deepEqual(one('Реклама. ООО «Скиллбокс», erid: 2VtzqwLx9Q. Курс: https://skillbox.ru/nate'), [
    'skillbox.ru Integration',
  ]);
  assert.deepEqual(one('Video được tài trợ bởi NordVPN: https://nordvpn.com/nate'), ['nordvpn.com Integration']);
  assert.deepEqual(one('วิดีโอนี้ได้รับการสนับสนุนจาก NordVPN https://nordvpn.com/nate'), ['nordvpn.com Integration']);
  assert.deepEqual(one('#광고 이 영상은 원고료를 지원받아 제작되었습니다 https://www.laneige.com/kr'), [
    'laneige.com Integration',
  ]);
  assert.deepEqual(one('MARA kodu ile %10 indirim: https://www.gymbeam.com.tr'), ['gymbeam.com.tr Affiliate']);
  assert.deepEqual(one('Nhập mã giảm giá NATE tại https://shopee.vn/nate'), ['shopee.vn Affiliate']);
  assert.deepEqual(one('Link tiếp thị liên kết: https://shope.ee/abc123'), ['shopee.com Affiliate']);
  assert.deepEqual(one('Ye headphones Boat ne bheja hai review ke liye: https://www.boat-lifestyle.com/x'), [
    'boat-lifestyle.com Free Product',
  ]);
  assert.deepEqual(one('إعلان مدفوع بالتعاون مع نون https://www.noon.com/nate'), ['noon.com Integration']);
  assert.deepEqual(one('Materiał powstał we współpracy z marką Allegro: https://allegro.pl/nate'), [
    'allegro.pl Integration',
  ]);
  // A negated one is still read as negated.
  assert.deepEqual(one('Este video no está patrocinado. Mi cámara: https://www.sony.es/x'), []);
});

test("a brand's channel named with its region or division owns the brand's site; a fan channel does not", () => {
  const rb = channel('Red Bull Racing', '@redbullracing');
  assert.deepEqual(pairs(detect('Red Bull sponsors the team. More at https://www.redbull.com/racing', rb)), []);
  const n = channel('Nintendo of America', '@nintendoamerica');
  assert.deepEqual(pairs(detect('Pre-order now with 10% off at https://www.nintendo.com/store/x', n)), []);
  // "Tesla Daily" is about Tesla, not Tesla: its referral link is still a referral.
  const fan = channel('Tesla Daily', '@tesladaily');
  assert.deepEqual(pairs(detect('My referral link: https://www.tesla.com/referral/rob123', fan)), [
    'tesla.com Affiliate',
  ]);
});

test('more ways to thank a supporter, and a discount beside the short form of a name', () => {
  assert.deepEqual(pairs(detect('Thank you Brilliant for supporting the show! https://brilliant.org/nate')), [
    'brilliant.org Integration',
  ]);
  assert.deepEqual(pairs(detect('Thank you all for supporting the channel! https://www.patreon.com/nate')), []);
  assert.deepEqual(pairs(detect('Thanks so much for supporting! amzn.to/2xyz')), ['amazon.com Affiliate']);
  assert.deepEqual(pairs(detect('Sigma brushes - 10% off with my link')), ['sigmabeauty.com Affiliate']);
  // Amazon's own navigation trail is no referral.
  assert.equal(hasAffiliateMarker('https://www.amazon.com/dp/B0123?ref=ppx_yo_dt_b_asin_title'), false);
  assert.equal(hasAffiliateMarker('https://www.amazon.co.uk/dp/B0123?ref=sr_1_3&tag=nate-21'), true);
});

test('a sponsors section without blank lines ends at a later header or a disclosure', () => {
  const d = [
    'SPONSORS:',
    'NordVPN: https://nordvpn.com/nate',
    'WHAT I FILM WITH',
    'Camera: https://www.bhphotovideo.com/c/product/123',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['nordvpn.com Integration']);
  const e = [
    'Today’s partners:',
    'Squarespace: https://squarespace.com/nate',
    'Some of the links below are affiliate links.',
    'Mic: https://amzn.to/3mic',
  ].join('\n');
  assert.deepEqual(pairs(detect(e)), ['amazon.com Affiliate', 'squarespace.com Integration']);
  const self = [
    'SUPPORT THE CHANNEL',
    'Patreon: https://patreon.com/nate',
    'Get 15% off your first order at https://www.freshcrate.com/nate',
  ].join('\n');
  assert.deepEqual(pairs(detect(self)), ['freshcrate.com Affiliate']);
});

test('business contact lines are no sponsorship, in any language', () => {
  const one = (d: string) => pairs(detect(d));
  assert.deepEqual(one('Реклама и сотрудничество — пишите: https://www.agentstvo-nord.ru'), []);
  assert.deepEqual(one('Pour toute demande de partenariat : https://www.natehollis.fr/contact'), []);
  assert.deepEqual(one('Für Kooperationsanfragen und Werbung: https://www.agentur-nord.de'), []);
  assert.deepEqual(one('광고 문의 https://www.naver.com'), []);
  // A sponsor line beside them still counts.
  assert.deepEqual(
    one('Спасибо Skillbox за спонсорство выпуска: https://skillbox.ru/nate\nПо вопросам рекламы: https://vk.com/nate'),
    ['skillbox.ru Integration'],
  );
});

test('a starred ad label, thanks for the support of an episode, and a referral under credits', () => {
  const one = (d: string) => pairs(detect(d));
  assert.deepEqual(one('*Werbung* Neues Video mit https://www.mediamarkt.de/nate'), ['mediamarkt.de Integration']);
  assert.deepEqual(
    one('Vielen Dank an Mediamarkt für die Unterstützung dieses Videos: https://www.mediamarkt.de/nate'),
    ['mediamarkt.de Integration'],
  );
  assert.deepEqual(one('Спасибо World of Tanks за поддержку выпуска! Играй: https://worldoftanks.ru/nate'), [
    'worldoftanks.ru Integration',
  ]);
  // The viewers' support of the channel is no sponsorship.
  assert.deepEqual(one('Спасибо всем за поддержку канала! https://www.donationalerts.com/r/nate'), []);
});

test('presented by, auspiciado, oferecimento: the show names its sponsor', () => {
  const one = (d: string) => pairs(detect(d));
  assert.deepEqual(one('This episode is presented by Squarespace: https://squarespace.com/nate'), [
    'squarespace.com Integration',
  ]);
  assert.deepEqual(one('Presented by Audible. https://audible.com/nate'), ['audible.com Integration']);
  assert.deepEqual(one('The award was presented by the mayor. https://www.citynews.com/x'), []);
  assert.deepEqual(one('Video auspiciado por Movistar: https://www.movistar.com.ar/nate'), [
    'movistar.com.ar Integration',
  ]);
  assert.deepEqual(one('Oferecimento: Natura https://www.natura.com.br/nate'), ['natura.com.br Integration']);
});

test("a known store's own domain is that store, not another catalog brand's country variant", () => {
  const withRewards = new BrandCatalog([
    brand('b-rr', 'Rakuten Rewards', ['rakuten.com']),
    brand('b-amz', 'Amazon', ['amazon.com'], 'Marketplace'),
  ]);
  const run = (description: string) =>
    pairs(
      detectSponsorships(
        {
          videoId: 'vid00000002',
          title: 'カメラバッグの中身',
          description,
          transcript: null,
          includesPaidPromotion: false,
          durationSeconds: 600,
          channel: { title: 'カメラ散歩', handle: '@kamerasanpo', shorteners: [] },
        },
        withRewards,
      ),
    );
  assert.deepEqual(run('■楽天ROOM（楽天アフィリエイト）\nroom.rakuten.co.jp/kamerasanpo'), ['rakuten.co.jp Affiliate']);
  // A country domain no store record owns is still the catalog brand's.
  assert.deepEqual(run('Amazonアソシエイト: https://www.amazon.co.jp/dp/B0?tag=kamera-22'), ['amazon.com Affiliate']);
});

test('paid words about a creator network on their own line tell of no paid segment', () => {
  const d = [
    'Get the game: https://www.gog.com/game/amnesia',
    'Facecam: Logitech C920',
    "I'm partnered with BBTV! (bbtv.com) - that's how the channel earns money",
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), []);
  // Paid words that name no brand on a line of their own still do.
  assert.deepEqual(pairs(detect('Get the game: https://www.gog.com/game/amnesia\nThis video is sponsored.')), [
    'gog.com Integration',
  ]);
});

test('the audience is no sponsor, a coupon the creator used is no promotion, a game to download for free is', () => {
  const one = (d: string) => pairs(detect(d));
  assert.deepEqual(
    one('No sponsor this week: this episode is brought to you by our Patreon supporters. https://www.patreon.com/nate'),
    [],
  );
  assert.deepEqual(one('This show is made possible by viewers like you. https://www.pbs.org/donate'), []);
  assert.deepEqual(
    one('This episode was made possible by the members of the Helix Foundation: https://helixfoundation.org'),
    ['helixfoundation.org Integration'],
  );
  assert.deepEqual(one('I bought these myself at Ulta (https://www.ulta.com) with a 20% off coupon.'), []);
  assert.deepEqual(one('Download Dragon Quest Tactics for FREE 👉 https://dqtactics.onelink.me/x'), []);
  assert.deepEqual(one('Download Dragon Quest Tactics for FREE 👉 https://www.dqtactics.com/nate'), [
    'dqtactics.com Affiliate',
  ]);
});

test('"none of the above" speaks of the list right above; commissionable links and affiliate tracking values are affiliate', () => {
  const d = [
    'Parts I used (affiliate links):',
    'Bulbs - amzn.to/2bulb',
    'Mats - amzn.to/2mats',
    '',
    'Tools I always use:',
    'Socket set - tekton.com/sockets',
    'Jack - harborfreight.com/jack',
    '',
    'None of the above are affiliate links, people just ask.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate']);
  assert.deepEqual(pairs(detect('Everything is on my list (commissionable): https://www.ulta.com/lists/nate')), [
    'ulta.com Affiliate',
  ]);
  assert.equal(hasAffiliateMarker('https://www.sephora.com/lists/nate?om_mmc=aff-linkshare-redirect-nate'), true);
  assert.equal(hasAffiliateMarker('https://www.example.com/x?utm_campaign=staff-picks'), false);
});

test("a statement whose sentence spells a link's name nearby speaks of that link, not of a nearer one", () => {
  const d = [
    'Die Kamera ist eine Leihgabe von Fotowelt und geht danach zurück.',
    '',
    'Bei Amazon*: amzn.to/2cam',
    'Infos: https://www.fotowelt.de/kamera',
    '*Affiliate-Link',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate', 'fotowelt.de Free Product']);
  const same =
    'This video is sponsored by Lumenbox. I compared it to the one I got at Best Buy.\nLumenbox Pro: https://lumenbox.co/pro';
  assert.deepEqual(pairs(detect(same)), ['lumenbox.co Integration']);
  const e = 'Huge thanks to Lumenbox for sending this light over.\nStand: amzn.to/2std\nLight: https://lumenbox.co/pro';
  assert.deepEqual(pairs(detect(e)), ['amazon.com Affiliate', 'lumenbox.co Free Product']);
});

test("a brand is the uploader only by the channel's whole name", () => {
  const sig = channel('Sigma', '@sigma');
  // "Sigma" is not Sigma Beauty: its sponsor words still report it.
  assert.deepEqual(pairs(detect('This video is sponsored by Sigma Beauty: https://www.sigmabeauty.com/sigma', sig)), [
    'sigmabeauty.com Integration',
  ]);
});

test('"affiliate links below" ends at a drawn rule once it has covered its links', () => {
  const d = [
    'Brush links below are affiliate links:',
    'Round brush: https://www.rosemarybrushes.com/round?aff=nate',
    'Flat brush: https://www.jacksonsart.com/flat',
    '~',
    'Prints of my work: https://natehollis.bigcartel.com',
    'My sketch group: https://www.sketchclub.org',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['jacksonsart.com Affiliate', 'rosemarybrushes.com Affiliate']);
});

test('a sponsor thanked in each language is read, and business and music lines are not', () => {
  const sponsored: string[] = [
    'Este video está patrocinado por NordVPN. Consigue un 70% de descuento aquí: https://nordvpn.com/nate',
    "Merci à NordVPN d'avoir sponsorisé cette vidéo ! -68% avec le code NATE : https://nordvpn.com/nate",
    'Werbung | In Zusammenarbeit mit NordVPN: https://nordvpn.com/nate',
    '本動画はNordVPN様の提供です。\nhttps://nordvpn.com/nate\n#PR',
    '이 영상은 NordVPN으로부터 소정의 원고료를 지원받아 제작되었습니다.\nhttps://nordvpn.com/nate',
    'Video sponsorizzato da NordVPN. Usa il codice NATE per avere il 20% di sconto: https://nordvpn.com/nate',
    'Deze video is gesponsord door NordVPN. Met de kortingscode NATE krijg je 10% korting: https://nordvpn.com/nate',
    '#publi Esse vídeo tem parceria com a NordVPN! Use o cupom NATE: https://nordvpn.com/nate',
    'Bu video NordVPN sponsorluğunda hazırlanmıştır. https://nordvpn.com/nate',
    'Sponsorem odcinka jest NordVPN: https://nordvpn.com/nate',
    'Video ini disponsori oleh NordVPN. Pakai kode NATE: https://nordvpn.com/nate',
    'شكرا لـ NordVPN على رعاية هذا الفيديو https://nordvpn.com/nate',
    'इस वीडियो को NordVPN ने स्पॉन्सर किया है https://nordvpn.com/nate',
    'Cảm ơn NordVPN đã tài trợ video này https://nordvpn.com/nate',
    'ขอบคุณ NordVPN ที่สนับสนุนคลิปนี้ https://nordvpn.com/nate',
    'Спонсор этого видео — NordVPN: https://nordvpn.com/nate',
  ];
  for (const d of sponsored) assert.deepEqual(pairs(detect(d)), ['nordvpn.com Integration'], d);
  const plain: string[] = [
    'Música: Epidemic Sound https://www.epidemicsound.com\nPara negocios y colaboraciones: contacto@nate.com',
    'Pour toute demande de partenariat : contact@nate.fr\nMusique : https://www.youtube.com/audiolibrary',
    'Dieses Video ist nicht gesponsert. Alles selbst gekauft.\nKamera: https://www.sony.de/alpha',
    'Не реклама! Просто нравится.\nМой телеграм: https://t.me/nate',
  ];
  for (const d of plain) assert.deepEqual(pairs(detect(d)), [], d);
});

test("an ad label in the title makes its one paid brand the video's subject", () => {
  const d = 'Thanks to NordVPN for sponsoring: https://nordvpn.com/nate\nCamera: https://amzn.to/2cam';
  assert.deepEqual(pairs(detect(d, { title: '[광고] 여행 브이로그' })), [
    'amazon.com Affiliate',
    'nordvpn.com Dedicated',
  ]);
  assert.deepEqual(pairs(detect(d, { title: 'Travel vlog #ad' })), ['amazon.com Affiliate', 'nordvpn.com Dedicated']);
  assert.deepEqual(pairs(detect(d, { title: 'Travel vlog' })), ['amazon.com Affiliate', 'nordvpn.com Integration']);
  // Two paid brands: the label says nothing of which one is the subject.
  const two = `${d}\nAlso sponsored by Squarespace: https://squarespace.com/nate`;
  assert.deepEqual(pairs(detect(two, { title: 'Travel vlog #ad' })), [
    'amazon.com Affiliate',
    'nordvpn.com Integration',
    'squarespace.com Integration',
  ]);
});

test('sponsor or gift words in a condition tell of no sponsor', () => {
  const d = 'My code: MORPHE "NATE" → https://www.morphe.com\nFTC: if a video is sponsored, it says so at the top!';
  assert.deepEqual(pairs(detect(d)), ['morphe.com Affiliate']);
  assert.deepEqual(
    pairs(detect('Whenever a brand sends me something, I say so. Lipstick: https://www.glossier.com/lip')),
    [],
  );
  assert.deepEqual(pairs(detect('Wenn ein Video gesponsert ist, steht es oben. Kamera: https://amzn.to/2cam')), [
    'amazon.com Affiliate',
  ]);
  // A sponsor in a sentence of its own still counts.
  assert.deepEqual(pairs(detect('If you need a VPN: this video is sponsored by NordVPN https://nordvpn.com/nate')), [
    'nordvpn.com Integration',
  ]);
});

test('under a PR list or gifted header every item is a gift', () => {
  const d = [
    'So much mail this month, thank you!',
    '',
    '📦 PR LIST',
    'Sol Mist — body oil (solmist.com)',
    'Glowlab — blush stick (glowlab.co)',
    '',
    'FTC: some links above are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['glowlab.co Free Product', 'solmist.com Free Product']);
  assert.deepEqual(pairs(detect('Gifted:\nPalette – https://www.morphe.com/palette')), ['morphe.com Free Product']);
});

test('"nothing" negates in more languages', () => {
  const code = 'mi código VALE les da envío gratis: https://www.rappi.com.mx/vale';
  assert.deepEqual(pairs(detect(`Nada de esto es patrocinado, todo lo pagué yo. ${code}`)), ['rappi.com.mx Affiliate']);
  assert.deepEqual(pairs(detect(`Rien de tout ça n'est sponsorisé. Code VALE : https://www.rappi.com.mx/vale`)), [
    'rappi.com.mx Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Nichts davon ist gesponsert. Mein Code VALE: https://www.rappi.com.mx/vale')), [
    'rappi.com.mx Affiliate',
  ]);
});

test("a chapter about the video's subject is no ad segment", () => {
  const d = [
    'How I earned $100 scanning receipts.',
    'Use my code NATE9 when you sign up: https://www.receiptly.com',
    '0:00 What is Receiptly',
    '2:10 How I earn',
    '6:40 Redeeming',
  ].join('\n');
  assert.deepEqual(pairs(detect(d, { title: 'Receiptly: how I got $100 in gift cards' })), ['receiptly.com Affiliate']);
  // Another brand's chapter with a code is still a segment.
  const e = [
    'Scanning receipts, explained.',
    'Use code NATE9 at https://www.receiptly.com',
    '0:00 Intro',
    '2:10 Receiptly',
    '4:00 Tips',
  ].join('\n');
  assert.deepEqual(pairs(detect(e, { title: 'How to save on groceries' })), ['receiptly.com Integration']);
});

test('a question tells of no sponsor', () => {
  const d =
    'In theaters Friday.\nSponsored by Mercedes-Benz? No, but the cars in the film are.\nhttps://www.leaguethemovie.com';
  assert.deepEqual(pairs(detect(d)), []);
  assert.deepEqual(pairs(detect('Is this video sponsored? Yes: NordVPN sponsored it. https://nordvpn.com/nate')), [
    'nordvpn.com Integration',
  ]);
});

test("a catalog name's lead does not claim a code whose own link is a platform's or the creator's", () => {
  const withFi = new BrandCatalog([brand('b-fi', 'Google Fi', ['fi.google.com'])]);
  const run = (description: string) =>
    pairs(
      detectSponsorships(
        {
          videoId: 'vid00000003',
          title: 'Pixel review',
          description,
          transcript: null,
          includesPaidPromotion: false,
          durationSeconds: 600,
          channel: { title: 'Nate Hollis', handle: '@natehollis', shorteners: [] },
        },
        withFi,
      ),
    );
  assert.deepEqual(run('Google Pixel: 10% off with code NATE at https://store.google.com/pixel'), []);
  assert.deepEqual(run('Google: use code NATE for 10% off'), ['fi.google.com Affiliate']);
});

test('a sponsorship declined, or one of another video, is none of this one', () => {
  for (const line of [
    'NordVPN reached out to sponsor this video but I said no. nordvpn.com',
    'Squarespace offered to sponsor this video, but I turned them down. squarespace.com',
    'I turned down a sponsorship from NordVPN for this one: nordvpn.com',
    'NordVPN wanted to sponsor this review; I declined so I could be honest. nordvpn.com',
    'NordVPN sponsored my last video, not this one. nordvpn.com',
    "Last week's video was sponsored by Squarespace. This one isn't. squarespace.com",
    "I rejected Audible's sponsorship offer. audible.com",
  ])
    assert.deepEqual(pairs(detect(line)), [], line);
  // Declining something else, or the past told on the way, leaves this video's sponsor.
  for (const line of [
    'Sponsored by NordVPN, and we declined to let them see the cut first. nordvpn.com',
    'NordVPN sponsored this video; we said no to their script changes. nordvpn.com',
    'NordVPN, who sponsored my last video, is back to sponsor this one! nordvpn.com',
  ])
    assert.deepEqual(pairs(detect(line)), ['nordvpn.com Integration'], line);
});

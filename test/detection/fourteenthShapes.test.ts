// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on trending descriptions in Ukraine, Czechia and Romania and on English podcasts, cooking, workshop and
// car channels (issue 32's fourteenth set, docs/detection.md §1j): sponsor, gift, affiliate and code words in
// Ukrainian, Czech and Romanian, their negations and title ad labels, Czech names declined in a title, English ad
// reads and parts supplied for a video, the viewer thanked under an affiliate list, the creator's own site named
// after the person or the title's initials, donation jars, 2Performant and Kiwi.com links, a star glued to an item,
// and athletes' sponsors in the news.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, channel, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-foxtrot', 'Foxtrot', ['foxtrot.com.ua'], 'Marketplace'),
  brand('b-monobank', 'monobank', ['monobank.ua']),
  brand('b-datart', 'Datart', ['datart.cz'], 'Marketplace'),
  brand('b-czc', 'CZC', ['czc.cz'], 'Marketplace'),
  brand('b-rohlik', 'Rohlik', ['rohlik.cz'], 'Marketplace'),
  brand('b-emag', 'eMAG', ['emag.ro'], 'Marketplace'),
  brand('b-altex', 'Altex', ['altex.ro'], 'Marketplace'),
  brand('b-garmin', 'Garmin', ['garmin.com']),
  brand('b-kiwi', 'Kiwi.com', ['kiwi.com']),
  brand('b-adidas', 'adidas', ['adidas.com']),
  brand('b-amazon', 'Amazon', ['amazon.com'], 'Marketplace', ['amzn.to']),
];
const video = {
  videoId: 'vid00000014',
  title: 'Nové video',
  channel: { title: 'Kanál Test', handle: '@kanaltest' },
};
const detect = detector(catalog, video);

test('sponsor words in Ukrainian, Czech and Romanian bind the brand they name, without the paid flag', () => {
  assert.deepEqual(
    pairs(detect('Партнер цього випуску — Foxtrot. Знижки тут: https://www.foxtrot.com.ua/uk/actions')),
    ['foxtrot.com.ua Integration'],
  );
  assert.deepEqual(pairs(detect('Огляд знято за підтримки магазину Foxtrot: https://www.foxtrot.com.ua')), [
    'foxtrot.com.ua Integration',
  ]);
  assert.deepEqual(pairs(detect('Dnešní díl vznikl ve spolupráci s CZC.cz: https://www.czc.cz/akce')), [
    'czc.cz Integration',
  ]);
  assert.deepEqual(pairs(detect('Sponzorem tohoto dílu je Datart, mrkněte na https://www.datart.cz/akce')), [
    'datart.cz Integration',
  ]);
  assert.deepEqual(pairs(detect('Materialul este sponsorizat de Altex. Oferta: https://altex.ro/promo/')), [
    'altex.ro Integration',
  ]);
  assert.deepEqual(pairs(detect('Mulțumim eMAG pentru susținere! https://www.emag.ro/campanii/toamna')), [
    'emag.ro Integration',
  ]);
  // Thanks to the viewers for their support name no sponsor.
  assert.deepEqual(pairs(detect('Mulțumesc tuturor pentru susținere! Magazinul meu: https://www.emag.ro/x')), []);
});

test('an ad label in a Czech or Romanian title gives the one paid brand the whole video', () => {
  assert.deepEqual(
    pairs(
      detect('Ve spolupráci s Datartem. Všechny pračky: https://www.datart.cz/pracky', {
        title: 'Které pračky koupit | Reklama',
      }),
    ),
    ['datart.cz Dedicated'],
  );
  assert.deepEqual(
    pairs(
      detect('În parteneriat cu eMAG: https://www.emag.ro/telefoane', {
        title: 'Telefoane sub 1000 de lei | Publicitate',
      }),
    ),
    ['emag.ro Dedicated'],
  );
});

test('a Czech title names a brand in another case', () => {
  assert.deepEqual(
    pairs(detect('Placená spolupráce s Rohlik.cz: https://www.rohlik.cz', { title: 'Vaříme celý víkend s Rohlíkem' })),
    ['rohlik.cz Dedicated'],
  );
  assert.deepEqual(
    pairs(detect('Sponzorem videa je Datart: https://www.datart.cz', { title: 'Co jsem koupila v Datartu' })),
    ['datart.cz Dedicated'],
  );
});

test('gifts, loans and stays in Ukrainian, Czech and Romanian words are Free Product', () => {
  assert.deepEqual(pairs(detect('Годинник надано Garmin для огляду. https://www.garmin.com/uk-UA/')), [
    'garmin.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Нас запросили пожити у садибі «Лісова»: https://lisova-sadyba.com.ua')), [
    'lisova-sadyba.com.ua Free Product',
  ]);
  assert.deepEqual(pairs(detect('Hodinky mi na měsíc zapůjčil Garmin: https://www.garmin.com/cs-CZ/')), [
    'garmin.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Batoh mi poslala značka Fjellpack, díky! https://www.fjellpack.cz')), [
    'fjellpack.cz Free Product',
  ]);
  assert.deepEqual(pairs(detect('Ceasul l-am primit cadou de la Garmin: https://www.garmin.com/ro-RO/')), [
    'garmin.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Bicicleta ne-a fost pusă la dispoziție de Velora: https://www.velora.ro')), [
    'velora.ro Free Product',
  ]);
});

test('affiliate words and blanket statements in Ukrainian, Czech and Romanian cover the store links', () => {
  const uk = [
    'Партнерські посилання:',
    'Пилосос — https://www.foxtrot.com.ua/uk/shop/pylosos.html',
    'Чайник — https://www.emag.ro/x',
  ].join('\n');
  assert.deepEqual(pairs(detect(uk)), ['emag.ro Affiliate', 'foxtrot.com.ua Affiliate']);
  const ro = [
    'Casca: https://altex.ro/casca/cpd/X1/',
    '',
    'Instagram: https://instagram.com/kanaltest',
    'Unele linkuri din descriere sunt de afiliere.',
  ].join('\n');
  assert.deepEqual(pairs(detect(ro)), ['altex.ro Affiliate']);
  assert.deepEqual(pairs(detect('Cartea o găsiți aici (link de afiliere): https://www.emag.ro/carte')), [
    'emag.ro Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Cod de reducere KANAL15 la https://altex.ro')), ['altex.ro Affiliate']);
  assert.deepEqual(pairs(detect('Slevový kód KANAL na https://www.czc.cz')), ['czc.cz Affiliate']);
});

test('negations in Ukrainian, Czech and Romanian keep a purchase from being a sponsorship', () => {
  assert.deepEqual(pairs(detect('Це не реклама, купив сам у Foxtrot: https://www.foxtrot.com.ua/uk/x')), []);
  assert.deepEqual(pairs(detect('Video není sponzorované, koupil jsem si ho v Datartu: https://www.datart.cz/x')), []);
  assert.deepEqual(pairs(detect('Nu este un clip sponsorizat, l-am luat de pe eMAG: https://www.emag.ro/x')), []);
});

test('a star glued to an item marks it when other linked items go without one', () => {
  const marked = [
    '*CZC: https://www.czc.cz/monitor',
    'Datart: https://www.datart.cz/monitor',
    'Odkazy označené * jsou affiliate.',
  ].join('\n');
  assert.deepEqual(pairs(detect(marked)), ['czc.cz Affiliate']);
  // On every linked item the star is a bullet: the statement covers them all.
  const bullets = [
    '*CZC: https://www.czc.cz/monitor',
    '*Datart: https://www.datart.cz/monitor',
    'Links marked * are affiliate links.',
  ].join('\n');
  assert.deepEqual(pairs(detect(bullets)), ['czc.cz Affiliate', 'datart.cz Affiliate']);
});

test('a podcast read "Support for this episode comes from" and a read going on with "And by"', () => {
  const d = [
    'Support for this episode comes from Tallow & Pine. Get 15% off at https://tallowandpine.com/show',
    'This episode is brought to you by Mossgrove. Visit https://mossgrove.com/show',
    'And by Northquill — plan your week at https://northquill.app/show',
  ].join('\n');
  assert.deepEqual(pairs(detect(d, { title: 'Episode 12: Winter' })), [
    'mossgrove.com Integration',
    'northquill.app Integration',
    'tallowandpine.com Integration',
  ]);
  // "And by the way" goes on with no sponsor.
  assert.deepEqual(pairs(detect('And by the way, the mug is from https://www.amazon.com/dp/B0MUG')), []);
});

test('parts supplied for a video are a gift; thanking the viewer under an affiliate list is no sponsor', () => {
  assert.deepEqual(pairs(detect('Rotorline supplied the brake kit for this build: https://rotorline.com/kit')), [
    'rotorline.com Free Product',
  ]);
  const footer = [
    'GEAR (affiliate links, thank you for supporting the channel):',
    'Drill: https://amzn.to/3kDrill9',
  ].join('\n');
  assert.deepEqual(pairs(detect(footer)), ['amazon.com Affiliate']);
});

test("the creator's own site is named after the person the channel is with, or the title's initials", () => {
  const own =
    'Recipes and my book: https://marenholt.com\nPan (affiliate links, I earn a small commission): https://amzn.to/3pAnXy1';
  assert.deepEqual(pairs(detect(own, channel('Bake with Maren Holt', '@bakewithmaren'))), ['amazon.com Affiliate']);
  const league = 'Presented by adidas. https://www.adidas.com/football\nTickets: https://wplwestern.com/tickets';
  assert.deepEqual(pairs(detect(league, channel('Western Padel League', '@westernpadel'))), ['adidas.com Integration']);
});

test('a donation jar is no sponsorship of its bank', () => {
  const d = [
    'Партнерські посилання:',
    'Навушники — https://www.foxtrot.com.ua/uk/x',
    'Підтримати канал: https://send.monobank.ua/jar/7TestJar1',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['foxtrot.com.ua Affiliate']);
});

test("2Performant's click link is its store's, Kiwi.com's affilid a referral key", () => {
  const perf =
    'Laptop: https://event.2performant.com/events/click?ad_type=quicklink&aff_code=9z8y7x&unique=a1b2&redirect_to=https%3A//www.altex.ro/laptop';
  assert.deepEqual(pairs(detect(perf)), ['altex.ro Affiliate']);
  assert.deepEqual(pairs(detect('Letenky: https://www.kiwi.com/cz/?affilid=kanaltest')), ['kiwi.com Affiliate']);
});

test('an athlete sponsored by a brand in the news is no sponsorship of the video', () => {
  assert.deepEqual(
    pairs(
      detect('The 19-year-old becomes the first skater sponsored by adidas in her country. https://www.adidas.com'),
    ),
    [],
  );
});

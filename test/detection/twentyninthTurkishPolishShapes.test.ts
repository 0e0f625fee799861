// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-ninth set's Turkish and Polish shapes (docs/detection.md §1zi): product placement, a brand advertising on
// this video, a paid agreement, a video paid for or financed, a brand's share of a budget; a parcel from a brand, a
// press car or unit, a present, a loan by its while and its return, an evidential "göndermiş"; a store's percentage of
// each purchase, a mark defined with "oznacza", the description's links, stores whose links are plain, a store named
// by its bare domain; a name in the case a preposition governs; chapters that are no ad break; "m.in." no link; and
// the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-tav', 'Tavlan', ['tavlan.com.tr']),
  brand('b-ozan', 'Ozanbey', ['ozanbey.com.tr'], 'Marketplace'),
  brand('b-kitap', 'Kitapsever', ['kitapsever.com.tr'], 'Marketplace'),
  brand('b-sero', 'Serovit', ['serovit.pl']),
  brand('b-kolm', 'Kolm', ['kolm.pl'], 'Marketplace'),
];
const video = {
  videoId: 'vid00000129',
  title: 'Haftalık vlog',
  channel: { title: 'Mavi Kapı', handle: '@mavikapi' },
};
const detect = detector(catalog, video);
const tavlan = (line: string) => `${line}\nhttps://www.tavlan.com.tr/koleksiyon`;
const serovit = (line: string) => `${line}\nhttps://www.serovit.pl/nowosci`;

test('Turkish payment: product placement, a brand advertising on this video, a paid agreement, a fee', () => {
  const lines = [
    "Bu program ürün yerleştirmesi içermektedir: dekordaki kanepe Tavlan'ın.",
    "Bu bölüme Tavlan reklam verdi, 4:10'daki kısım onların.",
    'Tavlan bu klip için kanalla ücretli bir anlaşma imzaladı.',
    "Açılıştaki tanıtım ücreti karşılığında yayınlanıyor, Tavlan'a teşekkürler.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(tavlan(line))), ['tavlan.com.tr Integration'], line);
  const none = [
    "Bu video ürün yerleştirme içermez, Tavlan'ı kendim aldım.",
    'Şirketler bu yıl televizyona daha çok reklam veriyor, Tavlan da bunlardan biri.',
    'Reklam vermek isteyen markalar: iletisim@mavikapi.com (Tavlan dahil herkes yazabilir)',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(tavlan(line))), [], line);
});

test('Turkish gifts and loans: a parcel from the brand, a press car, a present, a loan told by its while and return', () => {
  const lines = [
    "Tavlan'dan iki koli geldi, içinde yeni sezon havlular vardı.",
    "Bu araç Tavlan'ın basın aracıdır, bir hafta kullandık.",
    'Tavlan ekibi yastıkları yollamış, haberim olmadan kapıya bırakılmıştı.',
    'Tavlan saati on günlüğüne teslim etti, sonra geri gönderdik.',
    "Perdeler Tavlan'ın bize armağanı.",
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(tavlan(line))), ['tavlan.com.tr Free Product'], line);
  const none = [
    "Tavlan'dan bir paket geldi, geçen hafta verdiğim sipariş.",
    'Ablam Tavlan kazağını yollamış, kapıda bulduk.',
    'Siparişim Tavlan deposundan kapıma teslim edildi.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(tavlan(line))), [], line);
});

test('Turkish stores: links said to be plain, a store named by its bare domain', () => {
  const d = [
    'KAYNAKLAR (Ozanbey bağlantıları ortaklık bağlantısıdır; Kitapsever bağlantıları düz bağlantıdır)',
    '• Birinci kitap → https://www.ozanbey.com.tr/kitap/1',
    '• İkinci kitap → https://www.kitapsever.com.tr/kitap/2',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['ozanbey.com.tr Affiliate']);
  // The store's bare domain before "bağlantıları" names a kind of link: with no link of the store, nothing.
  const footer = '🛒 Açıklamadaki Ozanbey.com.tr bağlantıları ortaklık bağlantısıdır, size ek ücret yok.';
  assert.deepEqual(pairs(detect(`Bu videoda iki fiber hattı karşılaştırdık.\n\n${footer}`)), []);
});

test('Polish payment: a video paid for or financed, a brand’s money in the budget', () => {
  const lines = [
    'Serovit zapłacił nam za ten materiał.',
    'Ten film sfinansował Serovit.',
    'Marka Serovit dołożyła się do budżetu teledysku w zamian za obecność w kadrze.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(serovit(line))), ['serovit.pl Integration'], line);
  const none = ['Sam opłaciłem ten materiał, Serovit nic o nim nie wie.', 'Serovit zapłacił za reklamę w telewizji.'];
  for (const line of none) assert.deepEqual(pairs(detect(serovit(line))), [], line);
});

test('Polish gifts and loans: a present, a loan, a press car, a parcel from the brand with its note, a unit for a while', () => {
  const lines = [
    'Słuchawki to podarunek od Serovitu.',
    'Rower pożyczył nam Serovit na cały wyjazd.',
    'To auto z floty prasowej Serovit.',
    'Krem przyszedł od marki razem z liścikiem – dzięki, Serovit!',
    'Kurtkę dostałam od Serovitu na dwa tygodnie testów.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(serovit(line))), ['serovit.pl Free Product'], line);
  const none = [
    'Aparat pożyczyłam od siostry na tydzień, Serovit nie ma z tym nic wspólnego.',
    'Paczka z Serovitu przyszła po tygodniu, zamówienie opłaciłam kartą.',
    'Dostałam z powrotem pieniądze od Serovitu za zwrot.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(serovit(line))), [], line);
});

test('Polish affiliate notes: a store’s percentage of each purchase over the description’s links, a mark', () => {
  const d = [
    'Kurtka: https://www.kolm.pl/kurtka',
    'Buty: https://www.serovit.pl/buty',
    '',
    'Gdy w opisie linkujemy rzeczy z Kolmu, sklep płaci mi kilka procent od zakupu – wy płacicie tyle samo.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['kolm.pl Affiliate']);
  const marked = [
    '◆ oznacza, że Kolm odpala mi parę procent od zakupu',
    'Bluza ◆ https://www.kolm.pl/bluza',
    'Spodnie https://www.serovit.pl/spodnie',
  ].join('\n');
  assert.deepEqual(pairs(detect(marked)), ['kolm.pl Affiliate']);
  // A bank's interest is no share of a purchase.
  assert.deepEqual(pairs(detect('Lokata w Serovit daje 5 procent w skali roku: https://www.serovit.pl/lokata')), []);
});

test('a Polish title names a short name in the case its preposition governs', () => {
  const d = 'Kolm zapłacił mi za ten odcinek.\nhttps://www.kolm.pl/gazetka';
  assert.deepEqual(pairs(detect(d, { title: 'Obiad za 25 zł – zakupy w Kolmu' })), ['kolm.pl Dedicated']);
  // Without the preposition a one-letter ending on a four-letter name is another word.
  assert.deepEqual(pairs(detect(d, { title: 'Kolma, obiad za 25 zł' })), ['kolm.pl Integration']);
});

test('chapters: a word ending in "ad" and a league’s title sponsor are no ad break', () => {
  const makeup = 'Testuję kosmetyki z Kolmu, paragon na początku.\n\n0:00 Start\n1:05 Podkład\n4:30 Tusz';
  assert.deepEqual(pairs(detect(makeup)), []);
  const league = [
    'Pieniądze w lidze: prawa TV i sponsor tytularny Serovit.',
    '',
    '0:00 Start',
    '2:00 Sponsor tytularny',
    '5:00 Prawa TV',
  ].join('\n');
  assert.deepEqual(pairs(detect(league)), []);
  // An English chapter's "Ad" still opens an ad break.
  const adBreak = 'Historia szyfrów.\n\n0:00 Start\n3:10 Ad: Serovit\n5:00 Koniec\n\nhttps://www.serovit.pl/app';
  assert.deepEqual(pairs(detect(adBreak)), ['serovit.pl Integration']);
});

test('"m.in." is an abbreviation, not a link', () => {
  const d = 'Ten odcinek sfinansował Serovit – w aplikacji znajdziecie m.in. audiobooki.\nhttps://www.serovit.pl/app';
  assert.deepEqual(pairs(detect(d)), ['serovit.pl Integration']);
});

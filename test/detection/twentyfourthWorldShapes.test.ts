// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Gifts and loans read from their act and their cue (docs/detection.md §1s, §1u) in Portuguese, Italian, Polish,
// Turkish, Indonesian, Vietnamese and Dutch; two affiliate networks whose click links name the store page in their
// query (AccessTrade's `go.isclix.com`, Daisycon's `ds1.nl`); a Turkish share of the sale as an affiliate statement;
// and the local part of an e-mail address, which names no brand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-kettle', 'Kettlecraft', ['kettlecraft.com']),
  brand('b-ola', 'Ola', ['olacabs.com']),
  brand('b-tiki', 'Tiki', ['tiki.vn'], 'Retailer'),
  brand('b-coolblue', 'Coolblue', ['coolblue.nl'], 'Retailer'),
  brand('b-hb', 'Hepsiburada', ['hepsiburada.com'], 'Retailer'),
  brand('b-ty', 'Trendyol', ['trendyol.com'], 'Retailer'),
];
const video = {
  videoId: 'vid00000124',
  title: 'Review',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('a gift or a loan from its act and its cue, in seven more languages', () => {
  const lines = [
    // Portuguese
    'Tudo que está no vídeo chegou como cortesia da Orbitra.',
    'O notebook é da Orbitra, que deixou comigo por duas semanas; já devolvi.',
    'A Orbitra mandou esse fone pra eu testar, não paguei nada por ele.',
    'A Orbitra emprestou a câmera por três semanas.',
    // Italian
    'Orbitra mi ha fatto arrivare in anteprima la nuova palette.',
    "La fotocamera ce l'ha prestata Orbitra per un mese.",
    "La planetaria ce l'hanno regalata quelli di Orbitra, grazie!",
    // Polish
    'Orbitra podesłała mi cały zestaw kremów.',
    'Wózek dała nam na testy firma Orbitra.',
    'Orbitra pożyczyła nam auto na dwa tygodnie.',
    // Turkish
    'Kulaklığı Orbitra ücretsiz yolladı.',
    'Kamerayı Orbitra inceleme süresince emanet verdi, iade edeceğim.',
    'Orbitra Türkiye masayı bana ücret almadan yolladı.',
    // Indonesian
    'Blender ini kiriman gratis dari Orbitra.',
    'Orbitra ngirimin sepatu ini buat dicoba.',
    'Kamera ini dipinjamkan Orbitra selama dua minggu, nanti dibalikin.',
    // Vietnamese
    'Orbitra gửi máy cho mình dùng thử một tháng rồi trả lại.',
    'Bộ nồi này là quà của Orbitra.',
    'Nhà mình được Orbitra tặng chiếc xe đẩy cho bé.',
    // Dutch
    'Orbitra heeft me deze serum cadeau gedaan.',
    'De blender hebben we van Orbitra mogen houden.',
    'Orbitra heeft de camera kosteloos opgestuurd.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('an act without its cue, free delivery, a denial or the audience is no gift', () => {
  const lines = [
    // An act alone, a cue alone.
    'A Orbitra mandou uma atualização para todos os celulares.',
    'Orbitra ha spedito il pacco ieri.',
    'Orbitra wysłała aktualizację w tym tygodniu.',
    'Orbitra Türkiye yeni modeli yolladı mağazalara.',
    'Semua produk Orbitra gratis ongkir, dikirim dari Jakarta.',
    'Trendyol ücretsiz kargo ile yolladı, Orbitra kulaklığı kendim aldım.',
    'Orbitra gửi hàng miễn phí vận chuyển toàn quốc.',
    'Orbitra heeft het pakket gratis verzonden, ik heb het zelf besteld.',
    // The audience's present.
    'Các bạn gửi cho mình hộp quà Orbitra, cảm ơn nhé.',
    // Negated.
    'A Orbitra nunca mandou nada pra eu testar.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test("an affiliate network's click link names its store page in its query: the store is the sponsor, not the network", () => {
  const access =
    'Mua trên Tiki (link giới thiệu): https://go.isclix.com/deep_link/1234567?url=https%3A%2F%2Ftiki.vn%2Fnoi-chien-p123.html';
  assert.deepEqual(pairs(detect(access)), ['tiki.vn Affiliate']);
  const daisycon =
    'Bij Coolblue: https://ds1.nl/c/?si=11&li=22&wi=33&ws=test&dl=https%3A%2F%2Fwww.coolblue.nl%2Fproduct%2F1%2Fblender.html';
  assert.deepEqual(pairs(detect(daisycon)), ['coolblue.nl Affiliate']);
});

test('a Turkish share of the sale binds the link it stands beside, not the store link next to it', () => {
  const d = [
    'Hepsiburada linki (buradan alırsanız satıştan pay alıyorum): https://www.hepsiburada.com/kulaklik-p-HB1',
    "Trendyol'da da var: https://www.trendyol.com/kulaklik-p-1",
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['hepsiburada.com Affiliate']);
  // A store's sales in the news are none.
  assert.deepEqual(pairs(detect('Trendyol satışlarını açıkladı: https://www.trendyol.com/kampanya')), []);
});

test('the local part of an e-mail address names no brand', () => {
  const d = 'Film zamówiony i opłacony przez markę Orbitra. https://orbitra.com/p\nWspółpraca: ola@urodauoli.pl';
  assert.deepEqual(
    pairs(detect(d, { includesPaidPromotion: true })).filter((p) => p.startsWith('olacabs')),
    [],
  );
  // The brand written as a word still counts.
  assert.ok(pairs(detect('Thanks to Ola for sponsoring this video.\nhttps://olacabs.com')).length);
});

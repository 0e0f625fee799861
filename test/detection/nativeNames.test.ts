// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Brands named in their own scripts and in inflected forms (docs/detection.md §2, "Names in other scripts and in
// other cases"): a directory brand with a Latin name and its domains is also named by the names written for it in
// other scripts (nativeNames.ts), and by its name with a case ending, particle or clitic of the line's language
// glued to it (nameEndings.ts); ordinary words in those languages stay words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BrandCatalog, nameAliases, tokenize } from '../../src/detection/catalog.js';
import { brand, detector, pairs } from '../helpers/detect.js';

const brands = [
  brand('b-tinkoff', 'Tinkoff', ['tinkoff.ru']),
  brand('b-ozon', 'Ozon', ['ozon.ru'], 'Marketplace'),
  brand('b-lenta', 'Lenta', ['lenta.com'], 'Marketplace'),
  brand('b-dodo', 'Dodo Pizza', ['dodopizza.ru']),
  brand('b-skillbox', 'Skillbox', ['skillbox.ru']),
  brand('b-cht', 'Chunghwa Telecom', ['cht.com.tw']),
  brand('b-px', 'PX Mart', ['pxmart.com.tw'], 'Marketplace'),
  brand('b-gp', 'Grameenphone', ['grameenphone.com']),
  brand('b-uniqlo', 'Uniqlo', ['uniqlo.com']),
  brand('b-rakuten', 'Rakuten', ['rakuten.co.jp'], 'Marketplace'),
  brand('b-apple', 'Apple', ['apple.com']),
  brand('b-nissin', 'Nissin', ['nissin.com']),
  brand('b-jd', 'JD.com', ['jd.com'], 'Marketplace'),
  brand('b-samsung', 'Samsung', ['samsung.com']),
  brand('b-flipkart', 'Flipkart', ['flipkart.com'], 'Marketplace'),
  brand('b-amazon', 'Amazon', ['amazon.com'], 'Marketplace'),
  brand('b-lazada', 'Lazada', ['lazada.co.th'], 'Marketplace'),
  brand('b-alza', 'Alza', ['alza.hu']),
  brand('b-telekom', 'Telekom', ['telekom.hu']),
  brand('b-elisa', 'Elisa', ['elisa.fi']),
  brand('b-prisma', 'Prisma', ['prisma.fi'], 'Marketplace'),
  brand('b-trendyol', 'Trendyol', ['trendyol.com'], 'Marketplace'),
  brand('b-getir', 'Getir', ['getir.com']),
  brand('b-kia', 'Kia', ['kia.com']),
  brand('b-coupang', 'Coupang', ['coupang.com'], 'Marketplace'),
];
const catalog = new BrandCatalog(brands);
const named = (text: string) => catalog.byName(text).map((m) => [m.brand.id, text.slice(m.index, m.end)]);

test('a directory brand is also named by the names written for it in other scripts, found by its domains', () => {
  assert.ok(nameAliases(brands[0]).includes('Тинькофф'));
  assert.ok(nameAliases(brands[5]).includes('中華電信'));
  assert.ok(!nameAliases(brand('x', 'Tinkoff Fan Club', ['tinkofffans.example'])).includes('Тинькофф'));
  assert.deepEqual(named('Партнёр выпуска — Тинькофф'), [['b-tinkoff', 'Тинькофф']]);
  assert.deepEqual(named('感謝中華電信贊助本集'), [['b-cht', '中華電信']]);
  assert.deepEqual(named('本影片由全聯贊助'), [['b-px', '全聯']]);
  assert.deepEqual(named('ভিডিওটি গ্রামীণফোনের সৌজন্যে'), [['b-gp', 'গ্রামীণফোনের']]);
});

test('a name in a script written without spaces is found inside its run, where it stands as a word', () => {
  assert.deepEqual(named('ユニクロのヒートテックを提供していただきました'), [['b-uniqlo', 'ユニクロ']]);
  assert.deepEqual(named('楽天で買えます'), [['b-rakuten', '楽天']]);
  assert.deepEqual(named('感谢京东赞助'), [['b-jd', '京东']]);
  assert.deepEqual(named('สนับสนุนโดยลาซาด้า'), [['b-lazada', 'ลาซาด้า']]);
  // Katakana that goes on is another word ("apple pie"); two Han characters inside a Japanese word are that word
  // ("optimistic", "the First Sino-Japanese War").
  assert.deepEqual(named('アップルパイを焼きました'), []);
  assert.deepEqual(named('楽天的な性格です'), []);
  assert.deepEqual(named('日清戦争について'), []);
  assert.deepEqual(named('日清食品さんから頂きました'), [['b-nissin', '日清食品']]);
});

test('words of the scripts of India keep their vowel signs: a name is a whole word', () => {
  assert.deepEqual(
    tokenize('फ्लिपकार्ट से खरीदें').map((t) => t.t),
    ['फ्लिपकार्ट', 'से', 'खरीदें'],
  );
  assert.deepEqual(named('फ्लिपकार्ट से खरीदें'), [['b-flipkart', 'फ्लिपकार्ट']]);
});

test('a Korean particle, a Hebrew or Arabic clitic glued to a name leaves the name', () => {
  assert.deepEqual(named('삼성에서 보내주셨어요'), [['b-samsung', '삼성']]);
  assert.deepEqual(named('쿠팡에서도 팝니다'), [['b-coupang', '쿠팡']]);
  assert.deepEqual(named('קיבלתי את זה מאמזון'), [['b-amazon', 'אמזון']]);
  assert.deepEqual(named('اشتريته بأمازون'), [['b-amazon', 'أمازون']]);
});

test('a name with a case ending of the line’s language is the name (Hungarian, Finnish, Turkish, Russian)', () => {
  assert.deepEqual(named('Ajándékba kaptam az Alzától'), [['b-alza', 'Alzától']]);
  assert.deepEqual(named('Köszönöm a Telekomnak és a Telekommal'), [
    ['b-telekom', 'Telekomnak'],
    ['b-telekom', 'Telekommal'],
  ]);
  assert.deepEqual(named('Saatu Elisalta testiin'), [['b-elisa', 'Elisalta']]);
  assert.deepEqual(named('Tuotteet Prismasta'), [['b-prisma', 'Prismasta']]);
  assert.deepEqual(named('Trendyoldan aldım, Getirde indirim var'), [
    ['b-trendyol', 'Trendyoldan'],
    ['b-getir', 'Getirde'],
  ]);
  assert.deepEqual(named('Спасибо Тинькоффу, карта от Тинькоффа'), [
    ['b-tinkoff', 'Тинькоффу'],
    ['b-tinkoff', 'Тинькоффа'],
  ]);
  assert.deepEqual(named('Заказывайте на Озоне и в Ленте'), [
    ['b-ozon', 'Озоне'],
    ['b-lenta', 'Ленте'],
  ]);
  assert.deepEqual(named('Промокод от Додо Пиццы'), [['b-dodo', 'Додо Пиццы']]);
  assert.deepEqual(named("Курс со Skillbox'ом"), [['b-skillbox', 'Skillbox']]);
});

test('ordinary words stay words: lower case in a cased script, short names, endings of another language', () => {
  // Озон is "ozone", Лента "ribbon": like "Public" in English, only capitalized.
  assert.deepEqual(named('слой озона и лента'), []);
  // A three-letter name takes no glued ending ("Kiadó" is "publisher").
  assert.deepEqual(named('Kiadó: Kiadónk'), []);
  // A two-letter ending needs its language's letters on the line: "Getirde" in an English line is nobody's "at".
  assert.deepEqual(named('Prismat and Elisan'), []);
  assert.deepEqual(named('Telekomot nem'), []);
});

const detect = detector(brands, {
  videoId: 'vid00000031',
  title: 'Новое видео',
  channel: { title: 'Канал', handle: '@kanal' },
});

test('a statement binds a brand named in its own script or in another case as it binds its Latin name', () => {
  assert.deepEqual(pairs(detect('Партнёр выпуска — Тинькофф')), pairs(detect('Партнёр выпуска — Tinkoff')));
  assert.notDeepEqual(pairs(detect('Партнёр выпуска — Тинькофф')), []);
  assert.notDeepEqual(pairs(detect('Спасибо Скиллбоксу за спонсорство выпуска')), []);
  assert.notDeepEqual(pairs(detect('Ajándékba kaptam az Alzától')), []);
  assert.deepEqual(pairs(detect('Слой озона: спасибо за поддержку выпуска')), []);
  // An event's official sponsor in the news, now that its Korean name binds: no sponsor of the video.
  assert.deepEqual(pairs(detect('평창올림픽 개막. 공식 스폰서 삼성전자는 선수 전원에게 휴대폰을 지급했습니다.')), []);
  assert.notDeepEqual(pairs(detect('이 영상은 삼성전자의 스폰서를 받아 제작되었습니다.')), []);
});

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fifth set's Russian shapes (docs/detection.md §1zze): an integration, an ad slot or a segment's air time
// bought by a brand; a brand's money in the production; a paid client; an ad-break chapter in Russian or Turkish; a
// loan by its length with a plain "дал"; a parcel or a box from a brand; "both brands" over a list; a share of each order coming to the creator; and the readings they must leave
// alone: prizes for a tournament, the channel's own present, the wider family's gifts, the creator's own payment,
// links "without affiliate tags", a Cyrillic channel's own transliterated site.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, channel, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lum', 'Lumora', ['lumora.ru']),
  brand('b-vel', 'Velora', ['velora.com']),
  brand('b-kvz', 'Kvazar', ['kvazar.ru']),
];
const video = {
  videoId: 'vid00000135',
  title: 'Новый выпуск',
  channel: { title: 'Дом на колёсах', handle: '@domnakolesah' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://lumora.ru/p`;

test('an integration, an ad slot or air time bought by a brand; production money; a paid client', () => {
  const lines = [
    'Интеграцию в сегодняшнем выпуске выкупила Lumora, дальше — только про дом.',
    'Lumora заказали интеграцию в этом выпуске.',
    'Lumora покупает эфирное время для нашей кулинарной минутки.',
    'Рубрика «Вопрос дня» — рекламная рубрика Lumora.',
    'Часть денег на съёмки дала не студия: Lumora вложились в производство этого выпуска.',
    'Сразу скажу: у этого видео есть коммерческий заказчик, это Lumora.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.ru Integration'], line);
  const none = [
    'Я купил интеграцию у блогера за сорок тысяч, и вот что из этого вышло: Lumora.',
    'Рекламное время на телевидении купила Lumora — рассказываем, сколько это стоит.',
    'Всё в этом выпуске мы оплатили сами, в том числе посуду Lumora.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('an ad-break chapter in Russian or Turkish names its brand', () => {
  const ru = '0:00 Вступление\n2:10 Lumora (реклама)\n3:00 Дорога\n\nhttps://lumora.ru/x';
  assert.deepEqual(pairs(detect(ru)), ['lumora.ru Integration']);
  const tr = '0:00 Giriş\n2:10 Reklam: Lumora\n3:00 Yol\n\nhttps://lumora.ru/x';
  assert.deepEqual(pairs(detect(tr)), ['lumora.ru Integration']);
});

test('a loan by its length with a plain "дал", a parcel or a box from a brand, both brands over a list', () => {
  const lent = [
    'Кроссовер на десять дней дали в представительстве Lumora, потом его забрали.',
    'Планшет Lumora дала нам на двенадцать дней.',
    'Палатку на выходные дало нам Lumora.',
  ];
  for (const line of lent) assert.deepEqual(pairs(detect(line)), ['lumora.ru Free Product'], line);
  // Not a loan: "далее", "далеко" are no "дал".
  assert.deepEqual(pairs(detect('Далее на три дня уехали далеко от Lumora.')), []);
  const parcel = detect('Распаковка и первые впечатления', { title: 'ПОСЫЛОЧКА ОТ LUMORA: новинки осени' });
  assert.deepEqual(pairs(parcel), ['lumora.ru Free Product']);
  const box = detect('Открываю вместе с вами', { title: 'Коробка летних новинок от Velora' });
  assert.deepEqual(pairs(box), ['velora.com Free Product']);
  const both =
    'Обе компании выслали мне по коробке, ничего не требуя взамен.\nВ коробках:\n• Velora — крем\n• Kvazar — сыворотка';
  assert.deepEqual(pairs(detect(both)), ['kvazar.ru Free Product', 'velora.com Free Product']);
});

test('a share of each order coming to the creator', () => {
  const d = 'Батончики беру тут: https://lumora.ru — а нам с каждой покупки капает пара процентов.';
  assert.deepEqual(pairs(detect(d)), ['lumora.ru Affiliate']);
});

test('prizes for an event, the channel’s own present, the wider family, no affiliate tags, the channel’s own site', () => {
  const none = [
    'Кубки и призы для победителей предоставила компания Lumora.',
    'Спонсоров нет, планшет Lumora — подарок от канала одному из вас.',
    'Подарки: конструктор Lumora от крёстной, самокат подарил дядя Марат.',
    'Подарили Lumora аташка с апашкой, вот это сюрприз.',
    'Ссылки на Lumora без партнёрских хвостов: https://lumora.ru/books/1',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
  const studio = detect(
    'Реквизит для съёмок группе предоставил местный музей.\nФильм в кино: https://zvezdnyi-put.ru/film',
    channel('Звездный Путь', '@zvezdnyitrailers'),
  );
  assert.deepEqual(pairs(studio), []);
});

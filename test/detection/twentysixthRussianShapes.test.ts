// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-sixth set's Russian shapes (docs/detection.md §1z): paid verbs (a video paid for, a brand backing the
// channel, a word from the partner), news of advertising, the family's gifts, loans for the shoot and a press fleet, a
// parcel that arrived ahead of sales or stays with the creator, a code in Latin capitals, and shops named as where a
// sponsor's cashback is spent; and the readings they must leave alone (the creator's or the audience's money, the
// audience backing the channel, a purchase delivered, programming code, an ad label).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lumora', 'Lumora', ['lumora.ru']),
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.ru'], 'Marketplace'),
  brand('b-kvant', 'Квантум', ['kvantum.ru']),
];
const video = {
  videoId: 'vid00000126',
  title: 'Подборка недели',
  channel: { title: 'Сорока Обзор', handle: '@sorokaobzor' },
};
const detect = detector(catalog, video);
const paid = (d: string) => detect(d, { includesPaidPromotion: true });

test('a video paid for by a brand is its sponsor, and the other brands of the video are not', () => {
  const lines = [
    'Эту подборку оплатили ребята из Lumora — школы программирования.',
    'Ролик оплачен компанией Lumora.',
    'Lumora оплатили этот выпуск, спасибо им!',
    'Сегодняшний обзор оплатила Lumora: lumora.ru/start',
  ];
  for (const line of lines) {
    const d = `Пять ноутбуков: Orbitra, Квантум и другие.\n\n${line}\nhttps://lumora.ru/?utm_source=soroka`;
    assert.deepEqual(pairs(paid(d)), ['lumora.ru Integration'], line);
  }
  // The creator's own money, the audience's, and a purchase are no payment for the video.
  const none = [
    'Этот обзор я оплатил сам, Lumora тут ни при чём.',
    'Этот выпуск оплатили вы — донатами на Boosty. Камера Lumora.',
    'Я оплатил подписку Lumora картой Orbitra.',
    'Lumora оплатила мне билеты на концерт, я в шоке.',
    'Ролик никем не оплачен, Lumora купил сам.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
  // "Not paid" keeps a gift a gift.
  assert.deepEqual(pairs(detect('Блендер — подарок от Lumora (видео не оплачено).')), ['lumora.ru Free Product']);
});

test('a brand backing the channel and a word from the partner are paid words', () => {
  const lines = [
    'Кстати, канал сегодня поддерживает Lumora — первый урок бесплатно.',
    'Lumora поддерживает наш канал уже полгода.',
    'Выпуск поддержали Lumora.',
    'В начале ролика — пару слов от партнёров: это Lumora.',
    'Слово нашему партнёру — Lumora.',
    'Наш сегодняшний партнёр — Lumora.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['lumora.ru Integration'], line);
  // The audience backs the channel; a platform supports a format.
  const none = [
    'Спасибо всем, кто поддерживает канал! Снято на Lumora.',
    'Подписчики, которые поддерживают канал на Boosty, видят выпуски раньше. Камера Lumora.',
    'Lumora поддерживает 4K и HDR.',
    'Lumora и Orbitra — давние партнёры по производству.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
});

test('news of advertising names no sponsor, and an ad label still does', () => {
  const none = [
    'Lumora, Orbitra и Квантум платят миллионы. Сколько стоит реклама на бортах стадиона?',
    'Lumora и Orbitra. Рекламный рынок России вырос на 12%.',
    'Закон о рекламе: что теперь грозит Lumora и Orbitra.',
    'Lumora — крупнейший рекламодатель страны, реклама на ТВ дорожает.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
  assert.deepEqual(pairs(detect('Реклама: Lumora. Первый урок бесплатно.')), ['lumora.ru Integration']);
});

test('the family’s and friends’ gifts are none of a brand’s', () => {
  const none = [
    'Родители подарили Lumora X, я чуть не расплакался.',
    'Бабушка прислала свитер Lumora.',
    'Друзья подарили мне наушники Lumora на день рождения.',
    'Сестра подарила Lumora — спасибо ей!',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
  assert.deepEqual(pairs(detect('Lumora подарили мне эти наушники.')), ['lumora.ru Free Product']);
});

test('a loan for the shoot, a press fleet, a parcel ahead of sales and a gift without conditions are gifts', () => {
  const lines = [
    'Ноутбуки на съёмки нам выделил Lumora, после съёмок всё отвезли обратно.',
    'Камеру для съёмок выдали Lumora, потом она уехала обратно.',
    'Машина — из пресс-парка Lumora, через неделю уехала обратно.',
    'Автомобиль из пресспарка Lumora, за обзор нам не платили.',
    'Посылочка пришла от Lumora ещё до старта продаж — смартфон остаётся у меня.',
    'Пришёл ноутбук от Lumora до релиза.',
    'Коробка приехала от Lumora, смартфон остался у меня.',
    'Гарнитуру подкинули ребята из Lumora — бесплатно, без условий.',
    'Ребята из Lumora подкинули мне новые наушники.',
    'Lumora подогнали колонку без обязательств.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['lumora.ru Free Product'], line);
  // A parcel of the creator's own order, money set aside, and a press-park in news are none.
  const none = [
    'Посылка пришла от Lumora, заказывал сам в прошлом месяце.',
    'Lumora выделил пять миллионов на развитие сети.',
    'Наушники пришли от Lumora через месяц после заказа.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
});

test('a code in Latin capitals is a promo code; programming, QR and error codes are not', () => {
  const lines = [
    'P.S. Код MARA15 — минус 15% на lumora.ru до конца месяца',
    'Билеты на lumora.ru, по коду SOROKA10 на кассе сайта будет −10%: https://www.lumora.ru/event',
    'С кодом MARA скидка на lumora.ru',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['lumora.ru Affiliate'], line);
  const none = [
    'Исходный код на lumora.ru, пишем на Python.',
    'Отсканируйте QR-код MARA на упаковке Lumora.',
    'Код ошибки 0x80070005 в Lumora лечится так.',
    'Код да Винчи и Lumora: что общего?',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(line)), [], line);
});

test('shops named as where a sponsor’s cashback is spent are not sponsors', () => {
  const lines = [
    'Канал сегодня поддерживает Lumora: карта возвращает кэшбэк за покупки в Orbitra и Квантум.',
    'This video is sponsored by Lumora! Get cash back at Orbitra, Velora and Квантум by shopping through Lumora first.',
    'Lumora оплатили этот выпуск: кешбэк до 30% на Orbitra — https://lumora.ru/card',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(line)), ['lumora.ru Integration'], line);
  // The sponsor named after the cashback word itself is still the sponsor.
  assert.deepEqual(pairs(detect('Реклама. Кэшбэк с картой Lumora до 30%: https://lumora.ru/card')), [
    'lumora.ru Integration',
  ]);
});

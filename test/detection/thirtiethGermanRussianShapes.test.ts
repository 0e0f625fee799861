// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirtieth set's German and Russian shapes (docs/detection.md §1zk): a brand paying for, booking or commissioning
// this video, a bought ad slot; a store's share of each purchase through the link; a key let come to the creator, a
// car handed over for a week and its return, a press fleet, a unit handed out at a brand's event for bloggers; a paid
// placement and a brand's money in the production; the ads of other episodes; a key's platform that is no giver; a
// German line that is no Finnish one; a name in someone's quoted sentence a discount does not reach; LADA's maker by
// its name; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-velt', 'Veltmann', ['veltmann.de']),
  brand('b-kauf', 'Kaufstern', ['kaufstern.de'], 'Marketplace'),
  brand('b-steam', 'Steam', ['steampowered.com'], 'Marketplace'),
  brand('b-bayer', 'Bayer', ['bayer.de']),
  brand('b-zor', 'Zorkin', ['zorkin.ru']),
  brand('b-lavka', 'Лавкин', ['lavkin.by'], 'Marketplace'),
  brand('b-lada', 'LADA', ['lada.ru']),
];
const video = {
  videoId: 'vid00000130',
  title: 'Wochenvlog',
  channel: { title: 'Kanal Nordlicht', handle: '@kanalnordlicht' },
};
const detect = detector(catalog, video);
const veltmann = (line: string) => `${line}\nhttps://www.veltmann.de/aktion`;
const zorkin = (line: string) => `${line}\nhttps://zorkin.ru/promo`;

test('German payment: a brand paying for, booking or commissioning this video, a bought ad slot', () => {
  const lines = [
    'Hinweis: Veltmann zahlt für diese Folge.',
    'Veltmann bezahlt mich für dieses Video, meine Meinung bleibt meine.',
    'Veltmann hat uns für diesen Clip engagiert.',
    'Die Firma Veltmann hat das Video bei uns in Auftrag gegeben.',
    'Der Testteil ab 6:30 ist ein gebuchter Werbeplatz von Veltmann.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(veltmann(line))), ['veltmann.de Integration'], line);
  const none = [
    'Bezahlt wurde ich für dieses Video nicht, die Schrauben von Veltmann habe ich selbst gekauft.',
    'Das Werkzeug von Veltmann habe ich für dieses Video selbst bezahlt.',
    'Das Ministerium hat bei Veltmann eine Studie in Auftrag gegeben.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(veltmann(line))), [], line);
});

test('German affiliate notes: a store’s share of each purchase through the link', () => {
  const lines = [
    'Bestellt ihr über diesen Link, bekomme ich ein paar Cent von Kaufstern.',
    'Bei jedem Kauf über den Link schreibt Kaufstern mir ein paar Prozent gut.',
    'Ich erhalte einen kleinen Anteil, wenn ihr bei Kaufstern über meinen Link einkauft.',
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect(`${line}\nhttps://www.kaufstern.de/p/1234`)), ['kaufstern.de Affiliate'], line);
  const none = [
    'Mit der Karte von Kaufstern bekomme ich bei jedem Einkauf zwei Prozent zurück.',
    'Für die Bestellung bei Kaufstern bekomme ich keinen Cent, den Link gibt es trotzdem.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(`${line}\nhttps://www.kaufstern.de/p/1234`)), [], line);
});

test('German gifts and loans: a key let come, a car handed over for a test and its return, a press fleet', () => {
  const lines = [
    'Den Review-Key hat mir Veltmann vorab zukommen lassen.',
    'Veltmann ließ uns zwei Räder für die Tour zukommen.',
    'Den Kombi hat uns Veltmann zum Testen ausgehändigt.',
    'Veltmann hat uns den Wagen übergeben, nach dem Dreh ging er zurück nach München.',
    'Der Transporter stammt aus dem Pressefuhrpark von Veltmann.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(veltmann(line))), ['veltmann.de Free Product'], line);
  const none = [
    'Den Key habe ich bei Veltmann gekauft, er kam per Mail.',
    'Veltmann hat die Preise an der Kasse ausgehändigt.',
    'Mein Bruder hat uns das Zelt von Veltmann zukommen lassen.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(veltmann(line))), [], line);
});

test('a store named as the kind of a key is where the key is redeemed, not its giver', () => {
  const d =
    'Den Steam-Key hat mir Veltmann ohne Gegenleistung zukommen lassen.\nMehr zum Spiel: https://www.veltmann.de/spiel';
  assert.deepEqual(pairs(detect(d)), ['veltmann.de Free Product']);
});

test('a German line with ä or ö is no Finnish line when it shows ü or ß', () => {
  // "Bayern" is Bayer with the Finnish genitive -n only on a Finnish line: this one says "zurück".
  const d =
    'Die Liga ist zurück! Eröffnungsspiel Bayern gegen Köln.\n\nDie Quoten-Ecke ist ein gekaufter Werbeplatz von Veltmann.\nhttps://www.veltmann.de/wetten';
  assert.deepEqual(pairs(detect(d, { includesPaidPromotion: true })), ['veltmann.de Integration']);
  // A Finnish line still reads the ending.
  const fi = 'Tämä video on tehty yhteistyössä Zorkinin kanssa.';
  assert.deepEqual(pairs(detect(zorkin(fi))), ['zorkin.ru Integration']);
});

test('Russian payment: a paid placement, a brand’s money in the production', () => {
  const lines = [
    'Это платное размещение: телефон в кадре по договорённости с Zorkin.',
    'Zorkin оплатил часть бюджета клипа.',
    'Съёмки профинансировали ребята из Zorkin.',
    'В клипе есть продакт-плейсмент Zorkin.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(zorkin(line))), ['zorkin.ru Integration'], line);
  const none = [
    'Zorkin ввёл платное размещение объявлений для продавцов.',
    'Мы сами оплатили съёмки, Zorkin тут ни при чём.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(zorkin(line))), [], line);
});

test('Russian: the ads of other episodes pay for this one, which has none', () => {
  const d = [
    'Компания Zorkin на наши вопросы не ответила.',
    '',
    'Поездку мы оплатили из денег, которые приносит реклама в других выпусках.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), []);
  // An ad of this episode still reads.
  assert.deepEqual(pairs(detect(zorkin('Реклама: Zorkin'))), ['zorkin.ru Integration']);
});

test('Russian gifts: a press fleet in words, a unit handed out at a brand’s event for bloggers', () => {
  const lines = [
    'Машина из парка Zorkin для журналистов, вернули через неделю.',
    'Чайник Zorkin мне вручили на их встрече с кулинарными блогерами.',
    'Zorkin вручили мне часы на презентации для блогеров.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(zorkin(line))), ['zorkin.ru Free Product'], line);
  const none = ['Мне вручили диплом на выпускном, спасибо учителям.', 'Zorkin вручили премию лучшему заводу года.'];
  for (const line of none) assert.deepEqual(pairs(detect(zorkin(line))), [], line);
});

test('LADA’s maker named in its case: "из парка АвтоВАЗа"', () => {
  const d = 'Машина из парка АвтоВАЗа для журналистов: взяли её на неделю.';
  assert.deepEqual(pairs(detect(d, { title: 'Vesta: неделя за рулём' })), ['lada.ru Free Product']);
});

test('a discount does not reach a name in someone’s quoted sentence in guillemets, and reaches a name alone in them', () => {
  const quotedSentence = 'Скидка 30%!\n\nМаша хочет доказать, что «в Лавкине скидки настоящие».';
  assert.deepEqual(pairs(detect(quotedSentence)), []);
  const name = 'Скидка 30% на всё!\n\nТолько в «Лавкине» до воскресенья.\nhttps://lavkin.by/sale';
  assert.deepEqual(pairs(detect(name)), ['lavkin.by Affiliate']);
});

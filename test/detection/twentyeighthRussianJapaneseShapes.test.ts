// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-eighth set's Russian and Japanese shapes (docs/detection.md §1zf): a store's share of each order and
// "рефская" links, ePN's AliExpress short links, a video "проплатил" or "заплатил за съёмку", the whole video an ad,
// loans "дали пожить / погонять", entrusted and brought units with what they cost, trips at a brand's invitation;
// Japanese fees received, the maker's ad the video holds, jobs labelled as ads, press cars and units, borrowed and
// rented units sent back, and a title sharing a phrase (not a name) with a sponsor's sentence; and the readings they
// must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.ru']),
  brand('b-ali', 'AliExpress', ['aliexpress.com', 'aliexpress.ru'], 'Marketplace'),
  brand('b-lumora', 'ルモラ', ['lumora.jp']),
];
const video = {
  videoId: 'vid00000128',
  title: 'Неделя с новинкой',
  channel: { title: 'Сорока Тест', handle: '@sorokatest' },
};
const detect = detector(catalog, video);
const ru = (line: string) => pairs(detect(`${line}\nhttps://orbitra.ru/catalog`));
const ja = (line: string, o = {}) =>
  pairs(detect(`${line}\nhttps://www.lumora.jp/`, { title: 'ひと月使ってみた', ...o }));
const expectRu = (type: string, lines: string[]) => {
  for (const line of lines) assert.deepEqual(ru(line), [`orbitra.ru ${type}`], line);
};
const noneRu = (lines: string[]) => {
  for (const line of lines) assert.deepEqual(ru(line), [], line);
};
const expectJa = (type: string, lines: string[]) => {
  for (const line of lines) assert.deepEqual(ja(line), [`lumora.jp ${type}`], line);
};
const noneJa = (lines: string[]) => {
  for (const line of lines) assert.deepEqual(ja(line), [], line);
};

test("Russian: a store's share of each order, and a link called 'рефская', disclose an affiliate link", () => {
  expectRu('Affiliate', [
    'Все ссылки ведут в Orbitra, с каждого заказа мне перепадает небольшая денежка.',
    'Если покупаете по ссылке ниже, я зарабатываю небольшой процент.',
    'Магазин Orbitra платит мне пару копеек с каждой продажи.',
    'Ссылка на Orbitra рефская, если что.',
  ]);
  // A bank card's cashback, a charity's share, interest on a deposit, a discount: no share paid to the creator.
  noneRu([
    'С каждой покупки по карте Orbitra я получаю 5 процентов обратно.',
    'Процент с каждой продажи Orbitra отдаёт в фонд помощи животным.',
    'Я получаю проценты по вкладу в Orbitra каждый месяц.',
  ]);
});

test("Russian: ePN's ali.ski short links are AliExpress's affiliate links", () => {
  const d = 'Чехол, который я взял:\nhttps://ali.ski/Qw7Er1\nКабель:\nhttps://ali.ski/Zx3Cv9';
  assert.deepEqual(pairs(detect(d)), ['aliexpress.com Affiliate']);
});

test("Russian: a video paid for in the family's other verbs, and the whole video an ad", () => {
  expectRu('Integration', [
    'Первую половину ролика проплатили ребята из Orbitra.',
    'Orbitra заплатили за эту интеграцию, спасибо им.',
    'Бренд Orbitra заплатил за съемку и оплатил дорогу.',
  ]);
  // The creator's own money, a purchase.
  noneRu(['Мы сами заплатили за съёмку, Orbitra тут ни при чём.', 'Я заплатил за видеокарту Orbitra 80 тысяч.']);
  expectRu('Dedicated', [
    'Этот выпуск полностью спонсирован Orbitra.',
    'Целый стрим — реклама Orbitra, предупреждаю сразу.',
  ]);
  // A title labelled "(рекламное видео)" over one paid brand: the whole video is its ad.
  const titled = detect('Спасибо Orbitra за поддержку выпуска!\nhttps://orbitra.ru', {
    title: 'Собираю ПК за вечер (рекламное видео)',
  });
  assert.deepEqual(pairs(titled), ['orbitra.ru Dedicated']);
  // Denied, it is no ad at all.
  noneRu(['Весь ролик — не реклама, Orbitra купила я сама.']);
});

test('Russian: a unit lent "to live with", entrusted or brought, a present "theirs", and what it cost', () => {
  expectRu('Free Product', [
    'Orbitra дали нам этот ноутбук потестить на пару недель.',
    'Фотоаппарат на месяц доверили мне ребята из Orbitra.',
    'Продукты привёз Orbitra, денег с нас не взяли.',
    'Ужин в ресторане Orbitra — их подарок нашей команде.',
  ]);
  // The family's loan, a denied loan, a trip of the creator's own, "далее" (no "дали").
  noneRu([
    'Папа дал покататься на своей машине, а Orbitra мы смотрели только в салоне.',
    'Orbitra не дали нам машину погонять.',
    'Я сам привёз технику Orbitra на дачу.',
    'Далее мы решили пожить в отеле Orbitra.',
  ]);
});

test("Russian: a trip at a brand's invitation and a press tour", () => {
  expectRu('Free Product', [
    'По приглашению Orbitra мы слетали на их завод в Казани.',
    'На Алтай ездили по приглашению Orbitra.',
    'Это был пресс-тур от Orbitra, дорогу и отель оплатили они.',
  ]);
  // Invited to speak (no trip), a friend's invitation.
  noneRu([
    'Выступил на конференции по приглашению Orbitra.',
    'Поехали на дачу по приглашению друга, ноутбук Orbitra взяли с собой.',
  ]);
});

test("Japanese: a fee received, the maker's ad the video holds, a job labelled as an ad", () => {
  expectJa('Integration', [
    'ルモラさんから原稿料をいただいて作った動画です。',
    '今回はルモラ様より謝礼金を頂いてレビューしています。',
    '本動画にはルモラさんの広告が含まれます。',
    'この動画はルモラ様のPR案件です。',
    'ルモラさんの有償案件です。',
  ]);
  // No fee received ("謝礼は" has no を), the platform's own ads.
  noneJa([
    '謝礼はいただいていません。ルモラのイヤホンは自腹です。',
    'YouTubeの広告が含まれる場合があります。ルモラのイヤホンは自腹です。',
  ]);
  // "【案件】" opening a title over the one paid brand: the whole stream is its ad.
  const stream = detect('ルモラ様からお声がけいただいた広告案件です\nhttps://www.lumora.jp/', {
    title: '【案件】はじめての育成ゲーム配信',
  });
  assert.deepEqual(pairs(stream), ['lumora.jp Dedicated']);
});

test('Japanese: press cars and units, borrowed, rented from the maker and sent back', () => {
  expectJa('Free Product', [
    '試乗したのはルモラの広報車です。',
    'レビューしたのはルモラさんの評価機です。',
    'ルモラ様から機材一式を借り受けました。',
    'ルモラさんからレンタルしたもので、撮影後に返却しています。',
  ]);
  // A rental service the creator paid, a friend's loan, a dealer's test car.
  noneJa([
    'ルモラのカメラはレンタルサービスさんからレンタルして、撮影後に返却しました。',
    '友達から借り受けたルモラのレンズです。',
    'ディーラーの試乗車でルモラの新型に乗ってきました。',
  ]);
});

test("Japanese: a title sharing a phrase with the sponsor's sentence is no name of the sponsor", () => {
  // "夜の過ごし方" mixes kanji and hiragana: a topic the title and the sentence share, not the sponsor's name.
  const phrase = ja('#広告 夜の過ごし方パートはルモラさんの提供です', { title: 'ぐっすり眠れる夜の過ごし方' });
  assert.deepEqual(phrase, ['lumora.jp Integration']);
  // A katakana name the title repeats is still the sponsor's.
  const name = ja('本動画はルモラクエストの提供でお送りします', { title: 'ルモラクエスト初見プレイ' });
  assert.deepEqual(name, ['lumora.jp Dedicated']);
});

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-fifth set's German, Mexican Spanish, Korean and Hindi/Hinglish shapes (docs/detection.md §1w): gifts and
// loans read as an act and its cue (lending for the shoot and giving back, "llegó como detalle de", 맡긴 … 돌려드려요,
// "tohfe mein diya"), a brand's own inner capital ("boAt"), a bare "Werbung" over a gift, and a foreign market's brand
// whose name is an English word at the start of an English phrase ("Free classes"); with the readings they must leave
// alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-kite', 'kiTe', ['kite-audio.in']),
  brand('b-bright', 'Bright', ['bright.fr']),
];
const detect = detector(catalog, {
  videoId: 'vid00000125',
  title: 'Wochenende in der Küche',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
});
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;
const gift = (lines: string[]) => {
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
};
const none = (lines: string[]) => {
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
};

test('German: lent or handed over for the shoot, to test, or to be given back, is a gift or a loan', () => {
  gift([
    'Den Topf hat Orbitra nur für die Aufnahmen hergegeben, er geht danach zurück.',
    'Die Drohne hat uns Orbitra für den Dreh geliehen.',
    'Orbitra hat mir das Objektiv zum Testen ausgeliehen.',
    'Die Kamera hat Orbitra für zwei Wochen verliehen, danach geht sie zurück.',
    'Den Mixer hat mir Orbitra für die Aufnahmen geborgt.',
    'Orbitra hat uns das Testgerät anvertraut, zurückgeben müssen wir es nächste Woche.',
    'Orbitra hat die Küche für die Dreharbeiten bereitgestellt.',
    'Die Jacke hat mir Orbitra fürs Shooting mitgegeben.',
    'Orbitra hat uns das Auto gebracht und danach wieder abgeholt.',
  ]);
});

test('German: the same verbs without a cue, or denied, or from family, are none', () => {
  none([
    'Wir haben bei Orbitra ein Buch ausgeliehen.',
    'Orbitra hat die Preise herausgegeben.',
    'Orbitra hat nichts für den Dreh geliehen, alles selbst gekauft.',
    'Den Topf hat meine Oma von Orbitra für die Aufnahmen hergegeben.',
  ]);
});

test('German: a bare "Werbung" over a gift marks the gift; over paid words or alone it stays a sponsor', () => {
  const sony = detector(catalog, {
    videoId: 'vid00000126',
    title: 'Ich teste das neue Orbitra Headset',
    channel: { title: 'Harbor Lane', handle: '@harborlane' },
  });
  for (const line of [
    'Das Headset hat mir Orbitra kostenlos geschickt, zurückgeben muss ich es nicht. #werbung',
    'Das Headset hat mir Orbitra kostenlos geschickt. (Werbung)',
    '*Werbung* Orbitra hat mir das Headset zum Testen geschickt.',
  ])
    assert.deepEqual(pairs(sony(withLink(line))), ['orbitra.com Free Product'], line);
  assert.deepEqual(pairs(sony(withLink('Orbitra bezahlt mich für dieses Video. #werbung'))), ['orbitra.com Dedicated']);
  assert.deepEqual(pairs(sony(withLink('#werbung Danke an Orbitra für die Unterstützung'))), ['orbitra.com Dedicated']);
});

test('Spanish: arrived as a courtesy, a present or a detail of the brand, or sent to try, is a gift', () => {
  gift([
    'La licuadora llegó como detalle de Orbitra hace unas semanas.',
    'Los audífonos llegaron como cortesía de Orbitra.',
    'La paleta me llegó como obsequio de Orbitra.',
    'Las sillas nos llegaron como regalo de Orbitra.',
    'Orbitra me lo mandaron para probar.',
    'Orbitra me la envió para que la probara.',
    'El teléfono Orbitra me lo prestó para reseñarlo.',
  ]);
});

test('Spanish: an order that arrived, a detail of a design, free shipping, are none', () => {
  none([
    'El pedido de Orbitra llegó ayer, lo compré con mi dinero.',
    'Como detalle de diseño, Orbitra puso el botón atrás.',
    'La licuadora llegó gratis a casa con el envío gratis de Orbitra.',
  ]);
});

test('Korean: entrusted or lent with its return, and received for nothing, is a gift or a loan', () => {
  gift([
    'Orbitra가 리뷰 기간 동안만 쓰라고 맡긴 제품이라 곧 돌려드려요.',
    'Orbitra에서 2주 동안만 빌려주는 거라 곧 반납해요.',
    'Orbitra에서 리뷰용으로 보내준 제품이에요.',
    'Orbitra에서 카시트를 공짜로 받아서 석 달 동안 썼어요.',
    'Orbitra로부터 무상으로 제공받은 제품입니다.',
    'Orbitra에서 맡겨주신 카메라로 찍었어요.',
  ]);
});

test('Korean: an item left for repair, a plan, a purchase, are none', () => {
  none(['Orbitra 서비스센터에 수리 맡긴 폰을 찾아왔어요.', 'Orbitra 제품은 제 돈 주고 샀습니다.']);
});

test("Hindi and Hinglish: sent for the review, given as a present by the brand's people, is a gift", () => {
  gift([
    'Orbitra ne yeh headphones review ke liye bheje the. Paise nahi mile.',
    'Aaj ki recipe naye cooker mein, jo Orbitra walon ne tohfe mein diya.',
    'Ye watch Orbitra walon ne gift mein di.',
    'Orbitra ne ye phone test ke liye bheja.',
    'Ye kit Orbitra ne bina paise ke bheja.',
    'ये कुकर Orbitra वालों ने तोहफ़े में दिया',
  ]);
});

test('Hinglish: a family present, a denial, a purchase, are none', () => {
  none([
    'Ye cooker mummy ne tohfe mein diya, Orbitra ka hai.',
    'Orbitra ne humein kuch nahi bheja, phone humne khud kharida hai.',
  ]);
});

test("a brand's own inner capital names it where the plain word would not", () => {
  const kite = (d: string) => pairs(detect(`${d}\nhttps://amzn.to/2kiTe00`));
  assert.deepEqual(kite('kiTe ne yeh earphones review ke liye bheje the.'), [
    'amazon.com Affiliate',
    'kite-audio.in Free Product',
  ]);
  assert.deepEqual(kite('Kite ne yeh earphones review ke liye bheje the.'), [
    'amazon.com Affiliate',
    'kite-audio.in Free Product',
  ]);
  assert.deepEqual(kite('The kite we flew was sent to me for review by my uncle.'), ['amazon.com Affiliate']);
});

test("a foreign market's brand named by an English word is no mention at the start of an English phrase", () => {
  const flagged = { includesPaidPromotion: true };
  const d =
    'Is video ke peeche Orbitra ka paisa laga hai. Bright classes ke liye app download karo: https://orbitra.com/app';
  assert.deepEqual(pairs(detect(d, flagged)), ['orbitra.com Integration']);
  // Its domain written or linked, or its name inside a sentence, still names it.
  assert.deepEqual(pairs(detect('Bright offre la box à tous, vidéo sponsorisée.')), ['bright.fr Integration']);
  assert.deepEqual(pairs(detect('Vidéo sponsorisée par Bright.')), ['bright.fr Integration']);
  assert.deepEqual(
    pairs(detect('Bright classes are free. This video is sponsored by Orbitra: https://orbitra.com/x')),
    ['orbitra.com Integration'],
  );
  assert.deepEqual(pairs(detect('Bright sponsors this video with code LANE (bright.fr).')), ['bright.fr Integration']);
});

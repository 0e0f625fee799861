// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fifth set's Indian shapes (docs/detection.md §1zzf): a sponsor chapter labelled in any language's own
// sponsor word; a programme's billboard credit ("Show — Presented by X | Co-presented by Y"), a season's or an
// episode's partner and a sponsor label's value before its slogan, a paid property or segment; a stay the brand
// charged nothing for in Hindi; what a brand provided against the creator's own share; the whole video an ad; and the
// readings they must leave alone: an event's name "presented by", a team's partners, a denied affiliate tag, a dealer's
// or a PIN code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lum', 'Lumora', ['lumora.in']),
  brand('b-vex', 'Vexatel', ['vexatel.com']),
  brand('b-kes', 'Kesari Tea', ['kesaritea.in']),
  brand('b-amz', 'Amazon', ['amazon.com', 'amazon.in'], 'Marketplace', ['amzn.to']),
];
const video = {
  videoId: 'vid00000351',
  title: 'Naya episode',
  channel: { title: 'Chai Pe Charcha', handle: '@chaipecharcha' },
};
const detect = detector(catalog, video);

test('a sponsor chapter labelled in its own language', () => {
  for (const label of ['(विज्ञापन)', '(реклама)', '(স্পনসর)', '(광고)']) {
    const d = ['00:00 Intro', `02:10 Lumora app ${label}`, '05:00 Questions', '', 'Lumora: https://lumora.in/app'];
    assert.deepEqual(pairs(detect(d.join('\n'))), ['lumora.in Integration'], label);
  }
  // A chapter naming the brand without a sponsor word is no ad break.
  const plain = ['00:00 Intro', '02:10 Lumora app', '05:00 Questions', '', 'Lumora: https://lumora.in/app'];
  assert.deepEqual(pairs(detect(plain.join('\n'))), []);
});

test("a programme's billboard credit, not an event's name", () => {
  const billboard = 'Ghar Ki Bahu — Presented by Kesari Tea Gold | Co-presented by Vexatel 4G';
  assert.deepEqual(pairs(detect(billboard)), ['kesaritea.in Integration', 'vexatel.com Integration']);
  assert.deepEqual(pairs(detect('Kal Ka Sach | presented by Lumora')), ['lumora.in Integration']);
  // An event's or a tour's name run into its sentence is the event's sponsor, not the video's.
  assert.deepEqual(pairs(detect('The Monsoon Music Tour presented by Lumora reaches 12 cities this July.')), []);
  assert.deepEqual(pairs(detect('A trophy presented by Vexatel to the best fielder of the season.')), []);
});

test("a season's or an episode's partner and the label's value, not a team's partners", () => {
  const season = [
    'Episode partner: Lumora 🍕 — 2 baje bhookh lagi? Pepsi aur chips, sab ghar pe: https://lumora.in/?utm_source=ch',
  ];
  assert.deepEqual(pairs(detect(season.join('\n'))), ['lumora.in Integration']);
  const unknown = 'Series partner: Gharpe | sabzi 20 minute mein: https://www.gharpe.app/?utm_source=ch';
  assert.deepEqual(pairs(detect(unknown)), ['gharpe.app Integration']);
  // A team's partners in its footer, and the creator's partner program, are none.
  const team = 'Principal Partner: Lumora | Associate Partner: Vexatel | Official season partner: Kesari Tea';
  assert.deepEqual(pairs(detect(team)), []);
});

test('a paid property or segment of the video', () => {
  const d = 'The Lumora Catch of the Week is a paid segment of our sponsor: https://lumora.in';
  assert.deepEqual(pairs(detect(d, { title: 'Lumora Catch of the Week: a diving stop' })), ['lumora.in Dedicated']);
  assert.deepEqual(pairs(detect('This month Vexatel has a paid integration in the middle of the video.')), [
    'vexatel.com Integration',
  ]);
  assert.deepEqual(pairs(detect('Lumora sends the reminder when your paid property tax is due.')), []);
});

test('Hindi: a stay or a ride the brand charged the creator nothing for', () => {
  const lines = [
    'Lumora Stays Manali walon ne teen raatein hamse ek rupaya bhi nahi liya (unke bulane pe gaye the)',
    'Lumora ने हमसे दो रातों का कोई किराया नहीं लिया, खाना हमने खुद खरीदा',
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect(`${line}\nhttps://lumora.in/manali`)), ['lumora.in Free Product'], line);
  // A shop's customers, and the family's kindness, are none.
  const none = [
    'Lumora customers se koi delivery charge nahi liya jata',
    'Papa ke dost ke hotel Lumora walon ne hamse paise nahi liye',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(`${line}\nhttps://lumora.in/manali`)), [], line);
});

test("what the brand provided set against the creator's own share", () => {
  const lines = [
    'Lumora arranged the scooters and the guide for the day, but the flights were on us.',
    'Lumora supplied the cars and the fuel for the drive - the hotel was paid by us.',
  ];
  for (const line of lines)
    assert.deepEqual(pairs(detect(`${line}\nhttps://lumora.in/drive`)), ['lumora.in Free Product'], line);
  assert.deepEqual(pairs(detect('The map the app provided was wrong; the hotel was ours to find.')), []);
});

test('the whole video told as an ad', () => {
  const d = (line: string) => `${line}\nhttps://lumora.in/app`;
  assert.deepEqual(pairs(detect(d('This entire video is a paid promotion for Lumora.'))), ['lumora.in Dedicated']);
  assert.deepEqual(pairs(detect(d('Pura episode Lumora ke saath ek promotion hai, enjoy!'))), ['lumora.in Dedicated']);
  assert.deepEqual(pairs(detect(d('यह पूरा व्लॉग Lumora द्वारा प्रायोजित है'))), ['lumora.in Dedicated']);
  // Watching the whole video is no label.
  assert.deepEqual(pairs(detect(d('Pura video dekho, promotion wala hissa Lumora app ka hai'))), []);
});

test('a denied affiliate tag or code, and the codes of ordinary life', () => {
  const plain = 'Sab links seedhe Amazon pages hain, koi affiliate code nahi: https://www.amazon.in/dp/B01ABCDEF1';
  assert.deepEqual(pairs(detect(plain)), []);
  const news = [
    'नया भाव जानने के लिए अपना पिन कोड लिखकर 9000000000 पर SMS करें: https://lumora.in/price',
    'ट्रेन का स्टेशन कोड NDLS है, टिकट यहां: https://lumora.in/rail',
  ];
  for (const line of news) assert.deepEqual(pairs(detect(line)), [], line);
});

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// A gift read from its two parts (docs/detection.md §1s): an act of giving and, a few words before or after it in the
// same sentence, a cue that makes it a gift to the creator, in each language's words, instead of every phrase the
// two make; and the English wordings read with them (an earning tied to purchases, a title's closing "| AD").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-kettle', 'Kettlecraft', ['kettlecraft.com']),
  brand('b-walmart', 'Walmart', ['walmart.com'], 'Retailer'),
];
const video = {
  videoId: 'vid00000024',
  title: 'Weekend vlog',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;

test('an act and a cue a few words apart in one sentence are a gift, in either order and in several languages', () => {
  const lines = [
    'Orbitra dropped a hamper of their new range on our doorstep last week.',
    'Orbitra shipped the whole kit our way before launch.',
    'Orbitra gave us the kayaks to keep after the trip.',
    'Orbitra slipped their new serum through my letterbox.',
    'Orbitra hat uns die Boxen unentgeltlich gegeben.',
    'Orbitra hat uns das Zelt ohne Gegenleistung überlassen.',
    "Orbitra a confié la voiture à titre gracieux pour l'essai.",
    'Orbitra m’a mis la console entre les mains une semaine avant la sortie.',
    'Orbitra nos las mandaron de cortesía.',
    'Gracias a Orbitra, que nos hayan prestado la furgoneta.',
    'Orbitra передали ноутбук безвозмездно.',
    'Камеру Orbitra нам оставили на пару недель.',
    'Orbitra ne humein ye tent review karne ke liye diya.',
    'Orbitra की ओर से यह कैमरा भेजा गया।',
    'このカメラはOrbitraさんからお借りしています。',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), ['orbitra.com Free Product'], line);
});

test('a gift needs both parts in one sentence, a giver in the catalog, and no purchase, credit or denial', () => {
  const lines = [
    // An act without a cue, a cue without an act.
    'Orbitra sent an update to every phone this week.',
    'Everything is on our doorstep, Orbitra included.',
    // The cue in another sentence.
    'Orbitra shipped the new model in March. It is on my doorstep now because I ordered one.',
    // Negated, asked, a credit.
    'Orbitra never sent anything our way.',
    'Orbitra ne humein abhi tak kuch nahi bheja.',
    'Orbitra hat uns die Geräte nicht kostenlos gegeben.',
    'Did Orbitra send a box our way?',
    'Music supplied by Orbitra Records for free.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(withLink(line))), [], line);
  // Nobody in the catalog: a family's present is none.
  assert.deepEqual(pairs(detect('My mum dropped a hamper on our doorstep.\nhttps://orbitra.com/p')), []);
});

test('an earning tied to purchases or links is an affiliate statement over the store links it covers', () => {
  const d = [
    'Lamp: https://orbitra.com/lamp',
    'Rug: https://kettlecraft.com/rug',
    'The shop links above earn me a tiny percentage of each sale.',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['kettlecraft.com Affiliate', 'orbitra.com Affiliate']);
  // Money made from something else is none.
  assert.deepEqual(pairs(detect('Lamp: https://orbitra.com/lamp\nHow I make money from YouTube: a talk.')), []);
});

test("a program's affiliate key is an affiliate link by itself, its own shopping ads' value is not", () => {
  assert.deepEqual(pairs(detect('Mascara: https://www.walmart.com/ip/mascara/4500?wmlspartner=hl2024')), [
    'walmart.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Mascara: https://www.walmart.com/ip/mascara/4500?wmlspartner=wlpa')), []);
});

test('"| AD" in capitals closing a title makes its paid brand the subject; "Ad" naming a commercial does not', () => {
  const d = 'Orbitra commissioned and paid for this look.\nhttps://orbitra.com/p';
  assert.deepEqual(pairs(detect(d, { title: 'Festival Glam with Orbitra | AD' })), ['orbitra.com Dedicated']);
  assert.deepEqual(pairs(detect('Orbitra paid for this tutorial.\nhttps://orbitra.com/p')), [
    'orbitra.com Integration',
  ]);
  const commercial = 'The spot that ran this week.\nhttps://orbitra.com/p';
  assert.deepEqual(pairs(detect(commercial, { title: 'Orbitra Big Game Commercial | Ad' })), []);
});

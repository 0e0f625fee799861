// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the fifty-third set's first run misread (test/fixtures/eval-fiftythird/README.md), in our own examples:
// English gifts told as a loan before a question after a colon, an offer of a pair, goods not paid for and dropped
// off, shipped at the brand's expense and kept, a race's sponsor in the news; Hinglish goods "ka bheja hua" and a fair's
// sponsors; a named event's sponsor in Portuguese beside the video's own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid53shape');

test('English: a loan before a question, an offer, goods not paid for, shipped and kept, a race sponsor', () => {
  const brands = [brand('b-l', 'Lumora', ['lumora.com']), brand('b-v', 'Velora', ['velora.com'])];
  const d = detector(brands, video('Six weeks in new skates', 'Rink Notes', '@rinknotes'));
  assert.deepEqual(
    pairs(
      d('Lumora loaned me a pair for six weeks so I could answer what every adult skater asks: are they worth it?'),
    ),
    ['lumora.com Free Product'],
  );
  assert.deepEqual(pairs(d('Lumora offered me a pair of boots to put through the wringer, and I said yes.')), [
    'lumora.com Free Product',
  ]);
  assert.deepEqual(
    pairs(
      d(
        "Their rep ended up dropping a new pump off at my house.\nI didn't pay for it, and nobody from Lumora has seen this video.",
      ),
    ),
    ['lumora.com Free Product'],
  );
  assert.deepEqual(
    pairs(d("Big thanks to Velora for shipping it over at their own expense — it's mine to keep, no review deal.")),
    ['velora.com Free Product'],
  );
  assert.deepEqual(pairs(d('The racing was sponsored by Lumora and the raffle prizes came from Velora.')), []);
});

test('Hinglish and Hindi: goods sent or brought by the brand, a fair’s sponsors, a paid agreement', () => {
  const brands = [brand('b-l', 'Lumora', ['lumora.in']), brand('b-v', 'Velora', ['velora.in'])];
  const d = detector(brands, video('Helmet unboxing', 'Ride Desi', '@ridedesi'));
  assert.deepEqual(pairs(d('Ye helmet Lumora ka bheja hua hai — is helmet pe mera ek paisa nahi laga.')), [
    'lumora.in Free Product',
  ]);
  assert.deepEqual(pairs(d('Is baar Lumora aur Velora ke stall lage the; mele ke sponsor Lumora aur Velora the.')), []);
  assert.deepEqual(pairs(d('Lumora ki team ek din ke liye demo tractor leke aayi thi, shaam ko wo wapas le gaye.')), [
    'lumora.in Free Product',
  ]);
  assert.deepEqual(pairs(d('गाने में दिखे Velora के earbuds, ब्रांड के साथ हुए पेड करार के तहत दिखाए गए हैं।')), [
    'velora.in Integration',
  ]);
});

test('Portuguese: a named event’s sponsor, the video’s own, a present from the brand and from a godmother', () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.com.br'])],
    video('O que comer no bloco', 'Recife de Garfo', '@recifedegarfo'),
  );
  assert.deepEqual(pairs(d('O Galo deste ano tem patrocínio da Lumora e da Prefeitura, então cerveja não falta.')), []);
  assert.deepEqual(pairs(d('O vídeo de hoje tem patrocínio da Lumora! Baixe o app.')), ['lumora.com.br Integration']);
  assert.deepEqual(pairs(d('A jaqueta que eu tô usando foi presente da Lumora pra essa viagem, eles só mandaram.')), [
    'lumora.com.br Free Product',
  ]);
  assert.deepEqual(pairs(d('O topo eu comprei na Lumora e a bonequinha foi presente da madrinha dela.')), []);
});

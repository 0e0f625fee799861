// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-eighth set's first run misread (test/fixtures/eval-fortyeighth/README.md), in our own examples: a
// brand's local arm ("Lumora Việt Nam"), Vietnamese loans and paid collaborations and denials, a compound "Non-…" that
// negates nothing, a gift told by a pronoun after the sentence naming its giver, Italian affiliate percentages and
// codes, the sponsors of others (a festival's, an award's), family loans, a video's sketch "paid for by", a device's
// data sent, a title's small word inside a series name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid48shape');

test('Vietnamese: a local arm gives or lends, a paid collaboration, a denial, an unlisted lender thanked', () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.com']), brand('b-z', 'Zing Nhạc', ['zingnhac.vn'])],
    video('Test máy mới chơi game có lag không?', 'Bờm TV', '@bomtv'),
  );
  for (const text of [
    'Máy được Lumora Việt Nam gửi tặng nhân dịp kênh tròn 5 năm!\nhttps://www.lumora.com/vn',
    'Máy do Lumora Việt Nam cho Bờm mượn 2 tuần để test, test xong Bờm gửi trả.\nhttps://www.lumora.com/vn',
  ])
    assert.deepEqual(pairs(d(text)), ['lumora.com Free Product'], text);
  assert.deepEqual(pairs(d('Video này là hợp tác trả phí giữa Bờm và Lumora Việt Nam.\nhttps://www.lumora.com/vn')), [
    'lumora.com Integration',
  ]);
  for (const text of [
    'Tổng thiệt hại: 1.247.000đ – tụi mình tự trả, Lumora không tài trợ gì hết nha.',
    'Cảm ơn Mây Trắng Studio cho tụi mình mượn phòng thu cả buổi chiều ạ.\nBản audio đã có trên Zing Nhạc: https://zingnhac.vn/bai-hat/thu-tay',
  ])
    assert.deepEqual(pairs(d(text)), [], text);
});

test('English: a brand named "Non-…", a gift told by "They" after its giver, data sent, a series title, a sketch paid for', () => {
  const d = detector(
    [
      brand('b-n', 'Non-stop Harness', ['nonstopharness.com']),
      brand('b-s', 'Lumora Supply', ['lumorasupply.com'], 'Marketplace'),
      brand('b-t', 'Tagwise', ['tagwise.com']),
      brand('b-r', 'Ring', ['ring.com']),
      brand('b-e', 'Ecclesia Insurance', ['ecclesiainsurance.com']),
    ],
    video('New gear for the whole team!', 'Marten Creek Kennel', '@martencreek'),
  );
  assert.deepEqual(
    pairs(d('Non-stop Harness sent us new harnesses for the whole team – thank you!! https://www.nonstopharness.com')),
    ['nonstopharness.com Free Product'],
  );
  assert.deepEqual(
    pairs(
      d(
        'Got a box in the mail from Lumora Supply a couple weeks ago!\nThey sent me three tools to try out, free of charge.',
      ),
    ),
    ['lumorasupply.com Free Product'],
  );
  assert.deepEqual(
    pairs(
      d(
        "The tag is a Tagwise SPOT6 – we bought eight with our research grant, and they'll send us his position for 18 months.",
      ),
    ),
    [],
  );
  assert.deepEqual(
    pairs(
      d(
        'Our Learn to Ring series is sponsored by Ecclesia Insurance. Find out more: https://www.ecclesiainsurance.com/church',
      ),
    ),
    ['ecclesiainsurance.com Integration'],
  );
  assert.deepEqual(
    pairs(
      d('This sketch was paid for by Lumora Supply to mark the launch. Tickets: https://www.lumorasupply.com/glider'),
      {
        includesPaidPromotion: true,
      },
    ),
    ['lumorasupply.com Integration'],
  );
});

test("Italian: a percentage to the creator, a creator code, source code that is no code; others' sponsors and family loans", () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.it']), brand('b-a', 'Arduvo', ['arduvo.cc']), brand('b-f', 'Fiora', ['fiora.it'])],
    video('La mia squadra con 50K crediti', 'Peppe FUT', '@peppefut'),
  );
  assert.deepEqual(
    pairs(
      d(
        'Io li prendo su Lumora: con il mio link risparmiate e a me arriva una piccola percentuale 👉 https://www.lumora.it/',
      ),
    ),
    ['lumora.it Affiliate'],
  );
  assert.deepEqual(
    pairs(d('Dopo 8 anni Lumora mi ha dato il codice creator! Inserite PEPPE nel campo "Supporta un creator".')),
    ['lumora.it Affiliate'],
  );
  for (const text of [
    "Il codice che ha scritto Luca è qui, gratis, usatelo. La scheda Arduvo l'ha comprata lui.\nPer partire da zero: https://www.arduvo.cc/guide",
    "La Fiora Panda rossa del '94 ce l'ha prestata mio zio Ennio, a patto di riportargliela col pieno.",
  ])
    assert.deepEqual(pairs(d(text)), [], text);
});

test("English: a festival's big sponsor, an award run by one and sponsored by another, a parent's gift", () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.com']), brand('b-k', 'Kestrel Advisory', ['kestreladvisory.com'])],
    video('My first big day out', 'Jump Jockey Jim', '@jumpjockeyjim'),
  );
  for (const text of [
    'Lumora is the big sponsor of the festival and runs the cook-off, so there are skillets everywhere you look.',
    "The awards are run by Children's Books Ireland and sponsored by Kestrel Advisory. Winners are announced in May.",
    "The helmet is a Lumora – Mam gave it to me for my 18th and it's been through three falls.",
  ])
    assert.deepEqual(pairs(d(text)), [], text);
  // The uploader sponsoring an event: the event is no sponsor of the upload.
  assert.deepEqual(
    pairs(
      detector(
        [brand('b-l', 'Lumora', ['lumora.com'])],
        video("We're sponsoring the Glen Half Marathon! (and running it)", 'Glenmorrow Distillery', '@glenmorrow'),
      )(
        "We're proud to be the new headline sponsor of the Glen Half Marathon for the next three years.\nEntries open 1 January: https://www.glenhalfmarathon.co.uk",
      ),
    ),
    [],
  );
});

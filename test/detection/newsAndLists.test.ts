// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on ordinary descriptions, issue 32's second round (docs/detection.md, "Mainstream descriptions"): news
// and charity vocabulary in several languages, app-store links beside unbound sponsor words, a remark closing a
// list, affiliate lists glued to a footer, stays hosted by a hotel, and creator codes of a standing program.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const detect = detector(
  [
    brand('b-amz', 'Amazon', ['amazon.com'], 'Marketplace'),
    brand('b-apple', 'Apple', ['apple.com']),
    brand('b-google', 'Google', ['google.com']),
    brand('b-sony', 'Sony', ['sony.com']),
    brand('b-epic', 'Epic Games', ['epicgames.com', 'fortnite.com']),
    brand('b-pcpp', 'PCPartPicker', ['pcpartpicker.com']),
    brand('b-holy', 'Holy', ['holy.de']),
  ],
  {
    videoId: 'vid00000009',
    title: 'Tonight on the evening report',
    channel: { title: 'Harbor City Report', handle: '@harborcityreport' },
  },
);

test("a bill's sponsor and charity sponsoring are news, not sponsorship", () => {
  const footer = '\nFull story: https://www.harborgazette.com/story/4411';
  assert.deepEqual(pairs(detect(`The legislation's chief sponsor defended the cuts on Tuesday.${footer}`)), []);
  assert.deepEqual(pairs(detect(`Rep. Ortiz, the amendment's sponsor, expects a vote by June.${footer}`)), []);
  assert.deepEqual(
    pairs(detect('Our cousin Jamie is doing a sponsored swim for the hospice: https://www.seasidehospice.org/swim')),
    [],
  );
  assert.deepEqual(pairs(detect('Sponsor a child this winter through Hope Lantern: https://hopelantern.org/give')), []);
  assert.deepEqual(
    pairs(detect(`Neighbours pledged to sponsor him for each lap he swam, and the pool raised $9,000.${footer}`)),
    [],
  );
  assert.deepEqual(
    pairs(detect(`The food bank still needs more sponsors before Thanksgiving: https://harborfoodbank.org${footer}`)),
    [],
  );
  // A sponsor of the video stays one.
  assert.deepEqual(
    pairs(detect('Thanks to Brightleaf for sponsoring us for the third year! https://brightleaf.com/h')),
    ['brightleaf.com Integration'],
  );
  assert.deepEqual(pairs(detect('This episode is sponsored by Brightleaf: https://brightleaf.com/harbor')), [
    'brightleaf.com Integration',
  ]);
});

test('state-sponsored in other languages is news vocabulary', () => {
  const title = { title: 'Desinformation im Netz' };
  assert.deepEqual(
    pairs(
      detect('Wie staatlich gesponserte Hacker Wahlen beeinflussen. Mehr: https://www.rundfunk-nord.de/doku', title),
    ),
    [],
  );
  assert.deepEqual(
    pairs(detect('Bots patrocinados por el Estado inundan las redes. Más en https://www.diariosur.es/bots')),
    [],
  );
  assert.deepEqual(pairs(detect('Хакеры, спонсируемые государством, атакуют банки. https://vesti-ural.ru/hack')), []);
  assert.deepEqual(pairs(detect('Désinformation sponsorisée par l’État : https://www.journal-ouest.fr/desinfo')), []);
  // Sponsor words of a brand in those languages still count.
  assert.deepEqual(pairs(detect('Dieses Video wird gesponsert von Holy: https://holy.de/harbor')), [
    'holy.de Integration',
  ]);
});

test("an app store's link stands for the app, never for the store's owner", () => {
  const d = [
    'The Lakeside Lions Club sponsored the new benches along the river walk.',
    'Get our app for iPhone: https://apps.apple.com/us/app/harbor-city-report/id55501',
    'Android: https://play.google.com/store/apps/details?id=com.harborcity.report',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), []);
  assert.deepEqual(pairs(detect(d, { includesPaidPromotion: true })), []);
});

test('a remark closing a list speaks of that list, not of the next block', () => {
  const d = [
    'Opening everything that arrived this month!',
    'Sent to me:',
    'Brightleaf Tea: https://brightleaf.com/tea',
    '(all of these were sent as PR, none of it is an ad)',
    '',
    'insta: https://instagram.com/harborcity',
    'camera: Sony ZV-1 | editing: me',
  ].join('\n');
  assert.deepEqual(pairs(detect(d, { title: 'monthly PR unboxing' })), ['brightleaf.com Free Product']);
});

test('an affiliate list glued to a footer ends at a change of line kind', () => {
  const d = [
    'The new studio is done!',
    'EVERYTHING ON MY DESK (affiliate links):',
    'Monitor: https://amzn.to/3abcd01',
    'Lamp: https://amzn.to/3abcd02',
    'Desk mat: https://amzn.to/3abcd03',
    'My build: https://pcpartpicker.com/list/Xy12ab',
    '➤ Discord: https://discord.gg/harbor',
    '➤ Modpack download: https://www.cubeworks.net/pack',
    '➤ Song: "Neon" by Lumen https://lumenmusic.net',
  ].join('\n');
  assert.deepEqual(pairs(detect(d, { title: 'Studio tour 2018' })), ['amazon.com Affiliate']);
  // A list whose items carry the same bullet as the lines under it stays one list up to its blank line.
  const same = [
    'GEAR (affiliate links):',
    '- Camera: https://amzn.to/3abcd04',
    '- Tripod: https://www.tripodhaus.com/t1',
  ];
  assert.deepEqual(pairs(detect(same.join('\n'))), ['amazon.com Affiliate', 'tripodhaus.com Affiliate']);
});

test('a stay hosted by a hotel is a gift; a show hosted by its presenters is not', () => {
  assert.deepEqual(
    pairs(detect('We were hosted by Driftwood Lodge (driftwoodlodge.com) for the weekend. Honest thoughts below.')),
    ['driftwoodlodge.com Free Product'],
  );
  assert.deepEqual(pairs(detect('Hosted by Maya Chen and Leo Park. Tickets: https://www.harbortheatre.com')), []);
  assert.deepEqual(pairs(detect('Sarah hosted me on her podcast last week: https://sarahtalks.fm/ep12')), []);
});

test("a creator code of a store's standing program is Affiliate, even with the ad label it asks for", () => {
  const title = { title: 'Winning my first Fortnite match of the season' };
  assert.deepEqual(pairs(detect('Use creator code HARBOR in the Fortnite item shop! #ad', title)), [
    'epicgames.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect('Code créateur HARBOR dans la boutique Fortnite (#ad)', title)), [
    'epicgames.com Affiliate',
  ]);
});

test('thanks for a brand’s support in German, Russian and Korean; the audience’s support is no sponsor', () => {
  assert.deepEqual(pairs(detect('Mit freundlicher Unterstützung von Lumora: https://www.lumora.de/kanal')), [
    'lumora.de Integration',
  ]);
  assert.deepEqual(pairs(detect('Mit freundlicher Unterstützung von euch allen! https://www.lumora.de/kanal')), []);
  assert.deepEqual(pairs(detect('Спасибо Lumora за поддержку канала: https://lumora.ru/kanal')), [
    'lumora.ru Integration',
  ]);
  assert.deepEqual(pairs(detect('Спасибо всем за поддержку! Сайт: https://lumora.ru/kanal')), []);
  assert.deepEqual(pairs(detect('이 영상은 Lumora의 후원을 받아 제작되었습니다 https://lumora.kr/ch')), [
    'lumora.kr Integration',
  ]);
});

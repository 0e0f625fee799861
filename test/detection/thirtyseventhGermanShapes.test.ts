// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-seventh set's German shapes (docs/detection.md §1zzm): a car or a device lent by its purpose or length
// with a plain "gegeben"; the creator advertising a brand in the first person and the brand paying "dafür"; the mark's
// footnote that says what stands behind it ("Hinter einem Sternchen (*) steckt ein Affiliate-Link"); and a brand said
// to have had no part in the video ("waren an dem Sketch nicht beteiligt"), with the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-lum', 'Lumora', ['lumora.de']),
  brand('b-vel', 'Velora', ['velora.de']),
  brand('b-kva', 'Kvazar', ['kvazar.de']),
];
const video = {
  videoId: 'vid00000137',
  title: 'Neues Video',
  channel: { title: 'Werkbank Nord', handle: '@werkbanknord' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://lumora.de/p`;

test('a loan told by its purpose or its length with a plain "gegeben"', () => {
  const lent = [
    'Lumora hat mir den Kombi eine Woche lang zum Fahren gegeben, voller Tank inklusive.',
    'Lumora hat uns den Wagen zehn Tage lang gegeben, ein Honorar gibt es nicht.',
    'Den Roller hat mir Lumora für zwei Wochen gegeben.',
    'Lumora hat mir das E-Bike zum Probefahren gegeben.',
  ];
  for (const line of lent) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.de Free Product'], line);
  // No loan: the creator's own time, nothing given to the creator.
  assert.deepEqual(
    pairs(detect(withLink('Ich bin den Lumora eine Woche lang gefahren und habe ihn dann gekauft.'))),
    [],
  );
});

test('the creator advertising a brand in the first person, and the brand paying for it', () => {
  const paid = [
    'Ab 9:05 machen wir Werbung für Lumora, die uns dafür bezahlen.',
    'Heute mache ich Werbung für Lumora, ganz offiziell.',
    'Wir machen in dieser Folge Werbung für Lumora.',
    'Der Teil ab 4:10 ist von Lumora, die mir dafür Geld zahlen.',
    'Lumora bezahlt mich dafür, dass ich die App zeige.',
  ];
  for (const line of paid) assert.deepEqual(pairs(detect(withLink(line))), ['lumora.de Integration'], line);
  const none = [
    'Lumora macht Werbung für den neuen Tarif.',
    'Heute machen wir Werbung für unseren eigenen Shop, nicht für Lumora.',
    'Lumora bezahlt uns dafür nicht, wir finden die App einfach gut.',
    'Niemand zahlt uns dafür etwas, das Lumora-Set haben wir selbst gekauft.',
    'Wir machen keine Werbung für Lumora.',
    'Wir bezahlen dafür selbst, Lumora ist teuer.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(withLink(line))), [], line);
});

test('a footnote that says what stands behind the mark binds the marked items only', () => {
  const list = (legend: string) =>
    [
      legend,
      '',
      '• Foundation* https://www.lumora.de/foundation_1',
      '• Parfum* https://www.velora.de/parfum/2',
      '• Pulli: https://www.kvazar.de/pulli-3',
    ].join('\n');
  const legends = [
    'Hinter einem Sternchen (*) steckt ein Affiliate-Link: Bestellt ihr darüber, bekomme ich eine kleine Provision.',
    'Hinter jedem * verbirgt sich ein Affiliate-Link.',
    'Behind an asterisk (*) is an affiliate link: I earn a small commission.',
  ];
  for (const legend of legends)
    assert.deepEqual(pairs(detect(list(legend))), ['lumora.de Affiliate', 'velora.de Affiliate'], legend);
});

test('a brand said to have had no part in the video is no code’s or label’s brand', () => {
  const denied = [
    'Einen Rabattcode hat er natürlich auch. Für nichts, was es gibt.\nDie echten Anbieter, die er aufzählt (Lumora, Velora), waren an dem Sketch nicht beteiligt.',
    'Einen Rabattcode gibt es natürlich auch.\nLumora hat mit diesem Video nichts zu tun.',
  ];
  for (const d of denied) assert.deepEqual(pairs(detect(d)), [], d);
  // A gift's editorial disclaimer stays a gift.
  const gift =
    'Lumora hat mir das Rad kostenlos zur Verfügung gestellt, war aber an dem Video inhaltlich nicht beteiligt.';
  assert.deepEqual(pairs(detect(withLink(gift))), ['lumora.de Free Product']);
});

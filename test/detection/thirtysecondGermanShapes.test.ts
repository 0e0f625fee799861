// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-second set's German shapes (docs/detection.md §1zs): the brand's money told as money ("hat … Geld
// gezahlt, damit", "bekomme ich Geld von"), the video told as paid by it ("wird von … bezahlt", "Geldgeber für",
// "Das Geld für … kommt von", "Die Kosten dieser Reihe übernimmt"), minutes it bought and the conclusion "ist also
// Werbung"; a key put in the inbox, a unit let out for this test, the spoken "hab ich von … bekommen", a stay treated;
// an acronym lead in the title; and the readings they must leave alone: a group paying in the news, German compounds
// and a fused article before a brand that is an ordinary word, a German town read as a Polish case of a name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-talvik', 'Talvik', ['talvik.de']),
  brand('b-brenner', 'Brenner Motoren', ['brenner-motoren.de']),
  brand('b-partner', 'Partner', ['partner.co.il']),
  brand('b-gratis', 'Gratis', ['gratis.com']),
  brand('b-rotta', 'Rotta', ['rotta.de']),
  brand('b-zyx', 'ZYX Cosmetics', ['zyxcosmetics.com']),
];
const video = (title: string) => ({
  videoId: 'vid00000132',
  title,
  channel: { title: 'Kanal Seeblick', handle: '@kanalseeblick' },
});
const detect = detector(catalog, video('Wochenvlog'));
const talvik = (line: string) => `${line}\n► Talvik: https://www.talvik.de/angebot`;

test('an acronym of three that leads a name, written so in the title, names the sponsor there', () => {
  const line = 'Dieses Video ist gesponsert von ZYX Cosmetics.';
  const inTitle = detector(catalog, video('HERBST-LOOK mit ZYX 🍂 Kupfer & Bronze'));
  assert.deepEqual(pairs(inTitle(line)), ['zyxcosmetics.com Dedicated']);
  const notInTitle = detector(catalog, video('HERBST-LOOK 🍂 Kupfer & Bronze'));
  assert.deepEqual(pairs(notInTitle(line)), ['zyxcosmetics.com Integration']);
});

test('a brand that is an ordinary word, inside a German compound or after a fused article, is the word', () => {
  const paid =
    'Dieses Video ist gesponsert von unserem Premium-Partner Talvik. Mehr zum Partner: https://www.talvik.de';
  assert.deepEqual(pairs(detect(paid, { includesPaidPromotion: true })), ['talvik.de Integration']);
  const gift = 'Das Tablet ist ein Gratis-Testgerät von Talvik, zurückschicken muss ich es nicht.';
  assert.deepEqual(pairs(detect(talvik(gift))), ['talvik.de Free Product']);
});

test('a German town is no Polish case of a name: a line with ü or ß holds no "-ach"', () => {
  const line = 'Talvik hat mir das Rad zum Testen überlassen, danach geht es zurück nach Rottach.';
  assert.deepEqual(pairs(detect(talvik(line))), ['talvik.de Free Product']);
});

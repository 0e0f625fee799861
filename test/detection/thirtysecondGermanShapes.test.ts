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

test("German payment: the brand's money, the video paid by it, minutes it bought, 'ist also Werbung'", () => {
  const lines = [
    'Hinweis zur Szene ab 2:10: Talvik hat uns Geld gezahlt, damit das Handy im Clip vorkommt.',
    'Talvik hat der Band Geld gegeben, damit ihre Box im Video zu sehen ist.',
    'Für diesen Beitrag bekomme ich Geld von Talvik.',
    'Ich bekomme Geld von Talvik für dieses Video, ausgesucht habe ich trotzdem alles selbst.',
    'Das Geld für diese Folge kommt von Talvik.',
    'Geldgeber für dieses Video ist Talvik.',
    'Dieser Clip wird zum Teil von Talvik bezahlt.',
    'Die Folge wurde komplett von Talvik finanziert.',
    'Die Produktionskosten dieser Koch-Reihe übernimmt Talvik.',
    'Die ersten 40 Sekunden hat Talvik gekauft.',
    'Der Teil mit dem Router ab 3:00 ist also Werbung, Talvik wollte ihn so.',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(talvik(line))), ['talvik.de Integration'], line);
  const none = [
    'Für dieses Video bekomme ich kein Geld von Talvik.',
    'Die Kosten dieser Reise tragen wir selbst, Talvik weiß von nichts.',
    'Das Video wurde von mir selbst bezahlt, den Router hab ich bei Talvik gekauft.',
    'Ist das also Werbung? Nein, Talvik zahlt hier nichts.',
    'Für das Tablet zahlt man bei Talvik viel Geld dafür.',
    'Die Fans haben uns Geld gegeben, damit wir die nächste Folge bei Talvik drehen können.',
    'Die Folge wurde von der Landesförderung finanziert, gedreht haben wir bei Talvik.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(talvik(line))), [], line);
});

test('a group or the public paying in the news is no sponsor', () => {
  const line =
    'Ein Software-Update für zwei Millionen Autos, bezahlt von den Herstellern. Was Brenner Motoren und Talvik versprochen haben, schauen wir uns an.';
  assert.deepEqual(pairs(detect(line)), []);
  assert.deepEqual(pairs(detect(line, { includesPaidPromotion: true })), []);
  assert.deepEqual(pairs(detect(talvik('Das neue Update, bezahlt von Talvik.'))), ['talvik.de Integration']);
});

test('German gifts: a key put in the inbox, a unit let out for this test, "hab ich von … bekommen", a stay treated', () => {
  const lines = [
    'Den Key hat mir Talvik kostenlos ins Postfach gelegt.',
    'Den Code hat uns Talvik gratis in die Mailbox gelegt, Vorgaben gab es keine.',
    "Talvik hat mir das Tablet nur für diesen Test rausgerückt, im Juni geht's zurück.",
    'Die Kamera hab ich von Talvik bekommen, meine Meinung ist trotzdem meine.',
    'Das Wochenende im Resort hat uns Talvik spendiert. Danke!',
  ];
  for (const line of lines) assert.deepEqual(pairs(detect(talvik(line))), ['talvik.de Free Product'], line);
  const none = [
    'Die Kamera hab ich von meiner Mama bekommen.',
    'Das Eis hat uns Oma spendiert.',
    'Den Router hab ich mir selbst bei Talvik gekauft.',
  ];
  for (const line of none) assert.deepEqual(pairs(detect(talvik(line))), [], line);
});

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

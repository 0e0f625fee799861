// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the forty-fifth set's first run misread (test/fixtures/eval-fortyfifth/README.md), in our own examples: a
// sentence that names its sponsor is no sponsors' header; a person's partner; a code's own disclosure; a longer linked
// name's short form; a dealer's gift; a place named "Au"; the sponsors of teams, clubs and carnival floats; people's
// and public bodies' support; the creator's own people as givers; Russian, German and English gift and payment words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid45shape');

test("a sentence naming today's sponsor opens no section; a person's partner, a code's disclosure, a loaner bought", () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.com']), brand('b-v', 'Velora Swords', ['velora.com'])],
    video('Why rapiers are long', 'Cut & Thrust', '@cutandthrust'),
  );
  assert.deepEqual(
    pairs(
      d(
        "0:00 Intro\n0:40 Today's sponsor\n3:00 The treatises\nToday's sponsor is Lumora.\nTry it free: https://lumora.com/cutandthrust\nOur club: https://www.norwichfencing.org\nTreatises: https://wiktenauer.com",
      ),
    ),
    ['lumora.com Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        '0:00 Intro\n4:00 Flex, mass and why your partner cares\nVelora set our club up with a code: CUT5 gets you 5% off at https://www.velora.com/cut\nEvery order made with the code sends a small commission back to the club, and it all goes on loaner masks.\nSteel swords mentioned: the Lumora feder.\nOur club: https://www.norwichfencing.org',
      ),
    ),
    ['velora.com Affiliate'],
  );
});

test("a longer linked name's short form, a dealer's gift, a two-letter brand only as written, departments' help", () => {
  const d = detector(
    [brand('b-w', 'Weber', ['weber.com']), brand('b-o', 'Opel', ['opel.de']), brand('b-a', 'au', ['au.com'])],
    video('Übung: Verkehrsunfall', 'Feuerwehr Talheim', '@feuerwehrtalheim'),
  );
  assert.deepEqual(
    pairs(
      d(
        'Die Geräte hat uns Weber Rescue Systems für vier Wochen kostenlos überlassen. Vorab gesehen hat das Video bei Weber niemand.\nMehr: https://www.weber-rescue.com',
      ),
    ),
    ['weber-rescue.com Free Product'],
  );
  assert.deepEqual(pairs(d('Das Übungsauto, einen alten Opel Corsa, hat uns das Autohaus Brenner überlassen.')), []);
  assert.deepEqual(
    pairs(d('64 Einsätze, unterstützt von den Abteilungen Oberdorf und Au und vom THW.\nDanke an alle Nachbarn!')),
    [],
  );
});

test("teams', clubs' and floats' sponsors, a parents' committee, the creator's people and a seller's ad costs are no sponsor", () => {
  const d = detector(
    [
      brand('b-l', 'Lumora', ['lumora.de']),
      brand('b-v', 'Velora', ['velora.ca']),
      brand('b-y', 'Yarrow', ['yarrow.com']),
      brand('b-p', 'Пятёрочка', ['5ka.ru'], 'Marketplace'),
    ],
    video('Rosenmontag 2024', 'KG Rote Funken', '@rotefunken'),
  );
  assert.deepEqual(
    pairs(d('Sponsor unserer Wurfmaterialien war auch in diesem Jahr der Lumora-Markt von Familie Kray.')),
    [],
  );
  assert.deepEqual(
    pairs(
      d(
        'Thank you to the sponsors who make the Rote Funken possible: Velora and the parent council. Our team is sponsored by local businesses.',
      ),
    ),
    [],
  );
  assert.deepEqual(pairs(d('Сборы прошли при поддержке родительского комитета. Воду возили сами из «Пятёрочки».')), []);
  const e = detector(
    [brand('b-y', 'Yarrow', ['yarrow.com'])],
    video('My Church Gave Me a New Alto!! (Yarrow YAS-280)', 'Sax Sunday', '@saxsunday'),
  );
  assert.deepEqual(pairs(e('My church surprised me with a brand new Yarrow alto on Sunday!')), []);
  assert.deepEqual(
    pairs(d('Kein Werbevideo: das Halfter hat mir meine Mama geschenkt, sie hat es bei Lumora bestellt.')),
    [],
  );
  assert.deepEqual(pairs(d('Комиссии, логистика, хранение, реклама внутри площадки — всё считаем.')), []);
});

test('gifts and payments told in Russian, German and English', () => {
  const d = detector([brand('b-l', 'Lumora', ['lumora.ru'])], video('Обзор', 'Правый руль', '@pravyrul'));
  for (const text of [
    'В этом выпуске рекламу разместил Lumora. https://www.lumora.ru',
    'Рекламный блок в этом выпуске — от Lumora: https://www.lumora.ru',
    'Деньги на этот выпуск дала Lumora: https://www.lumora.ru',
    'Ролик снят за счёт Lumora: https://www.lumora.ru',
    'Die Serie wird von der Lumora Versicherung bezahlt. https://www.lumora.ru',
  ])
    assert.deepEqual(pairs(d(text)), ['lumora.ru Integration'], text);
  for (const text of [
    'This fall Lumora donated two printers to the team — thank you!! https://www.lumora.ru',
    'This year Lumora kindly made me a new kilt as a gift ahead of the season. https://www.lumora.ru',
    'Косметику Lumora прислал всей группе в подарок: https://www.lumora.ru Огромное спасибо от родителей!',
  ])
    assert.deepEqual(pairs(d(text)), ['lumora.ru Free Product'], text);
  // "Ссылки на «Lumora» — обычные": a store the disclosure says earns nothing.
  const e = detector(
    [brand('b-o', 'Ozon', ['ozon.ru'], 'Marketplace'), brand('b-l', 'Лумора', ['lumora.ru'], 'Marketplace')],
    video('Задачники к ЕГЭ', 'Физика на 100', '@fizika100'),
  );
  assert.deepEqual(
    pairs(
      e(
        'Рымкевич — https://ozon.ru/t/Rm4nQ2w\nГольдфарб — https://www.lumora.ru/books/948172/\nOzon-ссылки — из партнёрки. Ссылки на «Лумора» — обычные, партнёрки у меня там нет.',
      ),
    ),
    ['ozon.ru Affiliate'],
  );
});

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the fifty-fourth set's first run misread (test/fixtures/eval-fiftyfourth/README.md), in our own examples:
// Russian names of several words declined as a whole, contacts for advertisers, old adverts as a topic, a video made
// on a brand's order, promo codes said not to exist, the ad marking over affiliate links; French gifts from a brand
// that wrote first, a competition's gear, Québec's "(commandité)", sport sponsors as the topic, a code no longer held,
// a model's "Plus"; English events presented by a brand, "Head to <link>", a lead inside another capitalised name, a
// PC built for free, review units.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid54shape');

test('Russian: a name of several words in another case, a brand’s order, no codes, contacts, old adverts', () => {
  const brands = [
    brand('b-m', 'Морской берег', ['morbereg.ru']),
    brand('b-v', 'Velora', ['velora.ru']),
    brand('b-p', 'Лунный Пирог', ['lunpirog.ru']),
  ];
  const d = detector(brands, video('Распаковка посылки', 'Дача у Нины', '@dachanina'));
  assert.deepEqual(pairs(d('Нам написали из «Морского берега» и бесплатно прислали коробку семян на пробу.')), [
    'morbereg.ru Free Product',
  ]);
  assert.deepEqual(pairs(d('Спасибо «Лунному Пирогу» за поддержку выпуска!')), ['lunpirog.ru Integration']);
  assert.deepEqual(pairs(d('Этот обзор мы сняли по заказу Velora, они за него заплатили.\nhttps://velora.ru/app')), [
    'velora.ru Integration',
  ]);
  assert.deepEqual(pairs(d('Velora платит за этот выпуск, вот их предложение: https://velora.ru/promo')), [
    'velora.ru Integration',
  ]);
  assert.deepEqual(
    pairs(d('Не реклама. Курс я оплатила сама, Velora о ролике не знает, промокодов не будет: https://velora.ru')),
    [],
  );
  assert.deepEqual(pairs(d('Концерты и реклама: +7 900 123 45 67 (Velora Messenger)')), []);
  assert.deepEqual(
    pairs(
      d(
        'Ссылки на товары — по партнёрской программе Velora: если купите по ним, магазин начислит мне процент.\n' +
          'Реклама. ООО «Велора», ИНН 7700000001, erid: 2VtzqAbCdEf\nЛейка: https://velora.ru/t/Ab12',
      ),
    ),
    ['velora.ru Affiliate'],
  );
  assert.deepEqual(
    pairs(
      d('Реклама. ООО «Велора», ИНН 7700000001, erid: 2VtzqAbCdEf\nСпонсор выпуска — Velora: https://velora.ru/promo'),
    ),
    ['velora.ru Integration'],
  );
  assert.deepEqual(pairs(d('Вспоминаем рекламу девяностых: Velora, МММ и, конечно, легендарная реклама жвачки.')), []);
  assert.deepEqual(
    pairs(
      d(
        'Смотрим старую рекламу: Velora с поющим пингвином и легендарная реклама жвачки. Никто из этих фирм к видео отношения не имеет.',
      ),
    ),
    [],
  );
});

test('French: a gift from a brand that wrote first, a competition jacket, "(commandité)", sport sponsors as the topic', () => {
  const brands = [
    brand('b-l', 'Lumora', ['lumora.fr']),
    brand('b-p', 'Plus', ['plus.pl']),
    brand('b-s', 'Sellerie Nova', ['sellerienova.fr']),
  ];
  const d = detector(brands, video('Ma nouvelle veste 😱 + HAUL Sellerie Nova', 'Jument & Moi', '@jumentetmoi'));
  assert.deepEqual(
    pairs(
      d(
        "Lumora m'a contactée après ma vidéo (merci pour tous vos messages ❤️) et m'a offert ma veste de concours.\n" +
          'Haul Sellerie Nova payé avec mes sous : https://sellerienova.fr',
      ),
    ),
    ['lumora.fr Free Product'],
  );
  assert.deepEqual(pairs(d("Lumora m'a envoyé son GO Route Plus pour le tester pendant un mois.")), [
    'lumora.fr Free Product',
  ]);
  const q = detector(brands, video("L'hiver dans les sentiers (commandité)", 'Les Gars du Nord', '@garsdunord'));
  assert.deepEqual(pairs(q('Cet épisode est commandité par Lumora ! Code GARS : https://lumora.fr/parrainage')), [
    'lumora.fr Dedicated',
  ]);
  const t = detector(brands, video('Le cyclisme pro, qui paie ?', 'Boules & Bidons', '@boulesbidons'));
  assert.deepEqual(
    pairs(
      t(
        'Les courses en replay : https://lumora.fr/replay\n\n0:00 Intro\n2:10 Primes, contrats, sponsors maillot\n5:00 Les clubs\n\n' +
          'Aucun partenariat ici : on parle des sponsors du circuit parce que c’est le sujet.',
      ),
    ),
    [],
  );
  assert.deepEqual(
    pairs(t("Non, pas sponsorisé, et je n'ai plus de code promo depuis l'été : je paie ma whey Lumora moi-même.")),
    [],
  );
});

test('English: an event presented by a brand, "Head to" a link, a lead inside a title, a PC built free, review units', () => {
  const brands = [
    brand('b-l', 'Lumora', ['lumora.com']),
    brand('b-h', 'Head', ['head.com']),
    brand('b-s', 'Secret Harbor', ['secretharbor.com']),
    brand('b-c', 'Crest Computers', ['crestpc.co.uk']),
  ];
  const d = detector(brands, video('Weigh-in day two', 'Lakeside Tackle', '@lakesidetackle'));
  assert.deepEqual(
    pairs(
      d(
        'Lumora was proud to be the Big Bass sponsor again this year. The Pine Lake Bass Classic is presented by ' +
          'Secret Harbor and raises money for youth camps.',
      ),
    ),
    [],
  );
  assert.deepEqual(
    pairs(d('This episode is brought to you by Lumora. Head to https://lumora.com/pod and use code POD for 10% off.')),
    ['lumora.com Integration'],
  );
  assert.deepEqual(
    pairs(d('Grabbed the Secret Empire and Wonder Woman freebies, plus a stack from the 50% off bins.')),
    [],
  );
  assert.deepEqual(pairs(d('Crest Computers reached out and built me a proper PC for the channel, completely free.')), [
    'crestpc.co.uk Free Product',
  ]);
  assert.deepEqual(pairs(d('Lumora provided our review console and a copy of the game. The second one I bought.')), [
    'lumora.com Free Product',
  ]);
});

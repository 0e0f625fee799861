// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Shapes the fiftieth set's first run misread (test/fixtures/eval-fiftieth/README.md), in our own examples: Russian
// links that "may be" affiliate, a clip's partner, a public fund's support; a French TV rubric its presenter pays to
// air, a title's "#pub", a sponsor read whose next words ask the viewer a question after an emoji, a surprise gift, a
// kitchen lent by a business the text does not link beside a denied brand; English public funding, a club's teams'
// sponsor, and a loan's return told with a pronoun above another brand's name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs, shapeVideos } from '../helpers/detect.js';

const video = shapeVideos('vid50shape');

test("Russian: links that may be affiliate, a clip's partner; a public fund's support is no sponsor", () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.ru'], 'Marketplace'), brand('b-t', 'Tala', ['tala.ru'])],
    video('Мои покупки за месяц', 'Катя Весна', '@katyavesna'),
  );
  assert.deepEqual(
    pairs(
      d(
        'Показываю, что заказала в этом месяце.\nСсылки в описании могут быть партнёрскими.\n1. Крем — https://www.lumora.ru/catalog/5512/detail\n2. Тушь — https://www.lumora.ru/catalog/7781/detail',
      ),
    ),
    ['lumora.ru Affiliate'],
  );
  assert.deepEqual(
    pairs(
      d(
        'Новый трек уже везде.\n\nПартнёр клипа — компания Tala. Заходи: https://tala.ru/?promo=VESNA\n\nРежиссёр: Олег Ким',
      ),
    ),
    ['tala.ru Integration'],
  );
  assert.deepEqual(
    pairs(
      d(
        'Клип снят на Байкале.\nКлип создан при поддержке Регионального фонда молодёжных проектов.\nСлушайте:\nTala: https://tala.ru/music/album/18821',
      ),
    ),
    [],
  );
});

test('French: a rubric its presenter pays to air, a title "#pub", a question after an emoji, a surprise gift', () => {
  const brands = [brand('b-l', 'Lumora', ['lumora.fr']), brand('b-o', 'Oxa', ['oxa.fr'])];
  const tv = detector(brands, video('Les sorties du week-end', 'Télé Côte', '@telecote'));
  assert.deepEqual(
    pairs(
      tv(
        'Nos idées de sorties pour samedi et dimanche.\nLa rubrique « Sortir » est présentée par Lumora Rouen, qui finance sa diffusion : https://www.lumora.fr/magasins/rouen',
      ),
    ),
    ['lumora.fr Integration'],
  );
  const titled = detector(brands, video('MON MAQUILLAGE DU SOIR 🌙 #pub', 'Inès Beauté', '@inesbeaute'));
  assert.deepEqual(pairs(titled('Vidéo sponsorisée par Lumora 🌙\nLa gamme : https://www.lumora.fr/soir')), [
    'lumora.fr Dedicated',
  ]);
  const inn = detector(brands, video('Friday night at the Old Anchor #pub #beer', 'Ale Trail', '@aletrail'));
  assert.deepEqual(pairs(inn('Three cask ales and a pie. Not an ad.\nOld Anchor: https://www.oxa.fr/anchor')), []);
  const talk = detector(brands, video('Le bilan du mercato', 'Tribune Libre', '@tribunelibre'));
  assert.deepEqual(
    pairs(
      talk(
        "On refait le mercato.\n\nCet épisode est sponsorisé par Lumora 🏀 Première commande ? Elle vous est remboursée jusqu'à 50€ : https://www.lumora.fr/promo?ref=tribune",
      ),
    ),
    ['lumora.fr Integration'],
  );
  const shop = detector(brands, video('Mon nouvel établi (surprise !)', 'Atelier Paul', '@atelierpaul'));
  assert.deepEqual(
    pairs(
      shop(
        "Merci Lumora ! Après ma vidéo sur les scies, ils m'ont fait la surprise de cet établi. Je n'ai rien payé.\nOn le monte ensemble.",
      ),
    ),
    ['lumora.fr Free Product'],
  );
});

test('French: a kitchen lent by a business the text does not link is not the denied brand of the next line', () => {
  const d = detector(
    [brand('b-l', 'Lumora', ['lumora.fr'])],
    video('Le coursier perdu', 'Les Trois Bancs', '@troisbancs'),
  );
  assert.deepEqual(
    pairs(
      d(
        'Un coursier, une adresse fausse, une soirée qui dérape.\n\nMerci au restaurant Chez Nadia (Lille) de nous avoir prêté sa salle 🍽\nPS : aucune appli ne nous a payés, ni Lumora ni une autre.',
      ),
    ),
    [],
  );
});

test("English: a public arts body's support, a club's teams' sponsor; a loan's return binds its lender only", () => {
  const brands = [
    brand('b-c', 'Northshore Arts Council', ['northshorearts.ca']),
    brand('b-b', 'Lumora Bank', ['lumorabank.com.au']),
    brand('b-h', 'Vantor', ['vantor.com']),
    brand('b-x', 'Stringline', ['stringline.com']),
  ];
  const d = detector(brands, video('Harbour Lights - live set', 'Pete Patches', '@petepatches'));
  assert.deepEqual(
    pairs(
      d(
        'Recorded live in one take.\nThis piece was made possible with the support of the Northshore Arts Council, an agency of the Government of the province.\nStream it on Bandcamp.',
      ),
    ),
    [],
  );
  assert.deepEqual(
    pairs(d('We won the tiebreak!\nHuge thanks to Lumora Bank for sponsoring the club’s pennant teams this season.')),
    [],
  );
  assert.deepEqual(
    pairs(
      d(
        'Vantor lent me a demo racquet for two weeks.\nIt goes back to them on Monday.\nI strung it with the same Stringline poly so the comparison is fair.\nVantor: https://www.vantor.com/racquets/demo',
      ),
    ),
    ['vantor.com Free Product'],
  );
});

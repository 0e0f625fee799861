// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on one month of trending descriptions in Germany, France, Russia and Mexico (issue 32's tenth set,
// docs/detection.md §1f): a mark explained once binds only the items that carry it, gifts in the words those
// creators used (a stay, a loan, "for providing the test unit"), a bought item inside a gift list, a team's sponsor
// in the news, a Russian negation after the word.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const detect = detector(
  [
    brand('b-amz', 'Amazon', ['amazon.com', 'amazon.de', 'amazon.fr', 'amazon.es', 'amazon.com.mx'], 'Marketplace'),
    brand('b-conrad', 'Conrad', ['conrad.de'], 'Marketplace'),
    brand('b-fnac', 'Fnac', ['fnac.com'], 'Marketplace'),
    brand('b-coppel', 'Coppel', ['coppel.com'], 'Marketplace'),
    brand('b-bergfink', 'Bergfink', ['bergfink.de']),
    brand('b-canon', 'Canon', ['canon.de', 'canon.fr']),
    brand('b-movistar', 'Movistar', ['movistar.com.mx']),
    brand('b-megafon', 'МегаФон', ['megafon.ru']),
    brand('b-lumio', 'Lumio', ['lumio-cosmetics.com']),
  ],
  { videoId: 'vid00000010', title: 'Neues Video', channel: { title: 'Wanderfalke', handle: '@wanderfalke' } },
);

test('a footnote that explains the asterisk binds only the items that carry it', () => {
  const d = [
    'Was in meinem Rucksack ist:',
    'Stirnlampe* https://amzn.to/3xYzAb1',
    'Isomatte https://www.bergfink.de/isomatte-ultralight',
    'Kocher (gebraucht gekauft) https://www.kleinanzeigen.de/s-anzeige/kocher/12345',
    'Powerbank* https://www.conrad.de/de/p/powerbank-20000-mah-123456.html?insert=affwander',
    '*Partnerlink',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['amazon.com Affiliate', 'conrad.de Affiliate']);
  // The French and Spanish footnotes, with a space after the mark.
  const fr = [
    'Objectif* : https://amzn.to/2kLmNo9',
    'Trépied : https://www.fnac.com/a1234/trepied-carbone',
    '* lien affilié',
  ];
  assert.deepEqual(pairs(detect(fr.join('\n'))), ['amazon.com Affiliate']);
});

test('a header whose disclosure carries the mark binds only the marked items under it', () => {
  const header = [
    'Meine Ausrüstung (Partnerlinks*):',
    'Kamera: Canon EOS 80D* https://amzn.to/2aBcDe1',
    'Stativ: https://www.conrad.de/de/p/stativ-987.html',
    'Rucksack: https://www.bergfink.de/rucksack-30l',
  ];
  assert.deepEqual(pairs(detect(header.join('\n'))), ['amazon.com Affiliate']);
  const wording = [
    'Produkte mit * sind Affiliate-Links:',
    'Stativ* https://amzn.to/2aBcDe2',
    'Rucksack https://www.bergfink.de/rucksack-30l',
  ];
  assert.deepEqual(pairs(detect(wording.join('\n'))), ['amazon.com Affiliate']);
  // A header without a mark still covers every link of its list.
  const plain = [
    'Meine Ausrüstung (Partnerlinks):',
    'Kamera: https://amzn.to/2aBcDe1',
    'Stativ: https://www.conrad.de/de/p/stativ-987.html',
  ];
  assert.deepEqual(pairs(detect(plain.join('\n'))), ['amazon.com Affiliate', 'conrad.de Affiliate']);
});

test('emphasis asterisks around a label are no mark', () => {
  const d = [
    '*Anzeige* Dieses Video wird unterstützt von Bergfink: https://www.bergfink.de/wanderfalke',
    'Mein Kocher* https://amzn.to/2aBcDe3',
    '* Affiliate-Link',
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['amazon.com Affiliate', 'bergfink.de Integration']);
});

test('gifts in the words of stays, loans and test units', () => {
  const fr = ["Merci à l'Auberge du Lac de nous avoir accueillis deux nuits : https://www.aubergedulac-annecy.fr"];
  assert.deepEqual(pairs(detect(fr.join('\n'))), ['aubergedulac-annecy.fr Free Product']);
  const fr2 = ['Le Kayak Club nous a prêté les bateaux : https://www.kayakclub-verdon.fr'];
  assert.deepEqual(pairs(detect(fr2.join('\n'))), ['kayakclub-verdon.fr Free Product']);
  const es = ['La posada El Mirador nos invitó a pasar el fin de semana: https://www.posadaelmirador.mx'];
  assert.deepEqual(pairs(detect(es.join('\n'))), ['posadaelmirador.mx Free Product']);
  const es2 = ['Gracias a Lumio por regalarnos las cremas 💕 https://lumio-cosmetics.com/cremas'];
  assert.deepEqual(pairs(detect(es2.join('\n'))), ['lumio-cosmetics.com Free Product']);
  const de = ['Danke an Canon für das Bereitstellen der Kamera!', 'Infos: https://www.canon.de/cameras/eos-r'];
  assert.deepEqual(pairs(detect(de.join('\n'))), ['canon.de Free Product']);
  const de2 = ['Den Schlafsack hat uns Bergfink zugeschickt (unbezahlte Werbung): https://www.bergfink.de/schlafsack'];
  assert.deepEqual(pairs(detect(de2.join('\n'))), ['bergfink.de Free Product']);
});

test('a gift list in German binds every item, and a code on an item leaves it a gift', () => {
  const d = [
    'Die Produkte wurden mir von den Firmen kostenlos geschickt, bezahlt wurde ich dafür nicht.',
    'Lumio Nachtcreme https://lumio-cosmetics.com/nachtcreme',
    'Bergfink Thermoskanne https://www.bergfink.de/thermo',
    'Mit dem Code FALKE10 gibt es 10 % bei Bergfink!',
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['bergfink.de Free Product', 'lumio-cosmetics.com Free Product']);
});

test('an item the creator bought is no gift of the list it stands in', () => {
  const d = [
    "Tous ces produits m'ont été offerts :",
    '- Crème Lumio https://lumio-cosmetics.com/creme',
    "- Une lampe que j'ai achetée moi-même https://www.fnac.com/a5678/lampe",
    '- Gourde Bergfink https://www.bergfink.de/gourde',
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['bergfink.de Free Product', 'lumio-cosmetics.com Free Product']);
});

test("a team's or a league's sponsor in the news is no sponsorship", () => {
  const es = [
    'Movistar será el nuevo patrocinador de la Selección por cuatro años. https://www.movistar.com.mx/prensa',
  ];
  assert.deepEqual(pairs(detect(es.join('\n'), { title: 'Movistar y la Selección' })), []);
  const ru = ['МегаФон стал генеральным спонсором сборной России по хоккею: https://moscow.megafon.ru/press'];
  assert.deepEqual(pairs(detect(ru.join('\n'), { title: 'МегаФон и сборная' })), []);
  // A sponsor of the video stays one.
  const paid = ['Спонсор выпуска – МегаФон: https://moscow.megafon.ru/promo/falke'];
  assert.deepEqual(pairs(detect(paid.join('\n'))), ['megafon.ru Integration']);
});

test('a Russian negation after the advertising word', () => {
  for (const line of ['Реклама отсутствует, всё куплено мной.', 'Рекламы нет – всё куплено на мои деньги.']) {
    const d = [line, 'Крем Lumio – https://lumio-cosmetics.com/ru/krem'];
    assert.deepEqual(pairs(detect(d.join('\n'))), [], line);
  }
});

test('a gift sentence followed on its line by a store to buy from does not make the store the sender', () => {
  const d =
    'Das Testgerät wurde mir von Acer zur Verfügung gestellt. Erhältlich bei Conrad: https://www.conrad.de/de/p/acer-swift-3-555.html';
  assert.deepEqual(pairs(detect(d)), []);
  // A sentence of its own that ends in ":" still introduces its list.
  const list = 'Zur Verfügung gestellt wurden mir: Nachtcreme https://lumio-cosmetics.com/nacht';
  assert.deepEqual(pairs(detect(list)), ['lumio-cosmetics.com Free Product']);
});

test("stores' program keys that are ordinary words elsewhere count on their own domains", () => {
  const d = [
    'Lo compré aquí: https://articulo.mercadolibre.com.mx/MLM-555-audifonos?matt_tool=99887766',
    'Tour en Oaxaca: https://www.civitatis.com/es/oaxaca/tour-monte-alban/?aid=4321',
    'Крем: https://www.ozon.ru/context/detail/id/1555/?partner=wanderfalke',
    'Otra tienda: https://www.ejemplo-tienda.mx/p/555?aid=4321&partner=x',
  ].join('\n');
  assert.deepEqual(pairs(detect(d)), ['civitatis.com Affiliate', 'mercadolibre.com.mx Affiliate', 'ozon.ru Affiliate']);
});

test('a name of common words in title case keeps its inner function words in lower case', () => {
  const d = detector([brand('b-sea', 'Sea of Thieves', ['seaofthieves.com'])], {
    videoId: 'vid00000011',
    title: 'Wir segeln in Sea of Thieves',
    channel: { title: 'Wanderfalke', handle: '@wanderfalke' },
  });
  assert.deepEqual(pairs(d('Werbung: In Kooperation mit Sea of Thieves. Mehr: https://www.seaofthieves.com/de')), [
    'seaofthieves.com Dedicated',
  ]);
  // Prose in lower case is still no name.
  assert.deepEqual(pairs(d('Werbung für die sea of thieves da draußen, unbezahlt.')), []);
});

test('a closing sentence about "the affiliate links" speaks of the items labeled one by one', () => {
  const d = [
    'Mes favoris :',
    '- Sérum (lien affilié) https://amzn.to/2sErUm1',
    '- Thé du matin https://www.palaisdesthes.com/fr/the-vert',
    '- Bougie https://www.bergfink.de/kerze',
    'Les liens affiliés me rapportent quelques centimes, merci !',
  ];
  assert.deepEqual(pairs(detect(d.join('\n'))), ['amazon.com Affiliate']);
  // Without items labeled one by one it stays a disclosure of its list.
  const plain = [
    'Mes favoris :',
    '- Sérum https://amzn.to/2sErUm1',
    '- Bougie https://www.bergfink.de/kerze',
    'Les liens affiliés me rapportent quelques centimes.',
  ];
  assert.deepEqual(pairs(detect(plain.join('\n'))), ['amazon.com Affiliate', 'bergfink.de Affiliate']);
});

test('a title names a Cyrillic brand in another grammatical case', () => {
  const d = 'При поддержке МегаФона: https://moscow.megafon.ru/promo/falke';
  assert.deepEqual(pairs(detect(d, { title: 'Неделя без интернета от МегаФона' })), ['megafon.ru Dedicated']);
  assert.deepEqual(pairs(detect(d, { title: 'Неделя в горах' })), ['megafon.ru Integration']);
});

test('"notre site partenaire" is a paid partner', () => {
  const d = 'Les cotes du match sur notre site partenaire : https://www.parions-vite.fr/foot (18+)';
  assert.deepEqual(pairs(detect(d)), ['parions-vite.fr Integration']);
});

test('a unit to test, a shipment and an invitation are gifts', () => {
  const cases: [string, string][] = [
    ['Die Stirnlampe habe ich von Bergfink zum Testen bekommen: https://www.bergfink.de/stirnlampe', 'bergfink.de'],
    ["J'ai reçu ce trépied de la part de Bergfink : https://www.bergfink.de/fr/trepied", 'bergfink.de'],
    ['Cortesía de Lumio: https://lumio-cosmetics.com/mx', 'lumio-cosmetics.com'],
    ["Merci au Refuge des Aiguilles pour l'invitation ! https://www.refuge-aiguilles.fr", 'refuge-aiguilles.fr'],
    ['Фонарик на тест от Бергфинк: https://www.bergfink.de/ru/fonar', 'bergfink.de'],
  ];
  for (const [d, domain] of cases) assert.deepEqual(pairs(detect(d)), [`${domain} Free Product`], d);
  // A friend's invitation with a profile link is no gift.
  assert.deepEqual(
    pairs(detect('Zum Grillen hat uns Tim eingeladen, seine Fotos: https://instagram.com/tim.grillt')),
    [],
  );
});

test('an advertising label alone on its line labels the video', () => {
  for (const label of ['ANZEIGE', '*Werbung*', '– Publicidad –']) {
    const d = [
      label,
      'Drei Tage mit der neuen Bergfink Jacke unterwegs!',
      'Jacke: https://www.bergfink.de/jacke-alpin',
    ];
    assert.deepEqual(pairs(detect(d.join('\n'))), ['bergfink.de Integration'], label);
  }
  // Unpaid advertising is no label of a paid segment.
  const unpaid = ['unbezahlte Werbung', 'Jacke: https://www.bergfink.de/jacke-alpin'];
  assert.deepEqual(pairs(detect(unpaid.join('\n'))), []);
});

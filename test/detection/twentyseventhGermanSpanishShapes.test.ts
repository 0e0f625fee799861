// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The twenty-seventh set's German and Mexican Spanish shapes (docs/detection.md §1zb): a parcel that arrives unasked, a
// press car, a unit that stays the maker's, a loan "soltado" for the review and sent back, a gift naming nobody under
// a title naming its maker, commissioned and remunerated videos, "(Werbevideo)" and "(Contenido pagado)" labels, "un
// trabajo pagado por", "financió este video", a share of each sale, "spart ihr 15 %", zanox deep links, a name that
// only ever heads a longer English name; with the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-store', 'Kaufhalle', ['kaufhalle.de'], 'Marketplace'),
  brand('b-free', 'Free', ['free.fr']),
  brand('b-tel', 'Telnova México', ['telnova.com.mx']),
  brand('b-rival', 'Ondacel', ['ondacel.mx']),
];
const video = {
  videoId: 'vid00000127',
  title: 'Wochenende in der Küche',
  channel: { title: 'Harbor Lane', handle: '@harborlane' },
};
const detect = detector(catalog, video);
const withLink = (line: string) => `${line}\nhttps://orbitra.com/p`;
const expect = (want: string[], lines: string[], d = detect) => {
  for (const line of lines) assert.deepEqual(pairs(d(withLink(line))), want, line);
};

test('German: a parcel that arrived unasked from the maker is a gift; an order that arrived is none', () => {
  expect(
    ['orbitra.com Free Product'],
    [
      'Das Päckchen kam letzte Woche unangekündigt von Orbitra.',
      'Ein Paket von Orbitra kam ganz unverhofft bei mir an.',
      'Unbestellt ist ein Päckchen von Orbitra eingetroffen.',
      'Die Box von Orbitra ist mir ungefragt ins Haus geflattert.',
    ],
  );
  expect(
    [],
    [
      'Das Paket von Orbitra kam pünktlich, meine Bestellung war vollständig.',
      'Das Paket kam gestern, bestellt hatte ich bei Orbitra.',
      'Orbitra hat angekündigt, dass neue Pakete kommen.',
    ],
  );
});

test('German: a press car, a test car from the maker, a unit that stays the maker’s, is a loan', () => {
  expect(
    ['orbitra.com Free Product'],
    [
      'Der Kombi ist ein Pressefahrzeug von Orbitra, wir hatten ihn zehn Tage.',
      'Der Testwagen von Orbitra stand eine Woche vor unserer Tür.',
      'Das Handy in diesem Video gehört Orbitra und geht nächste Woche zurück.',
      'Das Testgerät gehört Orbitra.',
      'Die Kamera bleibt Eigentum von Orbitra.',
    ],
  );
  expect(
    [],
    [
      'Die Marke gehört Orbitra seit 2015.',
      'Die Musik in diesem Video gehört Orbitra.',
      'Das Auto in diesem Video gehört meinem Vater, gekauft bei Orbitra.',
    ],
  );
});

test('German: commissioned and remunerated, a video labelled as an ad; a study commissioned in news is none', () => {
  const titled = detector(catalog, { ...video, title: 'WENN DIE PIZZA KALT IST (Werbevideo)' });
  expect(['orbitra.com Dedicated'], ['Dieser Sketch ist im Auftrag von Orbitra entstanden.'], titled);
  expect(
    ['orbitra.com Integration'],
    [
      'Das Video wurde im Auftrag von Orbitra produziert und dafür vergütet.',
      'Ich wurde dafür von Orbitra vergütet.',
      'Vergütete Kooperation mit Orbitra.',
    ],
  );
  expect(
    [],
    [
      'Eine Studie im Auftrag von Orbitra zeigt, dass Pendler mehr Zeit im Stau verbringen.',
      'Das Video wurde von Orbitra nicht vergütet.',
    ],
  );
});

test('German: "bezahlt von" the creator’s own money is none; "spart ihr 15 %" at a store is a discount', () => {
  expect([], ['Gefunden bei Orbitra, bezahlt von meinem Ersparten.', 'Bezahlt von mir selbst, gekauft bei Orbitra.']);
  expect(['orbitra.com Integration'], ['Bezahlt von Orbitra.']);
  expect(
    ['orbitra.com Affiliate'],
    ['Mit LENA15 spart ihr 15 % bei Orbitra.', 'Mit meinem Link 10 % sparen bei Orbitra.', 'Spart 5 € bei Orbitra.'],
  );
});

test('Spanish: lent for the review and given back, handed over ("me lo soltaron"), arrived unasked, is a gift', () => {
  expect(
    ['orbitra.com Free Product'],
    [
      'Este teléfono es de Orbitra: me lo soltaron dos semanas para la reseña y ya regresó.',
      'Orbitra nos lo roló un mes para el video.',
      'La cámara me la soltó Orbitra para probarla.',
      'La caja de Orbitra llegó de sorpresa.',
      'Orbitra mandó el kit sin pedirlo.',
      'Orbitra me prestó el dron y ya lo devolví.',
    ],
  );
  expect(
    [],
    [
      'El pedido de Orbitra llegó a mi casa en dos días.',
      'Orbitra soltó el precio oficial ayer.',
      'Mi mamá me lo soltó de sorpresa, es de Orbitra.',
    ],
  );
});

test('Spanish: a gift naming nobody under a title naming its maker is the maker’s; a store or a purchase is none', () => {
  const titled = detector(catalog, { ...video, title: 'PROBANDO LO NUEVO DE ORBITRA' });
  const list = [
    'LO QUE PROBÉ',
    '• Labial líquido mate en tono canela',
    '• Paleta de sombras de tonos tierra',
    '• Iluminador en polvo tono oro rosa',
    '• Fijador en spray de larga duración',
    '• Delineador negro a prueba de agua',
    '• Máscara de pestañas con efecto volumen',
    '• Rubor en crema de tono durazno',
  ].join('\n');
  const text = (gift: string, extra = '') =>
    `Hoy probamos la línea de Orbitra.\n\n${gift}\n\n${list}\n\nLa consiguen en https://orbitra.com/p${extra}`;
  assert.deepEqual(pairs(titled(text('El kit me llegó de sorpresa, les doy mi opinión real.'))), [
    'orbitra.com Free Product',
  ]);
  assert.deepEqual(pairs(titled(text('El kit me llegó de sorpresa.', '\n\nLa base la compré yo.'))), []);
  const store = detector(catalog, { ...video, title: 'HAUL DE KAUFHALLE' });
  assert.deepEqual(
    pairs(store('Hoy les enseño lo de Kaufhalle.\n\nLa caja llegó de sorpresa.\n\nhttps://kaufhalle.de/x')),
    [],
  );
});

test('Spanish: a paid job, a video financed, a labelled title; the brands compared beside it are none', () => {
  const titled = detector(catalog, { ...video, title: 'Probamos la red de Telnova en la sierra' });
  assert.deepEqual(
    pairs(
      titled(
        'Este video es un trabajo pagado por Telnova México: cubrieron el viaje.\n\nDe respaldo llevamos un chip de Ondacel.\nhttps://telnova.com.mx/planes',
        { includesPaidPromotion: true },
      ),
    ),
    ['telnova.com.mx Dedicated'],
  );
  expect(
    ['orbitra.com Integration'],
    [
      'Orbitra financió este video para presentar su app.',
      'Contenido pagado por Orbitra.',
      'Video financiado por Orbitra.',
    ],
  );
  const labelled = detector(catalog, { ...video, title: 'JUGUÉ EL NUEVO MAPA (Contenido pagado)' });
  expect(['orbitra.com Dedicated'], ['Orbitra financió este video.'], labelled);
  expect(
    [],
    [
      'El proyecto fue financiado por el gobierno del estado, lean la nota de Orbitra.',
      'No es contenido pagado por Orbitra.',
    ],
  );
});

test('Spanish: a share of each sale is an affiliate disclosure; a feeling about shopping is none', () => {
  const d = (line: string) => `${line}\nPaleta – https://orbitra.com/p\nBrochas – https://kaufhalle.de/b`;
  assert.deepEqual(pairs(detect(d('Si compras con mi link a mí me dan algo por cada venta.'))), [
    'kaufhalle.de Affiliate',
    'orbitra.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect(d('De lo que compres en estos links me cae una pequeña parte.'))), [
    'kaufhalle.de Affiliate',
    'orbitra.com Affiliate',
  ]);
  assert.deepEqual(pairs(detect(d('Me da algo de flojera ir a la tienda.'))), []);
});

test('A zanox deep link names the store in its [[…]] page; a name only ever heading a longer English name is that name', () => {
  assert.deepEqual(
    pairs(
      detect('♡ Serum: http://ad.zanox.com/ppc/?1234C5678&ULP=[[www.orbitra.com/serum/]]\n♡ = Werbelink zu Orbitra.'),
    ),
    ['orbitra.com Affiliate'],
  );
  const game = detector(catalog, { ...video, title: 'JUGUÉ FREE FIRE POR PRIMERA VEZ (Contenido pagado)' });
  assert.deepEqual(
    pairs(
      game(
        'Orbitra financió este video.\nDescarga Free Fire gratis 👉 https://orbitra.com/ff\nMi ID en Free Fire: 123',
      ),
    ),
    ['orbitra.com Dedicated'],
  );
  const french = detector(catalog, { ...video, title: 'Ma nouvelle box' });
  assert.deepEqual(pairs(french('Merci à Free pour ce partenariat : la Freebox est géniale.\nhttps://free.fr/box')), [
    'free.fr Integration',
  ]);
});

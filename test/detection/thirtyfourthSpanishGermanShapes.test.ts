// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fourth set's Spanish and German shapes (docs/detection.md §1zza): an organisation's official partners
// listed under their own header; a broadcast's slot bought or hired, its presenting sponsor "bringing" it, a video
// financed; an ad break chapter that names a new brand; a commercial cooperation; gifts and loans (a PR package in
// full words, a loan "en calidad de préstamo", a wardrobe given without charge, a box's contents, a machine left to
// test, a loaned copy, a visit on the brand's account); a purchase clause beside a gift; a regulator's link; and the
// readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.mx']),
  brand('b-quill', 'Quillon', ['quillon.com']),
  brand('b-moss', 'Mosswick', ['mosswick.com'], 'Marketplace'),
  brand('b-park', 'Sonnen-Park', ['sonnenpark.de']),
];
const video = {
  videoId: 'vid00000341',
  title: 'Resumen de la semana',
  channel: { title: 'Canal Nube', handle: '@canalnube' },
};
const detect = detector(catalog, video);

test("a header over an organisation's official partners opens a plain list, not a sponsors' one", () => {
  const headers = [
    'PATROCINADORES OFICIALES',
    'Socios oficiales del club:',
    'Offizielle Partner',
    'Unsere offiziellen Partner:',
    'Partner ufficiali',
    'OFFICIAL PARTNERS',
  ];
  for (const header of headers) {
    const text = [
      'Así vivimos la pretemporada en la costa. 🦅',
      'Tienda: https://tienda.nubefc.mx',
      '',
      header,
      'Orbitra · https://www.orbitra.com',
      'Velora · https://velora.mx',
      'Quillon · https://quillon.com',
    ].join('\n');
    assert.deepEqual(pairs(detect(text)), [], header);
  }
  // A creator's own sponsors' header still binds its list.
  for (const header of ['PATROCINADORES', 'Sponsoren dieses Videos:', 'Our sponsors']) {
    const text = ['Texto del video.', '', header, 'Orbitra · https://www.orbitra.com'].join('\n');
    assert.deepEqual(pairs(detect(text)), ['orbitra.com Integration'], header);
  }
});

const pairsOf = (text: string, paid = false, title = video.title) =>
  pairs(detect(text, { includesPaidPromotion: paid, title }));

test('a TV slot bought, paid or hired by a brand, and a broadcast a brand "brings": paid without the flag', () => {
  const lines = [
    'La Hora del Café es un espacio publicitario contratado por Orbitra. Más en https://www.orbitra.com/cafe',
    'Este segmento es una mención pagada por Orbitra: https://www.orbitra.com',
    'Las inserciones comerciales contratadas por Orbitra van en cada corte: https://www.orbitra.com',
    'Los mejores goles de la fecha te los presenta Orbitra: https://www.orbitra.com/futbol',
    'El pronóstico del clima les llega cada mañana; hoy se los trae… no: Orbitra les trae el pronóstico del clima: https://www.orbitra.com',
    'Este vídeo lo financia Orbitra, y con nuestro enlace hay un 5% de descuento: https://www.orbitra.com/?r=NUBE',
  ];
  for (const line of lines) assert.deepEqual(pairsOf(line), ['orbitra.com Integration'], line);
  // A store's delivery is no broadcast it brings; a slot the channel bought itself names no payer.
  for (const line of [
    'El pedido te lo trae Orbitra en 24 horas: https://www.orbitra.com',
    'Compré la olla en Orbitra y te la traen a tu casa: https://www.orbitra.com',
  ])
    assert.deepEqual(pairsOf(line), [], line);
});

test('an ad break chapter names the new brand whose link the description holds', () => {
  const text = [
    'Todo lo que hay que revisar antes de firmar.',
    '0:00 Intro',
    '1:10 Paso 1',
    '4:20 Pausa publicitaria: Brisa Seguros',
    '5:30 Paso 2',
    'Cotiza en https://www.brisaseguros.com.mx/nube',
  ].join('\n');
  assert.deepEqual(pairsOf(text, true), ['brisaseguros.com.mx Integration']);
  const german = [
    'Weiter geht es mit Kapitel vier.',
    'Hol dir das Spiel: https://www.quillon.com/de/nube',
    '0:00 Werbepause: Quillon Heroes',
    '1:30 Wo waren wir?',
    '9:00 Der Hafen',
  ].join('\n');
  assert.deepEqual(pairsOf(german), ['quillon.com Integration']);
});

test('a commercial cooperation in German is paid', () => {
  for (const line of [
    'Kommerzielle Zusammenarbeit mit Orbitra: 30 Tage gratis testen unter https://www.orbitra.com/nube',
    'Entgeltliche Kooperation mit Orbitra – alle Infos: https://www.orbitra.com',
  ])
    assert.deepEqual(pairsOf(line), ['orbitra.com Integration'], line);
});

test('Spanish gifts and loans: a PR package in full words, a loan "en calidad de", a wardrobe free of charge', () => {
  const lines = [
    'Abro la caja de relaciones públicas de Orbitra con sus sueros nuevos. https://www.orbitra.com',
    'El portátil lo tengo en calidad de préstamo de Orbitra, regresa en dos semanas. https://www.orbitra.com',
    'Vestuario: Orbitra, que nos vistió a todo el elenco sin cobrarnos nada https://www.orbitra.com',
    'Los de Orbitra nos vistieron para el rodaje sin cobrarnos ni un peso https://www.orbitra.com',
  ];
  for (const line of lines) assert.deepEqual(pairsOf(line), ['orbitra.com Free Product'], line);
  // Dressed, with nothing said of the charge, is a purchase or a credit: no gift.
  assert.deepEqual(pairsOf('Vestuario: Orbitra, que vistió a toda la banda para la gira https://www.orbitra.com'), []);
});

test("a box's contents are no giver: the store that sent it is", () => {
  const text = [
    'Tomás abrió su regalo. Juguetería Brisa le mandó una caja llena de Velora por su cumpleaños.',
    'Juguetería Brisa: https://www.jugueteriabrisa.mx',
  ].join('\n');
  assert.deepEqual(pairsOf(text), ['jugueteriabrisa.mx Free Product']);
  const english = 'Brisa Toys sent us a box full of Velora for the twins, as a surprise! https://www.brisatoys.com';
  assert.deepEqual(pairsOf(english), ['brisatoys.com Free Product']);
});

test("German loans: a machine left to test, a loaned copy, a visit on the brand's account", () => {
  const lines: [string, string][] = [
    [
      'Orbitra hat uns den Mähroboter für einen Sommer dagelassen, damit wir ihn testen können. https://www.orbitra.com',
      'orbitra.com',
    ],
    ['Das Tablet ist ein Leihexemplar von Orbitra und geht danach zurück. https://www.orbitra.com', 'orbitra.com'],
    [
      'Zwei Tageskarten und das Abendessen gingen auf Kosten des Sonnen-Parks. https://www.sonnenpark.de',
      'sonnenpark.de',
    ],
    ['Die Übernachtung ging auf Kosten von Orbitra, danke! https://www.orbitra.com', 'orbitra.com'],
  ];
  for (const [line, domain] of lines) assert.deepEqual(pairsOf(line), [`${domain} Free Product`], line);
});

test('a brand the creator bought, in the clause beside a gift, is no giver', () => {
  for (const line of [
    'Die Orbitra X7 hat mir Orbitra zum Testen geschickt, die Quillon Q3 habe ich mir selbst im Fachhandel gekauft. https://www.orbitra.com',
    'Den Orbitra S2 hat uns Orbitra geliehen, den Quillon 500 haben wir uns letztes Jahr besorgt. https://www.orbitra.com',
  ])
    assert.deepEqual(pairsOf(line), ['orbitra.com Free Product'], line);
});

test("an advertising regulator's guidance is no sponsor", () => {
  const text = [
    'Wann ist ein Post Werbung? Wir erklären die Regeln.',
    'Leitfaden der Medienanstalten: https://www.die-medienanstalten.de/service/leitfaden',
    'Der Werberat dazu: https://www.werberat.de/regeln',
    '#Anzeige #Influencer',
  ].join('\n');
  assert.deepEqual(pairsOf(text), []);
});

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-fourth set's Spanish and German shapes (docs/detection.md §1zza): an organisation's official partners
// listed under their own header; and the readings they must leave alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const catalog = [
  brand('b-orbit', 'Orbitra', ['orbitra.com']),
  brand('b-velo', 'Velora', ['velora.mx']),
  brand('b-quill', 'Quillon', ['quillon.com']),
  brand('b-moss', 'Mosswick', ['mosswick.com'], 'Marketplace'),
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

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-second set's Spanish and Russian round (docs/detection.md §1zt): paid TV and news segments, placements by
// an ad contract, gifts and loans in more words, a store's share, a dealer beside the make it sells.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

// Casa Norteña, Кедрон and АвтоДом are no catalog brands: found from their links.
const catalog = [brand('b-lada', 'LADA', ['lada.ru']), brand('b-nissan', 'Nissan', ['nissan.com.mx'])];
const es = detector(catalog, {
  videoId: 'vid00000331',
  title: 'Receta de la semana',
  channel: { title: 'Cocina MX', handle: '@cocinamx' },
});
const ru = detector(catalog, {
  videoId: 'vid00000332',
  title: 'Новый выпуск',
  channel: { title: 'Канал', handle: '@kanal' },
});

test('Spanish: a segment a brand finances or pays to appear in, an advertorial, a paid agreement', () => {
  const lines = [
    'Esta cápsula la financia Casa Norteña; el contenido es de la redacción.',
    'Publirreportaje. La sección es de Casa Norteña.',
    'Casa Norteña paga por aparecer en el programa cada martes.',
    'La botella sale en el video por un acuerdo pagado entre Casa Norteña y el sello.',
  ];
  for (const line of lines) {
    const d = `${line} https://www.casanortena.mx/ofertas\n\nSíguenos en Instagram`;
    assert.deepEqual(pairs(es(d)), ['casanortena.mx Integration'], line);
  }
});

test('Spanish: a loan, nights not charged, a trip covered, a unit handed over for the review', () => {
  const lines = [
    'La ropa la puso Casa Norteña en préstamo para el rodaje y se regresó al terminar.',
    'Las dos noches en Casa Norteña no nos las cobraron: fue una invitación.',
    'El viaje (vuelos y hotel) lo cubrió Casa Norteña.',
    'La tableta es préstamo de Casa Norteña; la semana que viene se regresa.',
    'La batidora nos la entregaron en Casa Norteña para hacer la reseña.',
  ];
  for (const line of lines) {
    const d = `${line} https://www.casanortena.mx\n\nSíguenos en Instagram`;
    assert.deepEqual(pairs(es(d)), ['casanortena.mx Free Product'], line);
  }
  // Leave to film in a shop is a permission, not a gift; a loan of money is no product's loan.
  for (const line of [
    'La tienda Casa Norteña nos dejó grabar gratis, pero lo que sale lo compramos nosotros.',
    'No me pusieron condiciones para hablar de la tienda Casa Norteña.',
  ]) {
    assert.deepEqual(pairs(es(`${line} https://www.casanortena.mx`)), [], line);
  }
});

test('Spanish: a share of what the viewer spends', () => {
  const d =
    'Si vas a comprar monedas en la tienda, Casa Norteña me pasa una parte de lo que gastes. https://www.casanortena.mx/tienda';
  assert.deepEqual(pairs(es(d)), ['casanortena.mx Affiliate']);
});

test('Russian: ad money, part of an ad contract, the customer of this ad', () => {
  const lines = [
    'Рубрика выходит на рекламные деньги «Кедрона».',
    'Сцены в кафе — часть рекламного договора с Кедроном.',
    'Кедрон — заказчик этого рекламного ролика.',
  ];
  for (const line of lines) {
    const d = `${line} https://www.kedron.ru/promo\n\nПодписывайтесь на канал`;
    assert.deepEqual(pairs(ru(d)), ['kedron.ru Integration'], line);
  }
  // A club's ad contract in the news is no ad of this video.
  const news = 'Клуб подписал рекламный контракт с Кедроном на три года. https://www.kedron.ru';
  assert.deepEqual(pairs(ru(news)), []);
});

test('Russian: a key dropped for free, given for nothing, lent for the review and back on the shelf', () => {
  const lines = [
    'Ключ мне скинули из офиса Кедрона до релиза — бесплатно, условий не ставили.',
    'Миксер отдал мне даром офис Кедрона, безо всяких обязательств.',
    'Магазин «Кедрон» выдал планшет мне под обзор, и он вернётся к ним через неделю.',
  ];
  for (const line of lines) {
    const d = `${line} https://www.kedron.ru/item\n\nПодписывайтесь на канал`;
    assert.deepEqual(pairs(ru(d)), ['kedron.ru Free Product'], line);
  }
  // A brother's gift is none.
  assert.deepEqual(pairs(ru('Брат отдал мне даром свой старый телефон Кедрон. https://www.kedron.ru')), []);
});

test('Russian: a store that returns a percent of the order', () => {
  const d = 'Вещи даю через партнёрку: если закажете, магазин вернёт мне маленький процент. https://www.kedron.ru/p/1';
  assert.deepEqual(pairs(ru(d)), ['kedron.ru Affiliate']);
});

test('a dealer lends the car: the dealer, not the make it sells', () => {
  const r =
    'Машину на неделю дал покататься «АвтоДом», дилер LADA в Самаре: https://avtodom-samara.ru/lada/ — вернул с полным баком.';
  assert.deepEqual(pairs(ru(r)), ['avtodom-samara.ru Free Product']);
  const e =
    'El coche nos lo prestó el concesionario Nissan de Puebla para probarlo: https://www.autosdelvalle.mx/nissan';
  assert.deepEqual(pairs(es(e)), ['autosdelvalle.mx Free Product']);
  // The maker's own loan stays the maker's.
  const own = 'Машину на неделю дал покататься LADA: https://www.lada.ru/cars/vesta';
  assert.deepEqual(pairs(ru(own)), ['lada.ru Free Product']);
});

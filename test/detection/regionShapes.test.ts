// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// Detection on trending descriptions in Turkey, Indonesia, Poland, the Arab countries and Vietnam (issue 32's twelfth
// set, docs/detection.md §1h): gifts, loans and hosted stays in those languages' words, a gift list introduced by
// "all of them", negations written after the words or before them, the countries' store short links and iHerb's
// code key, and a clip "shot in cooperation with" its sponsor.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector, pairs } from '../helpers/detect.js';

const detect = detector(
  [
    brand('b-trendyol', 'Trendyol', ['trendyol.com'], 'Marketplace', ['ty.gl']),
    brand('b-tokopedia', 'Tokopedia', ['tokopedia.com'], 'Marketplace', ['tokopedia.link']),
    brand('b-asus', 'Asus', ['asus.com']),
    brand('b-canon', 'Canon', ['canon.pl']),
    brand('b-agoda', 'Agoda', ['agoda.com']),
  ],
  { videoId: 'vid00000012', title: 'Yeni video', channel: { title: 'Kanal Deneme', handle: '@kanaldeneme' } },
);

test('a maker that sent, lent or gave the unit, in Turkish, Indonesian, Polish, Arabic and Vietnamese', () => {
  assert.deepEqual(pairs(detect('Kulaklık inceleme için Sony tarafından gönderildi. https://www.sony.com.tr/wh')), [
    'sony.com.tr Free Product',
  ]);
  assert.deepEqual(pairs(detect("Mouse (Corsair'den hediye): https://www.corsair.com/tr/mouse")), [
    'corsair.com Free Product',
  ]);
  assert.deepEqual(pairs(detect("Philips'in gönderdiği ürünler: https://www.philips.com.tr/airfryer")), [
    'philips.com.tr Free Product',
  ]);
  assert.deepEqual(pairs(detect('Laptop ini dipinjamkan oleh Asus untuk diulas. https://www.asus.com/id/zenbook')), [
    'asus.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('(keyboard dikirim Rexus buat review) https://www.rexus.id/daxa')), [
    'rexus.id Free Product',
  ]);
  assert.deepEqual(pairs(detect('Aparat wypożyczył mi Canon na dwa tygodnie. https://www.canon.pl/eos-r6')), [
    'canon.pl Free Product',
  ]);
  assert.deepEqual(pairs(detect('Słuchawki przysłał mi Jabra: https://www.jabra.com.pl/elite')), [
    'jabra.com.pl Free Product',
  ]);
  assert.deepEqual(pairs(detect('وصلني من شاومي للمراجعة https://www.mi.com/sa/redmi')), ['mi.com Free Product']);
  assert.deepEqual(pairs(detect('العطور مقدمين من عطور العربية https://www.arabianoud.com')), [
    'arabianoud.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Máy được Asus cho mượn để review: https://www.asus.com/vn/zenbook')), [
    'asus.com Free Product',
  ]);
});

test('a stay offered by its host, in Turkish, Indonesian, Polish, Arabic and Vietnamese', () => {
  assert.deepEqual(pairs(detect('Kaş Butik Otel bizi iki gece ağırladı: https://www.kasbutikotel.com')), [
    'kasbutikotel.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Kami diundang menginap oleh Villa Ubud Asri https://www.villaubudasri.com')), [
    'villaubudasri.com Free Product',
  ]);
  assert.deepEqual(pairs(detect('Pensjonat Pod Lipą zaprosił nas na weekend: https://www.podlipa.pl')), [
    'podlipa.pl Free Product',
  ]);
  assert.deepEqual(pairs(detect('استضافني منتجع البحر الأحمر https://www.redsearesort.sa')), [
    'redsearesort.sa Free Product',
  ]);
  assert.deepEqual(pairs(detect('Homestay Đà Lạt Xanh mời ở 2 đêm để trải nghiệm: https://www.dalatxanh.vn')), [
    'dalatxanh.vn Free Product',
  ]);
});

test('"all of them" introduces a gift list, so the gift binds every item', () => {
  const tr = [
    'Gelen kutuları açıyoruz. Hepsi bana hediye olarak gönderildi:',
    '- Ruj: https://www.golden-rose.com.tr/ruj',
    '- Serum: https://www.thepurest.com.tr/serum',
  ].join('\n');
  assert.deepEqual(pairs(detect(tr)), ['golden-rose.com.tr Free Product', 'thepurest.com.tr Free Product']);
});

test('negations after the words in Turkish and before them in Vietnamese', () => {
  assert.deepEqual(pairs(detect('Sponsorlu bir tatil değildi, kamp alanı: https://www.kampalani.com.tr')), []);
  assert.deepEqual(pairs(detect('Mình không nhận tài trợ, phòng đặt qua https://www.agoda.com/vi-vn')), []);
  assert.deepEqual(pairs(detect('Video không có nhà tài trợ. Máy mua ở https://www.thegioididong.com')), []);
  // "không dầu" (oil-free) is a word of the product, not a negation of the gift.
  assert.deepEqual(
    pairs(detect('Nồi chiên không dầu được Philips gửi tặng để trải nghiệm https://www.philips.com.vn/noi-chien')),
    ['philips.com.vn Free Product'],
  );
});

test("the countries' store short links and iHerb's code key are affiliate links", () => {
  assert.deepEqual(pairs(detect('Tas kamera: https://tokopedia.link/aBc123Xy')), ['tokopedia.com Affiliate']);
  assert.deepEqual(pairs(detect('Nemlendirici: https://ty.gl/xY7kQ2')), ['trendyol.com Affiliate']);
  assert.deepEqual(pairs(detect('زيت الأرغان: https://sa.iherb.com/pr/argan-oil/555?rcode=KANAL5')), [
    'iherb.com Affiliate',
  ]);
});

test('a clip "shot in cooperation with" its sponsor is paid', () => {
  assert.deepEqual(pairs(detect('Klip, Vodafone iş birliğiyle çekilmiştir. https://www.vodafone.com.tr/red')), [
    'vodafone.com.tr Integration',
  ]);
});

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The thirty-second set's first changes (docs/detection.md §1zq): Involve Asia, the affiliate network of South-East
// Asia's marketplaces, is a network (its deep links name their store in `url=`, its short links are no brand), and a
// directory's own store named beside a short link stands when the directory does not list the host record's domain.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brand, detector } from '../helpers/detect.js';

const detect = detector(
  [
    brand('b-laz', 'Lazada', ['lazada.co.th', 'lazada.com.ph', 'lazada.com.my', 'lazada.sg'], 'Marketplace'),
    brand('b-shp', 'Shopee', ['shopee.ph', 'shopee.sg'], 'Marketplace'),
  ],
  {
    videoId: 'vid00032001',
    title: 'Budget camping stove test',
    channel: { title: 'Trail Kusina', handle: '@trailkusina' },
  },
);

const pairs = (description: string) =>
  detect(description)
    .map((s) => `${s.domain}:${s.type}`)
    .sort();

test('an Involve Asia deep link is an affiliate link of the store its url= names, not a brand of its own', () => {
  const deep =
    'https://invol.co/aff_m?offer_id=77&aff_id=4410&source=deeplink_generator&url=https%3A%2F%2Fwww.lazada.com.my%2Fbutane-stove-portable-5512.html';
  assert.deepEqual(pairs(`Stove I used:\n${deep}\nGas canisters from the petrol station.`), ['lazada.co.th:Affiliate']);
  assert.deepEqual(
    pairs(`Full kit list (affiliate): https://involve.asia/aff_m?offer_id=5&url=https%3A%2F%2Fshopee.ph%2Fkettle-991`),
    ['shopee.ph:Affiliate'],
  );
});

test("an Involve Asia short link is no brand; a store named beside it is the directory's store of that name", () => {
  assert.deepEqual(pairs('Windscreen: https://invol.co/cl9q2rd\nPot set: https://invol.co/cl8z1xe'), []);
  // The host record's Lazada is lazada.com, which this directory does not list: its own Lazada stands.
  assert.deepEqual(pairs('Titanium spork on Lazada: https://invol.co/cl7k4mw'), ['lazada.co.th:Affiliate']);
  assert.deepEqual(pairs('Lazada - https://geni.us/StoveMY'), ['lazada.co.th:Affiliate']);
});

const gaming = detector(
  [brand('b-epic', 'Epic Games', ['epicgames.com']), brand('b-fn', 'Fortnite', ['fortnite.com'])],
  { videoId: 'vid00032002', title: 'Squads with viewers', channel: { title: 'Lumo Plays', handle: '@lumoplays' } },
);
const gamingPairs = (description: string) =>
  gaming(description)
    .map((s) => `${s.domain}:${s.type}`)
    .sort();

test("a creator code in a game's item shop is the publisher's program: Epic Games, not Fortnite", () => {
  assert.deepEqual(
    gamingPairs(
      'Use code LUMO in the Fortnite Item Shop, Epic gives me a cut of what you spend: https://www.epicgames.com/fortnite/en-US/creator-program',
    ),
    ['epicgames.com:Affiliate'],
  );
  // The item shop's own button in Spanish.
  assert.deepEqual(
    gamingPairs(
      'Pon LUMO en "Apoyar a un creador" en la tienda y Epic me da una parte de lo que gastes. https://www.epicgames.com/fortnite/es-MX/home',
    ),
    ['epicgames.com:Affiliate'],
  );
  // "It costs you nothing extra" is the disclosure's own clause, no negation of it.
  assert.deepEqual(
    gamingPairs(
      'Pon LUMO en "Apoyar a un creador": a ti no te cuesta nada extra y Epic me da una parte de lo que gastes. https://www.epicgames.com/fortnite/es-MX/home',
    ),
    ['epicgames.com:Affiliate'],
  );
});

test("the publisher's store link without a creator code stays a store platform's link", () => {
  for (const text of [
    'Grab the game on the Epic store: https://www.epicgames.com/store/en-US/p/lumo-racers',
    'Patch notes are up here: https://www.epicgames.com/fortnite/en-US/news and they are long.',
  ])
    assert.ok(!gamingPairs(text).some((p) => p.startsWith('epicgames.com')), text);
});

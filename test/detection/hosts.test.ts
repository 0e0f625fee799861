// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// What the engine knows about hosts and stores is data: one record per host and one per store
// (src/detection/hosts.ts), from which every set the engine reads is derived.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  AFFILIATE_SHORTENERS,
  GENERIC_SHORTENERS,
  HOST_RECORDS,
  NOT_SPONSOR_DOMAINS,
  PROGRAM_QUERY_KEYS,
  RETAILERS,
  STORE_LINK_OWNERS,
  STORES,
  STORE_NAMES,
} from '../../src/detection/hosts.js';
import { hasAffiliateMarker } from '../../src/detection/links.js';

test('every host has one record, and every record says what it is and how its links are read', () => {
  const seen = new Set<string>();
  for (const r of HOST_RECORDS) {
    assert.ok(!seen.has(r.host), `${r.host} has one record`);
    seen.add(r.host);
    assert.equal(r.host, r.host.toLowerCase().trim(), r.host);
    assert.ok(r.destination.length > 0, r.host);
    if (r.kind === 'store') assert.ok(r.owner && r.affiliate && r.destination.includes('owner'), r.host);
    if (r.kind === 'affiliate-network') assert.ok(r.affiliate && !r.owner, r.host);
    if (r.kind === 'shortener') assert.deepEqual([r.affiliate, r.destination], [false, ['expand']], r.host);
    if (r.kind === 'platform' || r.kind === 'never-sponsor') assert.deepEqual(r.destination, ['none'], r.host);
  }
  // One record per store too.
  assert.equal(new Set(STORES.map((s) => s.domain)).size, STORES.length);
});

test('the sets the engine reads are the records', () => {
  for (const s of STORES) {
    for (const h of s.linkHosts ?? []) {
      assert.deepEqual(STORE_LINK_OWNERS[h], { domain: s.domain, name: s.name });
      assert.ok(AFFILIATE_SHORTENERS.has(h), h);
    }
    assert.equal(STORE_NAMES[s.domain], s.name);
    if (s.programKeys) assert.deepEqual(PROGRAM_QUERY_KEYS[s.domain], s.programKeys);
    if (s.words)
      assert.ok(
        RETAILERS.some((r) => r.domain === s.domain && r.label === s.name),
        s.name,
      );
  }
  assert.ok(GENERIC_SHORTENERS.has('bit.ly') && !AFFILIATE_SHORTENERS.has('bit.ly'));
  assert.ok(GENERIC_SHORTENERS.has('geni.us') && AFFILIATE_SHORTENERS.has('geni.us'));
  assert.ok(NOT_SPONSOR_DOMAINS.has('youtube.com') && !GENERIC_SHORTENERS.has('youtube.com'));
  // A store's program key, from its record: `campid=` on any eBay country domain, not elsewhere.
  assert.ok(hasAffiliateMarker('https://www.ebay.co.uk/itm/1?campid=5338'));
  assert.ok(!hasAffiliateMarker('https://www.example.com/itm/1?campid=5338'));
  // Names that are common words are read only capitalized.
  const target = RETAILERS.find((r) => r.domain === 'target.com')!;
  assert.ok(target.name.test('Target: bit.ly/x') && !target.name.test('my target: bit.ly/x'));
});

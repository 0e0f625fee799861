// The resolvers a detection names in a sponsorship's evidence (docs/detection.md §9), read back through the API: the
// detail's url candidate says how each of its links was read to the brand, MCP's get-sponsorship gives the same, and
// the OpenAPI document describes the field.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { BrandCatalog } from '../../src/detection/catalog.js';
import { detectBatch } from '../../src/detection/pipeline.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertVideo } from '../helpers/factories.js';
import { callOk, connectHttp } from '../helpers/mcp.js';

let t: TestApp;
let H: Record<string, string>;
let mcp: Client;
let bestBuy: string;
let nord: string;

const MONITOR =
  'https://click.linksynergy.com/deeplink?id=Ab1cD&mid=2866&murl=https%3A%2F%2Fwww.bestbuy.com%2Fsite%2Fmonitor%2F6543.p';

before(async () => {
  t = await createTestApp();
  H = bearer(await t.key());
  mcp = await connectHttp(await t.app.listen({ host: '127.0.0.1', port: 0 }), await t.key());
  await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] });
  const creator = await insertCreator(t.db, { title: 'Desk Lab', handle: '@desklab' });
  const v = await insertVideo(t.db, creator.channelId, {
    description: [
      'This video is sponsored by NordVPN: https://nordvpn.com/desklab',
      '',
      'Some links are affiliate links.',
      `Monitor: ${MONITOR}`,
    ].join('\n'),
  });
  const r = await detectBatch(t.db, () => BrandCatalog.load(t.db), [v.videoId]);
  const found = r.sponsorships.get(v.videoId)!;
  const idOf = async (domain: string) => {
    for (const s of found) {
      const d = (await t.app.inject({ url: `/v1/sponsorships/${s.id}`, headers: H })).json();
      if (d.brandDomain === domain) return s.id;
    }
    throw new Error(`no sponsorship of ${domain}`);
  };
  bestBuy = await idOf('bestbuy.com');
  nord = await idOf('nordvpn.com');
});
after(async () => {
  await mcp?.close();
  await t.close();
});

const urlCandidate = (detail: { evidence: { candidates: { source: string }[] } }) =>
  detail.evidence.candidates.find((c) => c.source === 'url');

test("the detail's url candidate names the resolver that read each link to the brand", async () => {
  const res = await t.app.inject({ url: `/v1/sponsorships/${bestBuy}`, headers: H });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(urlCandidate(res.json()), {
    name: 'Best Buy',
    source: 'url',
    urls: [MONITOR],
    resolutions: [
      {
        url: MONITOR,
        resolver: 'network-query',
        key: 'murl',
        destination: 'https://www.bestbuy.com/site/monitor/6543.p',
        then: 'own-domain',
      },
    ],
  });
  const own = (await t.app.inject({ url: `/v1/sponsorships/${nord}`, headers: H })).json();
  assert.deepEqual(urlCandidate(own), {
    name: 'NordVPN',
    source: 'url',
    urls: ['https://nordvpn.com/desklab'],
    resolutions: [{ url: 'https://nordvpn.com/desklab', resolver: 'own-domain' }],
  });
});

test('MCP get-sponsorship gives the same resolutions, and the OpenAPI document describes them', async () => {
  const viaMcp = await callOk(mcp, 'get-sponsorship', { id: bestBuy });
  const viaHttp = (await t.app.inject({ url: `/v1/sponsorships/${bestBuy}`, headers: H })).json();
  assert.deepEqual(urlCandidate(viaMcp), urlCandidate(viaHttp));
  const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
  const text = JSON.stringify(doc.paths['/v1/sponsorships/{id}'].get.responses['200']);
  const schemas = JSON.stringify(doc.components ?? {});
  assert.ok(
    /"resolutions"/.test(text) || /"resolutions"/.test(schemas),
    'the sponsorship detail schema lists resolutions',
  );
  assert.match(text + schemas, /network-query/);
});

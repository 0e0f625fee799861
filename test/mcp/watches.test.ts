// The watch tools through the official MCP SDK client over Streamable HTTP: the watch loop (create-watch with a
// session-message callback, a matching sponsorship written, the signed service.sponsorship.created.v1 message on a
// loopback HTTPS receiver, list-watch-deliveries), list, get, update and delete; a bad filter as a tool error naming
// the argument; a missing scope; another account's watch as not found; and /llms.txt describing the loop.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { parseWebhookEvent } from '../../src/sdk/webhooks.js';
import { createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { callError, callOk, connectHttp } from '../helpers/mcp.js';
import { sessionEndpoint, startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates } from '../helpers/tls.js';

const SECRET = 'whsec_' + 'mcpwatch'.repeat(5);
const TOKEN = 'session-token-' + 'w'.repeat(24);

let t: TestApp;
let base: string;
let rx: Receiver;
const clients: Client[] = [];
const connect = async (key: string) => {
  const c = await connectHttp(base, key);
  clients.push(c);
  return c;
};

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05,0.05' },
    { deliver: true, ca: certs.ca },
  );
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  rx = await startReceiver(certs, sessionEndpoint(TOKEN, SECRET));
});
after(async () => {
  for (const c of clients) await c.close();
  await rx.close();
  await t.close();
});

test('the watch loop: create-watch, a new matching sponsorship arrives as a signed session message', async () => {
  const agent = await connect(await t.key(['watches:write', 'watches:read']));
  const brand = await insertBrand(t.db, { name: 'Watched Brand' });
  const other = await insertBrand(t.db);
  const creator = await insertCreator(t.db);
  const w = await callOk(agent, 'create-watch', {
    label: 'Competitor',
    filters: { brandId: brand.id },
    callback: {
      url: rx.url('/session'),
      secret: SECRET,
      payloadFormat: 'session-message',
      authorization: { type: 'bearer', token: TOKEN },
    },
  });
  assert.equal(w.label, 'Competitor');
  assert.deepEqual(w.filters, { brandId: brand.id });
  assert.deepEqual(w.on, ['created']);
  assert.deepEqual(w.callback, {
    url: new URL(rx.url()).origin,
    payloadFormat: 'session-message',
    signingEnabled: true,
    standardWebhooks: false,
  });
  assert.ok(!JSON.stringify(w).includes(SECRET) && !JSON.stringify(w).includes(TOKEN), 'never shown again');

  await insertSponsorship(t.db, { videoId: (await insertVideo(t.db, creator.channelId)).videoId, brandId: other.id });
  const s = await insertSponsorship(t.db, {
    videoId: (await insertVideo(t.db, creator.channelId)).videoId,
    brandId: brand.id,
  });
  const delivered = await waitFor(async () => {
    const { data } = await callOk(agent, 'list-watch-deliveries', { id: w.id });
    return data[0]?.status === 'succeeded' ? data : null;
  });
  assert.equal(delivered.length, 1, 'the other brand is not watched');
  assert.equal(delivered[0].eventType, 'sponsorship.created');

  const got = rx.received.find((r) => r.headers['x-service-event-id'] === delivered[0].eventId)!;
  const parsed = parseWebhookEvent(got.body);
  assert.equal(parsed.payloadFormat, 'session-message');
  assert.match(parsed.payloadFormat === 'session-message' ? parsed.message : '', /Watch "Competitor".*Watched Brand/);
  assert.equal(parsed.event.type, 'service.sponsorship.created.v1');
  assert.ok('watch' in parsed.event);
  assert.deepEqual(parsed.event.watch, { id: w.id, label: 'Competitor' });
  assert.deepEqual(
    parsed.event.sponsorships.map((x) => x.id),
    [s.id],
  );
});

test('list, get, update and delete; bad arguments name the field; scopes and accounts are kept apart', async () => {
  const agent = await connect(await t.key(['watches:write', 'watches:read']));
  const callback = { url: rx.url(), secret: SECRET };
  const w = await callOk(agent, 'create-watch', { filters: { type: 'Dedicated' }, callback });
  assert.equal(w.label, null);

  const listed = await callOk(agent, 'list-watches', { limit: 1 });
  assert.deepEqual(listed.data, [w], 'newest first');
  assert.equal(listed.meta.hasMore, true);
  const next = await callOk(agent, 'list-watches', { limit: 1, cursor: listed.meta.nextCursor });
  assert.notEqual(next.data[0].id, w.id);
  assert.deepEqual(await callOk(agent, 'get-watch', { id: w.id }), w);

  const changed = await callOk(agent, 'update-watch', { id: w.id, paused: true, on: ['created', 'removed'] });
  assert.equal(changed.paused, true);
  assert.deepEqual(changed.on, ['created', 'removed']);
  assert.deepEqual(changed.filters, { type: 'Dedicated' }, 'left out, kept');
  assert.deepEqual((await callOk(agent, 'list-watches', { paused: true })).data, [changed]);

  // A bad filter, value or change is a tool error naming the argument, and changes nothing.
  assert.match(
    await callError(agent, 'create-watch', { filters: { brand: 'x' }, callback }),
    /^invalid_request[\s\S]*- arguments\.filters\.brand: is not a filter of the sponsorships list/,
  );
  assert.match(
    await callError(agent, 'create-watch', { filters: { minConfidence: 2 }, callback }),
    /- arguments\.filters\.minConfidence:/,
  );
  assert.match(
    await callError(agent, 'update-watch', { id: w.id, filters: { type: 'Sponsored' } }),
    /- arguments\.filters\.type:/,
  );
  assert.match(await callError(agent, 'update-watch', { id: w.id, on: ['updated'] }), /- arguments\.on\.0:/);
  assert.match(
    await callError(agent, 'create-watch', { filters: {}, callback: { url: 'https://10.0.0.1/hook' } }),
    /- arguments\.callback\.url:/,
  );
  assert.equal((await callOk(agent, 'list-watches', { limit: 200 })).data.length, 2, 'nothing was created');
  assert.deepEqual((await callOk(agent, 'get-watch', { id: w.id })).filters, { type: 'Dedicated' });

  const reader = await connect(await t.key(['watches:read']));
  assert.match(
    await callError(reader, 'delete-watch', { id: w.id }),
    /^insufficient_scope: .*needs the scope "watches:write"/,
  );
  assert.equal((await callOk(reader, 'get-watch', { id: w.id })).id, w.id, 'watches:read reads');
  const dataOnly = await connect(await t.key(['data:read']));
  assert.match(await callError(dataOnly, 'list-watches'), /needs the scope "watches:read"/);

  const stranger = await connect(await t.key(['watches:write', 'watches:read'], { account: 'initech' }));
  assert.deepEqual((await callOk(stranger, 'list-watches')).data, []);
  for (const [name, args] of [
    ['get-watch', { id: w.id }],
    ['update-watch', { id: w.id, paused: false }],
    ['delete-watch', { id: w.id }],
    ['list-watch-deliveries', { id: w.id }],
  ] as const)
    assert.match(await callError(stranger, name, args), new RegExp(`^not_found: No watch has the id ${w.id}`), name);

  // [review 30.12] The watch as it was, as the HTTP DELETE answers.
  const before = await callOk(agent, 'get-watch', { id: w.id });
  assert.deepEqual(await callOk(agent, 'delete-watch', { id: w.id }), before);
  assert.match(await callError(agent, 'get-watch', { id: w.id }), /^not_found/);
  assert.match(await callError(agent, 'delete-watch', { id: w.id }), /^not_found/);
});

test('/llms.txt lists the watch tools and describes the watch loop', async () => {
  const text = await (await fetch(new URL('/llms.txt', base))).text();
  for (const name of ['create-watch', 'list-watches', 'get-watch', 'update-watch', 'delete-watch'])
    assert.ok(text.includes(`- \`${name}\` (scope \`watches:`), name);
  assert.match(text, /## The watch loop[\s\S]*create-watch[\s\S]*service\.sponsorship\.created\.v1/);
});

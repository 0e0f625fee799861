// A process SIGKILLed after a detection wrote sponsorships that watches match, while the first watch event is on its
// way to the receiver (the receiver holds the request open) and the rest wait in the outbox: the next process takes
// over the operation and the deliveries, and the receiver ends with every matched sponsorship in exactly one logical
// event per watch; a retry of an event carries its id and the same body. Real child processes, a real HTTPS receiver
// trusted through NODE_EXTRA_CA_CERTS, on both stores (one process at a time holds the embedded store).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parseWebhookEvent, SIGNATURE_HEADER, verifyWebhookSignature } from '../../src/sdk/webhooks.js';
import { waitFor } from '../helpers/app.js';
import { ytVideo } from '../helpers/fakeYoutube.js';
import { cliOk } from '../helpers/processes.js';
import { openScene, type Scene } from '../helpers/scene.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates } from '../helpers/tls.js';

const SECRET = 'whsec_' + 'w4tchcr4sh'.repeat(3);
const CHANNEL = 'UCwatchcrash00000000000a';
const VIDEOS = 40;
let scene: Scene;
let env: NodeJS.ProcessEnv;
let receiver: Receiver;

let holding = true;
let heldCount = 0;
let onHeld: () => void;
const firstHeld = new Promise<void>((resolve) => (onHeld = resolve));

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  receiver = await startReceiver(certs, (_n, req, res, body) => {
    if (holding) {
      heldCount++;
      onHeld();
      return; // no answer: the sender waits until it dies
    }
    const sig = req.headers[SIGNATURE_HEADER];
    if (typeof sig !== 'string' || !verifyWebhookSignature(body, sig, SECRET)) return void res.writeHead(401).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  scene = await openScene(
    'watch-crash',
    () => ({
      WEBHOOK_RETRY_SCHEDULE: '0.2,0.5,1,1,2',
      // The held request outlives the kill by far; the next process may take the delivery a second after its lease.
      WEBHOOK_TIMEOUT_MS: '5000',
      WEBHOOK_LEASE_MS: '6000',
      // Five batches of eight videos, a second apart: the kill comes while the detection is still writing.
      OPERATION_STEP_DELAY_MS: '1000',
    }),
    { ca: certs.ca },
  );
  env = scene.env;
});
after(async () => {
  await scene?.close();
  await receiver?.close();
});

const startServer = () => scene.startServer();

/** Videos of one channel, three of four with a sponsor read naming a brand the directory does not know yet. */
function writeVideos(): string[] {
  const ids: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < VIDEOS; i++) {
    const id = `wcrash${String(i).padStart(5, '0')}`;
    const brand = ['Lumaweave', 'Brightpine', 'Corvida', 'Tidelark'][i % 4];
    const description =
      i % 4 === 3
        ? `Upload ${i}. No sponsor today.`
        : `Thanks to ${brand} for sponsoring this video! Get 15% off at https://${brand.toLowerCase()}.io/crash${i} with code CRASH${i}.`;
    ids.push(id);
    lines.push(JSON.stringify(ytVideo(id, { channelId: CHANNEL, channelTitle: 'Crash Channel', description })));
  }
  fs.writeFileSync(path.join(scene.dir, 'videos.jsonl'), lines.join('\n') + '\n');
  return ids;
}

test('SIGKILL between the write and the delivery: every matched sponsorship arrives in exactly one event', async () => {
  const videos = writeVideos();
  cliOk(env, 'import', 'videos', path.join(scene.dir, 'videos.jsonl'));
  const key = JSON.parse(
    cliOk(
      env,
      'keys',
      'create',
      '--name',
      'watch-crash',
      '--scopes',
      'data:read,operations:write,operations:read,watches:write,watches:read',
      '--json',
    ),
  ).key;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  const a = await startServer();
  const watches: { id: string; path: string }[] = [];
  for (const [p, body] of [
    ['/channel', { filters: { channelId: CHANNEL }, maxBatch: 4 }],
    ['/all', { filters: {}, maxBatch: 7 }],
  ] as const) {
    const r = await fetch(`${a.base}/v1/watches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, callback: { url: receiver.url(p), secret: SECRET } }),
    });
    assert.equal(r.status, 201, await r.clone().text());
    watches.push({ id: (await r.json()).id, path: p });
  }
  const started = await fetch(`${a.base}/v1/operations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'sponsor-detection', input: { videoYoutubeIds: videos } }),
  });
  assert.equal(started.status, 201, await started.clone().text());
  const opId = (await started.json()).id;

  // The first event is at the receiver, unanswered; the process dies with its delivery in flight.
  await firstHeld;
  const during = await (await fetch(`${a.base}/v1/operations/${opId}`, { headers })).json();
  await a.stop('SIGKILL');
  const heldBeforeKill = receiver.received.map((r) => r.body);
  holding = false;
  assert.ok(heldCount >= 1);
  assert.equal(during.status, 'running', 'the detection was still writing when the process died');

  const b = await startServer();
  const done = await waitFor(async () => {
    const op = await (await fetch(`${b.base}/v1/operations/${opId}`, { headers })).json();
    return op.completedAt ? op : null;
  }, 60_000);
  assert.equal(done.status, 'succeeded', JSON.stringify(done.error));
  const listed = await (
    await fetch(`${b.base}/v1/sponsorships?channelId=${CHANNEL}&limit=100`, { headers })
  ).json();
  const expected = (listed.data as { id: string }[]).map((s) => s.id).sort();
  assert.equal(expected.length, 30, 'three of four videos name a sponsor');

  // Every delivery of both watches settled, and the receiver holds what they carried.
  await waitFor(async () => {
    for (const w of watches) {
      const page = (await (await fetch(`${b.base}/v1/watches/${w.id}/deliveries?limit=200`, { headers })).json()) as {
        data: { status: string }[];
      };
      const ds = page.data;
      if (!ds.length || ds.some((d) => d.status !== 'succeeded')) return false;
    }
    // Each watch's own path holds every sponsorship: the events still in the outbox when every delivery listed so far
    // had settled are waited for too (a union over both watches let one watch's last event be checked before it came).
    return watches.every((w) => {
      const held = new Set(
        receiver.received.filter((r) => r.path === w.path).flatMap((r) => JSON.parse(r.body).sponsorships.map((s: any) => s.id)),
      );
      return expected.every((id) => held.has(id));
    });
  }, 90_000);
  assert.equal(await b.stop('SIGTERM'), 0);

  for (const w of watches) {
    const got = receiver.received.filter((r) => r.path === w.path);
    const bodies = new Map<string, string>();
    for (const r of got) {
      assert.ok(verifyWebhookSignature(r.body, String(r.headers[SIGNATURE_HEADER]), SECRET));
      const { event } = parseWebhookEvent(r.body);
      assert.equal(r.headers['x-service-event-id'], event.id);
      const earlier = bodies.get(event.id);
      if (earlier === undefined) bodies.set(event.id, r.body);
      else assert.equal(r.body, earlier, `a retry of event ${event.id} carries the same body`);
    }
    const events = [...bodies.values()].map((body) => JSON.parse(body));
    for (const e of events) assert.equal(e.watch.id, w.id);
    const ids = events.flatMap((e) => e.sponsorships.map((s: { id: string }) => s.id));
    assert.equal(ids.length, new Set(ids).size, `${w.path}: no sponsorship in two events`);
    assert.deepEqual(ids.sort(), expected, `${w.path}: every sponsorship, and only those`);
  }
  // What was held when the process died was sent again by the next one: the same event, the same body.
  for (const body of heldBeforeKill) {
    const id = JSON.parse(body).id;
    const after = receiver.received.slice(heldBeforeKill.length).filter((r) => JSON.parse(r.body).id === id);
    assert.ok(after.length >= 1, `held event ${id} was delivered after the takeover`);
    assert.ok(after.every((r) => r.body === body));
  }
});

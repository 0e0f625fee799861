// A server process killed with SIGKILL in the middle of an operation: a new process claims the operation
// when the lease runs out, finishes it from its checkpoint, and the receiver gets the one terminal event.
// Real child processes, a real HTTPS receiver trusted through NODE_EXTRA_CA_CERTS, on both stores.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { waitFor } from '../helpers/app.js';
import { cliOk } from '../helpers/processes.js';
import { openScene, type Scene } from '../helpers/scene.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates } from '../helpers/tls.js';

let scene: Scene;
let env: NodeJS.ProcessEnv;
let receiver: Receiver;

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  receiver = await startReceiver(certs);
  scene = await openScene(
    'crash',
    () => ({ WEBHOOK_RETRY_SCHEDULE: '0.2,0.5,1,1,2', OPERATION_STEP_DELAY_MS: '150' }),
    { ca: certs.ca },
  );
  env = scene.env;
});
after(async () => {
  await scene?.close();
  await receiver?.close();
});

const startServer = () => scene.startServer();

test('SIGKILL mid-operation: the next process finishes it from its checkpoint with exactly one terminal event', async () => {
  cliOk(env, 'seed', '--scale', '1');
  const key = JSON.parse(cliOk(env, 'keys', 'create', '--name', 'crash', '--scopes', 'data:read,operations:write,operations:read', '--json')).key;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  const a = await startServer();
  assert.ok(a.base);
  const videos = (await (await fetch(`${a.base}/v1/videos?limit=30`, { headers })).json()).data.map((v: { videoId: string }) => v.videoId);
  assert.equal(videos.length, 30);
  const started = await fetch(`${a.base}/v1/operations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'sponsor-detection', input: { videoYoutubeIds: videos }, callback: { url: receiver.url(), secret: 'whsec_' + 'cr4sh'.repeat(6) } }),
  });
  assert.equal(started.status, 201, await started.clone().text());
  const opId = (await started.json()).id;

  // Kill the process once the operation is well under way, with no chance to release anything.
  const during = await waitFor(async () => {
    const op = await (await fetch(`${a.base}/v1/operations/${opId}`, { headers })).json();
    if (op.completedAt) throw new Error(`the operation ended before the kill: ${op.status} ${JSON.stringify(op.error)}`);
    return op.status === 'running' && op.progress.current >= 5 ? op : null;
  }, 30_000);
  await a.stop('SIGKILL');
  assert.ok(during.progress.current < 30, 'killed before the end');
  assert.equal(receiver.received.length, 0, 'nothing terminal was sent before the crash');

  const b = await startServer();
  const done = await waitFor(async () => {
    const op = await (await fetch(`${b.base}/v1/operations/${opId}`, { headers })).json();
    return op.completedAt ? op : null;
  }, 60_000);
  assert.equal(done.status, 'succeeded');
  assert.equal(done.progress.current, 30);

  const result = await (await fetch(`${b.base}/v1/operations/${opId}/result`, { headers })).json();
  const ids = result.output.videos.map((v: { videoId: string }) => v.videoId);
  assert.equal(ids.length, 30, 'each video reported once');
  assert.deepEqual([...ids].sort(), [...videos].sort());

  const deliveries = await waitFor(async () => {
    const ds = (await (await fetch(`${b.base}/v1/operations/${opId}/deliveries`, { headers })).json()).data;
    return ds.length === 1 && ds[0].status === 'succeeded' ? ds : null;
  }, 30_000);
  assert.equal(deliveries[0].eventType, 'operation.succeeded');
  const terminal = receiver.received.filter((r) => JSON.parse(r.body).type === 'service.operation.succeeded.v1');
  assert.ok(terminal.length >= 1);
  assert.equal(new Set(terminal.map((r) => r.headers['x-service-event-id'])).size, 1, 'one terminal event');
  assert.equal(terminal[0].headers['x-service-event-id'], deliveries[0].eventId);

  assert.equal(await b.stop('SIGTERM'), 0, 'graceful shutdown exits 0');
});

// `watch add|list|show|pause|resume|deliveries|redeliver|remove` against a running server (in this process) that
// delivers to a real HTTPS receiver on loopback: the secret read from standard input signs the events and is never
// printed, bad filters and flags are refused naming them, a matching sponsorship's delivery is listed and sent again.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { parseWebhookEvent } from '../../src/sdk/webhooks.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { ROOT, serviceArgs, jsonLines as lines } from '../helpers/processes.js';
import { requireSignature, startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates } from '../helpers/tls.js';

const SECRET = 'whsec_' + 'cliwatch'.repeat(5);

/** Runs the CLI with `input` on its standard input. */
function runCli(input: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serviceArgs(...args, '--url', base), {
      cwd: ROOT,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

let t: TestApp;
let rx: Receiver;
let base: string;
let env: NodeJS.ProcessEnv;
let key: string;

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  t = await createTestApp(
    { WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05,0.05' },
    { deliver: true, ca: certs.ca },
  );
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  rx = await startReceiver(certs, requireSignature(SECRET));
  const { DATABASE_URL, SERVICE_URL, CALLBACK_BEARER_TOKEN, ...rest } = process.env;
  key = await t.key(['watches:write', 'watches:read']);
  env = { ...rest, SERVICE_API_KEY: key };
});
after(async () => {
  await rx.close();
  await t.close();
});

test('watch add (secret from stdin), list, show, pause, resume, deliveries, redeliver and remove', async () => {
  const brand = await insertBrand(t.db, { name: 'Cli Brand' });
  const added = await runCli(
    `${SECRET}\n`,
    'watch',
    'add',
    '--filter',
    `brandId=${brand.id}`,
    '--filter',
    'minConfidence=0.5',
    '--callback-url',
    rx.url('/hooks'),
    '--secret-stdin',
    '--label',
    'Rival',
    '--on',
    'created,removed',
    '--max-batch',
    '5',
  );
  assert.equal(added.code, 0, added.stderr);
  assert.ok(!added.stdout.includes(SECRET) && !added.stderr.includes(SECRET), 'the secret is never printed');
  const [w] = lines(added.stdout);
  assert.deepEqual(w.filters, { brandId: brand.id, minConfidence: 0.5 });
  assert.equal(w.label, 'Rival');
  assert.deepEqual(w.on, ['created', 'removed']);
  assert.equal(w.maxBatch, 5);
  assert.deepEqual(w.callback, {
    url: new URL(rx.url()).origin,
    payloadFormat: 'event',
    signingEnabled: true,
    standardWebhooks: false,
  });

  const list = await runCli('', 'watch', 'list');
  assert.equal(list.code, 0, list.stderr);
  assert.deepEqual(lines(list.stdout), [w]);
  const show = await runCli('', 'watch', 'show', w.id);
  assert.deepEqual(lines(show.stdout), [w]);

  // A matching sponsorship reaches the receiver signed with the secret that came from stdin.
  const creator = await insertCreator(t.db);
  const s = await insertSponsorship(t.db, {
    videoId: (await insertVideo(t.db, creator.channelId)).videoId,
    brandId: brand.id,
  });
  await waitFor(async () => {
    const r = await t.app.inject({ url: `/v1/watches/${w.id}/deliveries`, headers: bearer(key) });
    return r.json().data[0]?.status === 'succeeded';
  });
  const deliveries = await runCli('', 'watch', 'deliveries', w.id);
  assert.equal(deliveries.code, 0, deliveries.stderr);
  const [d] = lines(deliveries.stdout);
  assert.equal(d.eventType, 'sponsorship.created');
  assert.equal(d.lastHttpStatus, 200, 'the receiver verified the signature');
  const redelivered = await runCli('', 'watch', 'redeliver', w.id, d.id);
  assert.equal(redelivered.code, 0, redelivered.stderr);
  assert.equal(lines(redelivered.stdout)[0].eventId, d.eventId);
  await waitFor(async () => {
    const r = await t.app.inject({ url: `/v1/watches/${w.id}/deliveries`, headers: bearer(key) });
    const [x] = r.json().data;
    return x.status === 'succeeded' && x.attemptCount === 2;
  });
  const sent = rx.received.filter((r) => r.headers['x-service-event-id'] === d.eventId);
  assert.equal(sent.length, 2);
  assert.deepEqual(
    parseWebhookEvent(sent[1].body).event,
    parseWebhookEvent(sent[0].body).event,
    'the same event again',
  );
  const event = parseWebhookEvent(sent[0].body).event;
  assert.ok('sponsorships' in event);
  assert.deepEqual(
    event.sponsorships.map((x) => x.id),
    [s.id],
  );

  const paused = await runCli('', 'watch', 'pause', w.id);
  assert.equal(paused.code, 0, paused.stderr);
  assert.equal(lines(paused.stdout)[0].paused, true);
  assert.deepEqual(
    lines((await runCli('', 'watch', 'list', '--paused')).stdout).map((x) => x.id),
    [w.id],
  );
  assert.deepEqual(lines((await runCli('', 'watch', 'list', '--active')).stdout), []);
  const resumed = await runCli('', 'watch', 'resume', w.id);
  assert.equal(lines(resumed.stdout)[0].paused, false);

  const removed = await runCli('', 'watch', 'remove', w.id);
  assert.equal(removed.code, 0, removed.stderr);
  // [review 30.12] The watch as it was, as the HTTP DELETE answers.
  assert.deepEqual(
    lines(removed.stdout).map((x) => [x.id, x.label]),
    [[w.id, w.label]],
  );
  assert.deepEqual(lines((await runCli('', 'watch', 'list')).stdout), []);
  const gone = await runCli('', 'watch', 'show', w.id);
  assert.equal(gone.code, 1);
  assert.match(gone.stderr, /^not_found: /);
});

test('bad filters, changes, secrets and flags are refused naming them, and create nothing', async () => {
  const url = rx.url();
  const refusals: [string, string[], RegExp][] = [
    ['', ['--filter', 'brand=x'], /^invalid_request: body\.filters\.brand is not a filter of the sponsorships list/],
    ['', ['--filter', 'minConfidence=lots'], /body\.filters\.minConfidence/],
    ['', ['--filter', 'type=Sponsored'], /body\.filters\.type/],
    ['', ['--on', 'created,updated'], /body\.on\.1/],
    ['short\n', ['--secret-stdin'], /body\.callback\.secret/],
    ['', ['--filter', 'brandId'], /must be name=value/],
    ['', ['--max-batch', 'many'], /must be a whole number/],
  ];
  for (const [input, flags, expected] of refusals) {
    const r = await runCli(input, 'watch', 'add', '--callback-url', url, ...flags);
    assert.notEqual(r.code, 0, flags.join(' '));
    assert.match(r.stderr, expected, flags.join(' '));
  }
  const noUrl = await runCli('', 'watch', 'add', '--filter', 'type=Dedicated');
  assert.notEqual(noUrl.code, 0);
  assert.match(noUrl.stderr, /--callback-url/);
  assert.deepEqual(lines((await runCli('', 'watch', 'list')).stdout), []);
});

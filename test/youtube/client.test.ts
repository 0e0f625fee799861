// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The YouTube Data API v3 client against a loopback fake: batching, parts, retries with backoff and
// Retry-After, quota and key errors, timeouts, aborts, and an API key that never leaks into messages.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  CHANNEL_PARTS,
  parseRetryAfter,
  VIDEO_PARTS,
  YoutubeApiError,
  YoutubeClient,
  type YoutubeClientOptions,
} from '../../src/youtube/client.js';
import { failures, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';

let fake: FakeYoutube;
before(async () => {
  fake = await startFakeYoutube();
});
after(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  fake.videos.clear();
  fake.channels.clear();
});

const vid = (n: number) => `vid${String(n).padStart(8, '0')}`;
// The default timeout leaves room for a loaded machine (2 s was passed once); the hang tests set their own.
const client = (o: Partial<YoutubeClientOptions> = {}) =>
  new YoutubeClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, retryBaseMs: 1, timeoutMs: 10_000, ...o });

/** Runs fn, expects a YoutubeApiError, checks the key is nowhere in it, and returns it. */
async function apiError(fn: () => Promise<unknown>, key = fake.apiKey): Promise<YoutubeApiError> {
  try {
    await fn();
  } catch (err) {
    assert.ok(err instanceof YoutubeApiError, `expected a YoutubeApiError, got ${String(err)}`);
    assert.ok(!err.message.includes(key), `the API key leaked into: ${err.message}`);
    assert.ok(!String(err.stack).includes(key), 'the API key leaked into the stack');
    assert.ok(!JSON.stringify(err).includes(key), 'the API key leaked into the serialized error');
    return err;
  }
  assert.fail('expected the call to fail');
}

describe('requests', () => {
  test('120 ids go in 3 requests of at most 50, with the video parts and the key; every found item is returned', async () => {
    for (let i = 0; i < 120; i++) if (i % 10 !== 0) fake.addVideo(ytVideo(vid(i)));
    const ids = Array.from({ length: 120 }, (_, i) => vid(i));
    const items = (await client().listVideos(ids)) as { id: string }[];

    assert.equal(fake.requests.length, 3);
    assert.deepEqual(
      fake.requests.map((r) => r.ids.length),
      [50, 50, 20],
    );
    assert.deepEqual(
      fake.requests.flatMap((r) => r.ids),
      ids,
      'each id asked once, in order',
    );
    for (const r of fake.requests) {
      assert.equal(r.method, 'GET');
      assert.equal(r.resource, 'videos');
      assert.match(r.url, /^\/youtube\/v3\/videos\?/);
      assert.deepEqual(r.parts, ['snippet', 'contentDetails', 'statistics', 'status', 'paidProductPlacementDetails']);
      assert.equal(r.key, fake.apiKey);
      assert.equal(r.answer, 200);
    }
    assert.deepEqual([...VIDEO_PARTS], fake.requests[0].parts);
    assert.equal(items.length, 108, 'the 12 unknown ids are simply absent');
    assert.deepEqual(
      items.map((v) => v.id),
      ids.filter((_, i) => i % 10 !== 0),
    );
    const first = items[0] as Record<string, unknown>;
    for (const p of VIDEO_PARTS) assert.ok(first[p], `part ${p} came back`);
  });

  test('channels.list asks for snippet, statistics and brandingSettings, 50 ids a request', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `UCchan${String(i).padStart(18, '0')}`);
    for (const id of ids) fake.addChannel(ytChannel(id));
    const items = await client().listChannels(ids);
    assert.equal(items.length, 51);
    assert.deepEqual(
      fake.requests.map((r) => [r.resource, r.ids.length]),
      [
        ['channels', 50],
        ['channels', 1],
      ],
    );
    for (const r of fake.requests) assert.deepEqual(r.parts, ['snippet', 'statistics', 'brandingSettings']);
    assert.deepEqual([...CHANNEL_PARTS], fake.requests[0].parts);
  });

  test('duplicates are asked once; impossible ids and an empty list make no request', async () => {
    fake.addVideo(ytVideo(vid(1)));
    assert.deepEqual(await client().listVideos([]), []);
    assert.deepEqual(await client().listVideos(['', 'a,b', 'has space', 'x'.repeat(65)]), []);
    assert.equal(fake.requests.length, 0);
    const items = await client().listVideos([vid(1), vid(2), vid(1)]);
    assert.equal(items.length, 1);
    assert.deepEqual(
      fake.requests.map((r) => r.ids),
      [[vid(1), vid(2)]],
    );
  });

  test('a base URL with a trailing slash works', async () => {
    fake.addVideo(ytVideo(vid(1)));
    const items = await client({ baseUrl: fake.baseUrl + '/' }).listVideos([vid(1)]);
    assert.equal(items.length, 1);
    assert.match(fake.requests[0].url, /^\/youtube\/v3\/videos\?/);
  });
});

describe('retries', () => {
  test('503 twice, then success: three requests and the items', async () => {
    fake.addVideo(ytVideo(vid(1)));
    fake.failNext(2, failures.unavailable());
    const items = await client().listVideos([vid(1)]);
    assert.equal(items.length, 1);
    assert.deepEqual(
      fake.requests.map((r) => r.answer),
      [503, 503, 200],
    );
  });

  test('500, 502 and 504 are retried too', async () => {
    fake.addVideo(ytVideo(vid(1)));
    fake.failNext(1, failures.internal());
    fake.failNext(1, { kind: 'status', status: 502 });
    fake.failNext(1, { kind: 'status', status: 504 });
    assert.equal((await client().listVideos([vid(1)])).length, 1);
    assert.deepEqual(
      fake.requests.map((r) => r.answer),
      [500, 502, 504, 200],
    );
  });

  test('429 with Retry-After: the retry waits at least that long', async () => {
    fake.addVideo(ytVideo(vid(1)));
    fake.failNext(1, failures.tooMany('1'));
    const t0 = performance.now();
    const items = await client({ retryBaseMs: 1 }).listVideos([vid(1)]);
    const elapsed = performance.now() - t0;
    assert.equal(items.length, 1);
    assert.deepEqual(
      fake.requests.map((r) => r.answer),
      [429, 200],
    );
    assert.ok(elapsed >= 950, `waited ${elapsed.toFixed(0)} ms, Retry-After asked for 1000`);
    assert.ok(elapsed < 5000);
  });

  test('backoff grows exponentially from retryBaseMs', async () => {
    fake.addVideo(ytVideo(vid(1)));
    fake.failNext(3, failures.unavailable());
    const t0 = performance.now();
    await client({ retryBaseMs: 40 }).listVideos([vid(1)]);
    const elapsed = performance.now() - t0;
    // Waits are in [20,40], [40,80], [80,160] ms: at least 140 ms in all.
    assert.ok(elapsed >= 135, `waited ${elapsed.toFixed(0)} ms`);
    assert.equal(fake.requests.length, 4);
  });

  test('a dropped connection is retried', async () => {
    fake.addVideo(ytVideo(vid(1)));
    fake.failNext(1, failures.reset());
    assert.equal((await client().listVideos([vid(1)])).length, 1);
    assert.deepEqual(
      fake.requests.map((r) => r.answer),
      ['reset', 200],
    );
  });

  test('403 rateLimitExceeded is retried; still refused after every retry it is quota_exceeded', async () => {
    fake.addVideo(ytVideo(vid(1)));
    fake.failNext(1, failures.rateLimit());
    assert.equal((await client().listVideos([vid(1)])).length, 1);
    assert.deepEqual(
      fake.requests.map((r) => r.answer),
      [403, 200],
    );

    fake.reset();
    fake.failNext(3, failures.rateLimit());
    const err = await apiError(() => client({ maxRetries: 2 }).listVideos([vid(1)]));
    assert.equal(err.code, 'quota_exceeded');
    assert.equal(err.status, 403);
    assert.equal(err.reason, 'rateLimitExceeded');
    assert.equal(fake.requests.length, 3);
  });

  test('5xx after every retry: upstream_unavailable, maxRetries + 1 requests', async () => {
    fake.failNext(10, failures.unavailable());
    const err = await apiError(() => client({ maxRetries: 3 }).listVideos([vid(1)]));
    assert.equal(err.code, 'upstream_unavailable');
    assert.equal(err.status, 503);
    assert.match(err.message, /unavailable/i);
    assert.match(err.message, /4 attempts/);
    assert.equal(fake.requests.length, 4);
  });

  test('the default is 4 retries', async () => {
    fake.failNext(10, failures.unavailable());
    await apiError(() => client().listVideos([vid(1)]));
    assert.equal(fake.requests.length, 5);
  });
});

describe('errors that are not retried', () => {
  test('403 quotaExceeded: quota_exceeded after one request', async () => {
    fake.addVideo(ytVideo(vid(1)));
    fake.failNext(1, failures.quota());
    const err = await apiError(() => client().listVideos([vid(1)]));
    assert.equal(err.code, 'quota_exceeded');
    assert.equal(err.status, 403);
    assert.equal(err.reason, 'quotaExceeded');
    assert.match(err.message, /quota/i);
    assert.equal(fake.requests.length, 1, 'no retry burns more quota');
  });

  test('dailyLimitExceeded is quota too', async () => {
    fake.failNext(1, { kind: 'status', status: 403, reason: 'dailyLimitExceeded', message: 'Daily Limit Exceeded' });
    const err = await apiError(() => client().listVideos([vid(1)]));
    assert.equal(err.code, 'quota_exceeded');
    assert.equal(fake.requests.length, 1);
  });

  test('a wrong key: invalid_api_key after one request, and the wrong key is not in the message either', async () => {
    const wrong = 'AIzaWRONG-key-that-must-not-leak-42';
    const err = await apiError(() => client({ apiKey: wrong }).listVideos([vid(1)]), wrong);
    assert.equal(err.code, 'invalid_api_key');
    assert.equal(err.status, 400);
    assert.equal(err.reason, 'keyInvalid');
    assert.match(err.message, /API key/);
    assert.equal(fake.requests.length, 1);
    assert.equal(fake.requests[0].key, wrong, 'the key travels in the key parameter');
  });

  test('403 forbidden: invalid_api_key', async () => {
    fake.failNext(1, { kind: 'status', status: 403, reason: 'forbidden', message: 'Forbidden' });
    const err = await apiError(() => client().listChannels(['UCx']));
    assert.equal(err.code, 'invalid_api_key');
    assert.equal(fake.requests.length, 1);
  });

  test('another 4xx: bad_request naming the endpoint without its query', async () => {
    const err = await apiError(() =>
      client({ baseUrl: fake.baseUrl.replace('/youtube/v3', '/nope') }).listVideos([vid(1)]),
    );
    assert.equal(err.code, 'bad_request');
    assert.equal(err.status, 404);
    assert.match(err.message, /\/nope\/videos/);
    assert.doesNotMatch(err.message, /\?/);
    assert.equal(fake.requests.length, 1);
  });
});

describe('timeouts and aborts', () => {
  test('a server that never answers: each attempt times out, then upstream_unavailable', async () => {
    fake.failNext(5, failures.hang());
    const t0 = performance.now();
    const err = await apiError(() => client({ timeoutMs: 100, maxRetries: 1 }).listVideos([vid(1)]));
    assert.equal(err.code, 'upstream_unavailable');
    assert.equal(err.status, null);
    assert.match(err.message, /within 100 ms/);
    assert.equal(fake.requests.length, 2);
    assert.ok(performance.now() - t0 < 2000);
  });

  test('a hang once, then an answer: the retry succeeds', async () => {
    fake.addVideo(ytVideo(vid(1)));
    fake.failNext(1, failures.hang());
    assert.equal((await client({ timeoutMs: 100 }).listVideos([vid(1)])).length, 1);
    assert.deepEqual(
      fake.requests.map((r) => r.answer),
      ['hang', 200],
    );
  });

  test("the caller's abort is thrown as is and stops retrying", async () => {
    fake.failNext(5, failures.hang());
    const ac = new AbortController();
    // Aborted once the request is in flight (a fixed 50 ms could pass before it was sent on a loaded machine).
    const listed = client({ timeoutMs: 5000 }).listVideos([vid(1)], ac.signal);
    while (fake.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    ac.abort(new Error('operation cancelled'));
    await assert.rejects(listed, (err: Error) => {
      assert.ok(!(err instanceof YoutubeApiError));
      assert.equal(err.message, 'operation cancelled');
      return true;
    });
    assert.equal(fake.requests.length, 1);
  });

  test('an abort during the backoff wait stops it', async () => {
    fake.failNext(5, failures.unavailable());
    const ac = new AbortController();
    const t0 = performance.now();
    // Aborted once the first attempt was answered, so inside the 10 s backoff however slow the machine is.
    const listed = client({ retryBaseMs: 10_000 }).listVideos([vid(1)], ac.signal);
    while (fake.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    setTimeout(() => ac.abort(new Error('stop')), 50);
    await assert.rejects(listed, /stop/);
    assert.ok(performance.now() - t0 < 2000);
    assert.equal(fake.requests.length, 1);
  });
});

describe('the API key never leaks', () => {
  test('an unreachable server', async () => {
    const closed = await startFakeYoutube();
    const base = closed.baseUrl;
    await closed.close();
    const err = await apiError(() => client({ baseUrl: base, maxRetries: 1 }).listVideos([vid(1)]));
    assert.equal(err.code, 'upstream_unavailable');
    assert.match(err.message, /unreachable/);
  });

  test('a transport error whose message holds the request URL is scrubbed', async () => {
    const key = 'AIzaSECRET/with+chars=&x';
    const fetchImpl = (async (input: string | URL | Request) => {
      throw new TypeError(`request to ${String(input)} failed, key was ${key}`);
    }) as typeof fetch;
    const err = await apiError(
      () =>
        new YoutubeClient({ apiKey: key, baseUrl: 'https://yt.example/v3', fetchImpl, maxRetries: 0 }).listVideos([
          vid(1),
        ]),
      key,
    );
    assert.match(err.message, /REDACTED/);
    assert.ok(!err.message.includes(encodeURIComponent(key)));
  });

  test('an upstream error message that echoes the key is scrubbed', async () => {
    fake.failNext(1, { kind: 'status', status: 400, reason: 'badRequest', message: `Bad key=${fake.apiKey} given` });
    const err = await apiError(() => client().listVideos([vid(1)]));
    assert.equal(err.code, 'bad_request');
    assert.match(err.message, /REDACTED/);
  });
});

test('Retry-After: seconds or an HTTP date, capped at a minute', () => {
  const now = Date.parse('2024-01-01T00:00:00Z');
  assert.equal(parseRetryAfter('3', now), 3000);
  assert.equal(parseRetryAfter(null, now), null);
  assert.equal(parseRetryAfter('soon', now), null);
  assert.equal(parseRetryAfter('Mon, 01 Jan 2024 00:00:05 GMT', now), 5000);
  assert.equal(parseRetryAfter('Sun, 31 Dec 2023 23:00:00 GMT', now), 0);
  assert.equal(parseRetryAfter('86400', now), 60_000);
});

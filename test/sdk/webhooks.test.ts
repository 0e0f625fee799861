// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The receiver toolkit (<package>/webhooks): signatures checked against HMACs computed here with node:crypto,
// one test per rule of the contract's "Signature" section, and event parsing for both body adapters.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { buildEventEnvelope, renderBody } from '../../src/webhooks/envelope.js';
import { parseWebhookEvent, signPayload, verifyWebhookSignature, WebhookEventError } from '../../src/sdk/webhooks.js';

const secret = 'whsec_test_0123456789abcdef';
const body = '{"version":"1.0","id":"e1","type":"service.operation.succeeded.v1"}';
const t = 1_700_000_000;

// Computed independently of the module under test.
const expectedHex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

describe('signPayload', () => {
  it('matches an independently computed HMAC-SHA256 over "<t>.<body>"', () => {
    assert.equal(signPayload(secret, body, t), `t=${t},v1=${expectedHex}`);
    assert.match(expectedHex, /^[0-9a-f]{64}$/);
  });

  it('signs the exact bytes, including non-ASCII', () => {
    const unicode = '{"name":"Zoë ✓ 🚀"}';
    const hex = createHmac('sha256', secret)
      .update(Buffer.from(`${t}.${unicode}`, 'utf8'))
      .digest('hex');
    assert.equal(signPayload(secret, unicode, t), `t=${t},v1=${hex}`);
  });

  it('refuses a non-integer timestamp', () => {
    assert.throws(() => signPayload(secret, body, 1.5), RangeError);
    assert.throws(() => signPayload(secret, body, -1), RangeError);
  });
});

describe('verifyWebhookSignature', () => {
  const header = `t=${t},v1=${expectedHex}`;
  const now = t + 10;

  it('verifies the exact raw bytes: a re-encoded or re-serialized body fails', () => {
    // Bytes that are not valid UTF-8 change when decoded to a string, so only the bytes verify.
    const raw = Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const sig = `t=${t},v1=${createHmac('sha256', secret)
      .update(Buffer.concat([Buffer.from(`${t}.`), raw]))
      .digest('hex')}`;
    assert.equal(verifyWebhookSignature(raw, sig, secret, { now }), true);
    assert.equal(verifyWebhookSignature(new Uint8Array(raw), sig, secret, { now }), true);
    assert.equal(verifyWebhookSignature(raw.toString('utf8'), sig, secret, { now }), false);
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    assert.equal(
      verifyWebhookSignature(pretty, header, secret, { now }),
      false,
      'parsed and serialized again is not the raw body',
    );
  });

  it('refuses a parsed object instead of the raw body, and an empty secret, as programming errors', () => {
    assert.throws(() => verifyWebhookSignature(JSON.parse(body), header, secret, { now }), TypeError);
    assert.throws(() => verifyWebhookSignature(body, header, '', { now }), TypeError);
  });

  it('takes the clock as a Date too', () => {
    assert.equal(verifyWebhookSignature(body, header, secret, { now: new Date((t + 299) * 1000) }), true);
    assert.equal(verifyWebhookSignature(body, header, secret, { now: new Date((t + 301) * 1000) }), false);
  });

  it('accepts a valid signature, and the raw body as a Buffer', () => {
    assert.equal(verifyWebhookSignature(body, header, secret, { now }), true);
    assert.equal(verifyWebhookSignature(Buffer.from(body), header, secret, { now }), true);
  });

  it('compares the digest case-insensitively and tolerates spaces', () => {
    assert.equal(verifyWebhookSignature(body, `t=${t}, v1=${expectedHex.toUpperCase()}`, secret, { now }), true);
  });

  it('detects a tampered body, timestamp or secret', () => {
    assert.equal(verifyWebhookSignature(body + ' ', header, secret, { now }), false);
    assert.equal(verifyWebhookSignature(body.replace('e1', 'e2'), header, secret, { now }), false);
    assert.equal(verifyWebhookSignature(body, `t=${t + 1},v1=${expectedHex}`, secret, { now }), false);
    assert.equal(verifyWebhookSignature(body, header, secret + 'x', { now }), false);
    const flipped = (expectedHex[0] === '0' ? '1' : '0') + expectedHex.slice(1);
    assert.equal(verifyWebhookSignature(body, `t=${t},v1=${flipped}`, secret, { now }), false);
  });

  it('accepts any matching v1 entry among several and ignores unknown schemes', () => {
    const other = 'a'.repeat(64);
    assert.equal(verifyWebhookSignature(body, `t=${t},v1=${other},v1=${expectedHex}`, secret, { now }), true);
    assert.equal(verifyWebhookSignature(body, `t=${t},v0=legacy,v1=${expectedHex}`, secret, { now }), true);
    assert.equal(verifyWebhookSignature(body, `v1=${expectedHex},t=${t}`, secret, { now }), true);
    assert.equal(verifyWebhookSignature(body, `t=${t},v1=${other}`, secret, { now }), false);
  });

  it('enforces the replay window (default 300 s, configurable)', () => {
    assert.equal(verifyWebhookSignature(body, header, secret, { now: t + 300 }), true);
    assert.equal(verifyWebhookSignature(body, header, secret, { now: t + 301 }), false);
    assert.equal(verifyWebhookSignature(body, header, secret, { now: t - 301 }), false, 'future timestamps too');
    assert.equal(verifyWebhookSignature(body, header, secret, { now: t + 1000, toleranceSeconds: 1000 }), true);
    assert.equal(verifyWebhookSignature(body, header, secret, { now: t + 61, toleranceSeconds: 60 }), false);
  });

  it('uses the clock when now is not given', () => {
    const fresh = Math.floor(Date.now() / 1000);
    assert.equal(verifyWebhookSignature(body, signPayload(secret, body, fresh), secret), true);
    assert.equal(verifyWebhookSignature(body, header, secret), false, 'a 2023 timestamp is stale');
  });

  it('returns false for malformed headers without throwing', () => {
    const malformed: unknown[] = [
      '',
      'garbage',
      `v1=${expectedHex}`,
      `t=${t}`,
      `t=,v1=${expectedHex}`,
      `t=abc,v1=${expectedHex}`,
      `t=-5,v1=${expectedHex}`,
      `t=1.5,v1=${expectedHex}`,
      `t=${t},t=${t},v1=${expectedHex}`,
      `t=${t},v1=${expectedHex.slice(0, 63)}`,
      `t=${t},v1=${expectedHex}00`,
      `t=${t},v1=${'z'.repeat(64)}`,
      `t=${t},v1=`,
      `t=${t},,v1=${expectedHex}`,
      `t=${t};v1=${expectedHex}`,
      `=${t},v1=${expectedHex}`,
      `t=${t},v1=${expectedHex},` + 'x'.repeat(5000),
      undefined,
      null,
      42,
    ];
    for (const h of malformed) {
      assert.equal(verifyWebhookSignature(body, h as string, secret, { now }), false, String(h).slice(0, 80));
    }
  });
});

describe('parseWebhookEvent', () => {
  const envelope = buildEventEnvelope({
    eventId: '6f1c2d9e-0000-4000-8000-000000000001',
    deliveryId: '6f1c2d9e-0000-4000-8000-000000000002',
    kind: 'succeeded',
    occurredAt: '2026-01-02T03:04:05.678Z',
    operation: {
      id: '6f1c2d9e-0000-4000-8000-000000000003',
      kind: 'sponsor-detection',
      status: 'succeeded',
      progress: { current: 3, total: 3, percent: 100 },
      result: { ref: '/v1/operations/6f1c2d9e-0000-4000-8000-000000000003/result' },
      error: null,
    },
  });

  it('returns the typed envelope of an "event" body, from a string or bytes', () => {
    const raw = renderBody('event', envelope);
    assert.deepEqual(parseWebhookEvent(raw), { payloadFormat: 'event', event: envelope });
    assert.deepEqual(parseWebhookEvent(Buffer.from(raw)).event, envelope);
  });

  it('unwraps the session-message adapter, keeping its message text', () => {
    const raw = renderBody('session-message', envelope);
    const parsed = parseWebhookEvent(raw);
    assert.equal(parsed.payloadFormat, 'session-message');
    assert.deepEqual(parsed.event, envelope);
    assert.equal(parsed.message, JSON.parse(raw).message);
    assert.match(parsed.message!, /Deduplication id: 6f1c2d9e-0000-4000-8000-000000000001/);
  });

  it('refuses what is not a version 1.0 event', () => {
    const bad: string[] = [
      'not json',
      '[]',
      '{"message": "hello, no envelope here"}',
      JSON.stringify({ ...envelope, version: '2.0' }),
      JSON.stringify({ ...envelope, type: 'service.operation.exploded.v1' }),
      JSON.stringify({ ...envelope, operation: { ...envelope.operation, progress: null } }),
      JSON.stringify({ ...envelope, operation: { ...envelope.operation, error: 'boom' } }),
      JSON.stringify({ ...envelope, id: 42 }),
    ];
    for (const raw of bad) assert.throws(() => parseWebhookEvent(raw), WebhookEventError, raw.slice(0, 60));
  });
});

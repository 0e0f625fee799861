import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { signPayload, verifyWebhookSignature } from '../../src/webhooks/signing.js';

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
    const hex = createHmac('sha256', secret).update(Buffer.from(`${t}.${unicode}`, 'utf8')).digest('hex');
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

  it('accepts a valid signature, and the raw body as a Buffer', () => {
    assert.equal(verifyWebhookSignature(header, body, secret, { now }), true);
    assert.equal(verifyWebhookSignature(header, Buffer.from(body), secret, { now }), true);
  });

  it('compares the digest case-insensitively and tolerates spaces', () => {
    assert.equal(verifyWebhookSignature(`t=${t}, v1=${expectedHex.toUpperCase()}`, body, secret, { now }), true);
  });

  it('detects a tampered body, timestamp or secret', () => {
    assert.equal(verifyWebhookSignature(header, body + ' ', secret, { now }), false);
    assert.equal(verifyWebhookSignature(header, body.replace('e1', 'e2'), secret, { now }), false);
    assert.equal(verifyWebhookSignature(`t=${t + 1},v1=${expectedHex}`, body, secret, { now }), false);
    assert.equal(verifyWebhookSignature(header, body, secret + 'x', { now }), false);
    const flipped = (expectedHex[0] === '0' ? '1' : '0') + expectedHex.slice(1);
    assert.equal(verifyWebhookSignature(`t=${t},v1=${flipped}`, body, secret, { now }), false);
  });

  it('accepts any matching v1 entry among several and ignores unknown schemes', () => {
    const other = 'a'.repeat(64);
    assert.equal(verifyWebhookSignature(`t=${t},v1=${other},v1=${expectedHex}`, body, secret, { now }), true);
    assert.equal(verifyWebhookSignature(`t=${t},v0=legacy,v1=${expectedHex}`, body, secret, { now }), true);
    assert.equal(verifyWebhookSignature(`v1=${expectedHex},t=${t}`, body, secret, { now }), true);
    assert.equal(verifyWebhookSignature(`t=${t},v1=${other}`, body, secret, { now }), false);
  });

  it('enforces the replay window (default 300 s, configurable)', () => {
    assert.equal(verifyWebhookSignature(header, body, secret, { now: t + 300 }), true);
    assert.equal(verifyWebhookSignature(header, body, secret, { now: t + 301 }), false);
    assert.equal(verifyWebhookSignature(header, body, secret, { now: t - 301 }), false, 'future timestamps too');
    assert.equal(verifyWebhookSignature(header, body, secret, { now: t + 1000, toleranceSeconds: 1000 }), true);
    assert.equal(verifyWebhookSignature(header, body, secret, { now: t + 61, toleranceSeconds: 60 }), false);
  });

  it('uses the clock when now is not given', () => {
    const fresh = Math.floor(Date.now() / 1000);
    assert.equal(verifyWebhookSignature(signPayload(secret, body, fresh), body, secret), true);
    assert.equal(verifyWebhookSignature(header, body, secret), false, 'a 2023 timestamp is stale');
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
      assert.equal(verifyWebhookSignature(h as string, body, secret, { now }), false, String(h).slice(0, 80));
    }
  });
});

// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_BODY_BYTES,
  buildEventEnvelope,
  eventTypeName,
  parseSessionMessage,
  renderBody,
  type EventKind,
  type OperationSnapshot,
} from '../../src/webhooks/envelope.js';

const opId = '0b6f5c1e-8d1a-4c43-9c1e-1f7b8d0c2a11';
const eventId = '5f0d6a8e-2b7c-4e1d-8a3f-7c9b1e2d3f40';
const deliveryId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

function op(overrides: Partial<OperationSnapshot> = {}): OperationSnapshot {
  return {
    id: opId,
    kind: 'sponsor-detection',
    status: 'succeeded',
    progress: { current: 10, total: 10, percent: 100 },
    result: { ref: `/v1/operations/${opId}/result` },
    error: null,
    ...overrides,
  };
}

function build(kind: EventKind, operation: OperationSnapshot = op()) {
  return buildEventEnvelope({ eventId, deliveryId, kind, occurredAt: new Date('2025-03-01T12:34:56.789Z'), operation });
}

describe('buildEventEnvelope', () => {
  it('has the documented shape and key order', () => {
    const env = build('succeeded');
    assert.deepEqual(Object.keys(env), ['version', 'id', 'deliveryId', 'type', 'occurredAt', 'operation']);
    assert.deepEqual(Object.keys(env.operation), ['id', 'kind', 'status', 'progress', 'result', 'error']);
    assert.deepEqual(env, {
      version: '1.0',
      id: eventId,
      deliveryId,
      type: 'service.operation.succeeded.v1',
      occurredAt: '2025-03-01T12:34:56.789Z',
      operation: op(),
    });
    assert.equal(
      renderBody('event', env),
      `{"version":"1.0","id":"${eventId}","deliveryId":"${deliveryId}","type":"service.operation.succeeded.v1",` +
        `"occurredAt":"2025-03-01T12:34:56.789Z","operation":{"id":"${opId}","kind":"sponsor-detection",` +
        `"status":"succeeded","progress":{"current":10,"total":10,"percent":100},` +
        `"result":{"ref":"/v1/operations/${opId}/result"},"error":null}}`,
    );
  });

  it('names the type after each kind, and eventTypeName gives the delivery record form', () => {
    const kinds: EventKind[] = ['progress', 'succeeded', 'failed', 'canceled'];
    for (const kind of kinds) {
      assert.equal(build(kind).type, `service.operation.${kind}.v1`);
      assert.equal(eventTypeName(kind), `operation.${kind}`);
    }
  });

  it('normalizes occurredAt to ISO 8601 UTC with milliseconds', () => {
    const env = buildEventEnvelope({
      eventId,
      deliveryId,
      kind: 'progress',
      occurredAt: '2025-03-01T14:34:56+02:00',
      operation: op(),
    });
    assert.equal(env.occurredAt, '2025-03-01T12:34:56.000Z');
    assert.throws(() =>
      buildEventEnvelope({ eventId, deliveryId, kind: 'progress', occurredAt: 'nope', operation: op() }),
    );
  });

  it('carries only current, total and percent of progress', () => {
    const withExtras = op({
      status: 'running',
      progress: {
        current: 3,
        total: 8,
        percent: 37.5,
        phase: 'scan',
        message: 'scanning',
      } as OperationSnapshot['progress'],
      result: null,
    });
    const env = build('progress', { ...withExtras, extra: 'x' } as OperationSnapshot);
    assert.deepEqual(env.operation.progress, { current: 3, total: 8, percent: 37.5 });
    assert.equal('extra' in env.operation, false);
  });
});

describe('renderBody session-message', () => {
  it('round-trips the envelope through parseSessionMessage', () => {
    for (const kind of ['progress', 'succeeded', 'failed', 'canceled'] as EventKind[]) {
      const operation =
        kind === 'failed'
          ? op({ status: 'failed', result: null, error: { code: 'upstream_error', message: 'source went away' } })
          : op({ status: kind === 'progress' ? 'running' : kind });
      const env = build(kind, operation);
      const body = JSON.parse(renderBody('session-message', env)) as { message: string };
      assert.deepEqual(Object.keys(body), ['message']);
      assert.deepEqual(parseSessionMessage(body.message), env);
      assert.ok(body.message.includes(`Deduplication id: ${eventId}`));
    }
  });

  it('starts with a readable one-line summary', () => {
    const lines = (env: ReturnType<typeof build>) =>
      (JSON.parse(renderBody('session-message', env)) as { message: string }).message.split('\n');

    const succeeded = lines(build('succeeded'));
    assert.equal(
      succeeded[0],
      `Operation ${opId} (sponsor-detection) succeeded. Result: /v1/operations/${opId}/result`,
    );
    assert.equal(succeeded[1], `Deduplication id: ${eventId}`);

    const progress = lines(
      build('progress', op({ status: 'running', progress: { current: 1, total: 3, percent: 33.3333 } })),
    );
    assert.equal(progress[0], `Operation ${opId} (sponsor-detection) progress: 1/3 (33.3%).`);

    const failed = lines(
      build('failed', op({ status: 'failed', result: null, error: { code: 'boom', message: 'line one\nline two' } })),
    );
    assert.equal(failed[0], `Operation ${opId} (sponsor-detection) failed: boom: line one line two`);

    const canceled = lines(build('canceled', op({ status: 'canceled', result: null })));
    assert.equal(canceled[0], `Operation ${opId} (sponsor-detection) was canceled.`);
  });

  it('parseSessionMessage returns null for text without an envelope', () => {
    assert.equal(parseSessionMessage('hello'), null);
    assert.equal(parseSessionMessage('Event envelope (JSON):\n{"not":"an envelope"}'), null);
    assert.equal(parseSessionMessage(''), null);
  });
});

describe('32 KiB body cap', () => {
  const huge = op({
    status: 'failed',
    result: null,
    error: { code: 'upstream_error', message: 'x'.repeat(100_000) },
  });
  const multibyte = op({
    status: 'failed',
    result: null,
    error: { code: 'upstream_error', message: '🚀é"\n\u0001'.repeat(20_000) },
  });

  for (const format of ['event', 'session-message'] as const) {
    for (const [name, operation] of [
      ['ascii', huge],
      ['multibyte and escaped', multibyte],
    ] as const) {
      it(`${format} with a huge ${name} error message fits and stays parseable`, () => {
        const body = renderBody(format, build('failed', operation));
        const bytes = Buffer.byteLength(body, 'utf8');
        assert.ok(bytes <= MAX_BODY_BYTES, `${bytes} bytes`);
        assert.ok(bytes > MAX_BODY_BYTES - 200, 'truncation should keep as much as fits');
        const env = format === 'event' ? JSON.parse(body) : parseSessionMessage(JSON.parse(body).message);
        assert.equal(env.id, eventId);
        assert.equal(env.operation.error.code, 'upstream_error');
        assert.match(env.operation.error.message, /…\[truncated\]$/);
        assert.ok(!/[\ud800-\udbff]…/.test(env.operation.error.message), 'no split surrogate pair');
      });
    }
  }

  it('leaves bodies that fit untouched', () => {
    const env = build(
      'failed',
      op({ status: 'failed', result: null, error: { code: 'e', message: 'y'.repeat(20_000) } }),
    );
    assert.equal(JSON.parse(renderBody('event', env)).operation.error.message, 'y'.repeat(20_000));
  });
});

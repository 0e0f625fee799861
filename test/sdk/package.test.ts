// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The published subpaths work for a consumer: the package's "exports" point at built JavaScript and declarations,
// and a consumer with none of the server's dependencies installed can import and type-check them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../helpers/processes.js';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
let dir: string;

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-consumer-'));
  const installed = path.join(dir, 'node_modules', pkg.name);
  fs.mkdirSync(installed, { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(installed, 'package.json'));
  // The build's declaration step for the subpaths (tsconfig.sdk.json), emitting JavaScript too, into the copy.
  const r = spawnSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.sdk.json', '--emitDeclarationOnly', 'false', '--outDir', path.join(installed, 'dist')],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  assert.equal(r.status, 0, r.stdout + r.stderr);
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('"exports" names ./webhooks and ./client with types and JavaScript', () => {
  for (const sub of ['./webhooks', './client']) {
    assert.match(pkg.exports[sub].types, /^\.\/dist\/sdk\/\w+\.d\.ts$/, sub);
    assert.match(pkg.exports[sub].default, /^\.\/dist\/sdk\/\w+\.js$/, sub);
  }
});

test('a consumer without the server dependencies imports both subpaths by their public names and verifies a signature', () => {
  const secret = 'whsec_consumer_' + 'k'.repeat(20);
  const body = '{"version":"1.0","id":"e"}';
  const t = Math.floor(Date.now() / 1000);
  const header = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  fs.writeFileSync(
    path.join(dir, 'consumer.mjs'),
    `import { verifyWebhookSignature, parseWebhookEvent } from '${pkg.name}/webhooks';
import { ServiceClient, ServiceApiError } from '${pkg.name}/client';
const ok = verifyWebhookSignature(${JSON.stringify(body)}, ${JSON.stringify(header)}, ${JSON.stringify(secret)});
const tampered = verifyWebhookSignature(${JSON.stringify(body + ' ')}, ${JSON.stringify(header)}, ${JSON.stringify(secret)});
const client = new ServiceClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
console.log(JSON.stringify({ ok, tampered, parse: typeof parseWebhookEvent, client: typeof client.each, error: ServiceApiError.name }));
`,
  );
  const r = spawnSync(process.execPath, ['consumer.mjs'], { cwd: dir, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), {
    ok: true,
    tampered: false,
    parse: 'function',
    client: 'function',
    error: 'ServiceApiError',
  });
  const installed = path.join(dir, 'node_modules', pkg.name, 'dist');
  const files = fs
    .readdirSync(installed, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))
    .sort();
  assert.deepEqual(
    files,
    [
      'json.js',
      'sdk/client.js',
      'sdk/types.js',
      'sdk/webhooks.js',
      'webhooks/envelope.js',
      'webhooks/signing.js',
      'webhooks/watchEnvelope.js',
    ],
    'nothing of the server is pulled in',
  );
});

test('a TypeScript consumer type-checks against the declarations', () => {
  fs.writeFileSync(
    path.join(dir, 'consumer.ts'),
    `import { isOperationEvent, parseWebhookEvent, type WebhookEvent } from '${pkg.name}/webhooks';
import { ServiceClient, type SponsorshipSummary, type Operation, type Watch } from '${pkg.name}/client';
export async function demo(raw: string): Promise<string> {
  const event: WebhookEvent = parseWebhookEvent(raw).event;
  const client = new ServiceClient({ baseUrl: 'https://api.example', apiKey: 'k' });
  if (!isOperationEvent(event)) return event.watch.id + event.sponsorships.map((s) => s.brandName).join();
  const first: SponsorshipSummary[] = [];
  for await (const s of client.each('sponsorships', { brandDomain: 'nordvpn.com' })) first.push(s);
  const op: Operation = await client.getOperation(event.operation.id);
  // @ts-expect-error: an unknown filter is a type error
  client.listSponsorships({ colour: 'red' });
  const w: Watch = await client.createWatch({ filters: { brandDomain: 'nordvpn.com' }, callback: { url: 'https://x.example' } });
  // @ts-expect-error: a watch's filters are the sponsorships list's
  await client.createWatch({ filters: { colour: 'red' }, callback: { url: 'https://x.example' } });
  return op.status + first.length + w.id;
}
`,
  );
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        strict: true,
        noEmit: true,
        types: [],
        lib: ['ES2022', 'DOM'],
      },
      files: ['consumer.ts'],
    }),
  );
  const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

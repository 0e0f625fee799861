// `npm run build`: compile src/ to dist/ with tsc, declarations for the published subpaths, and copy the SQL
// migrations beside the compiled code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
// Type declarations for the published subpaths ("exports": ./webhooks, ./client), which import no server code.
const dts = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.sdk.json'], { cwd: root, stdio: 'inherit' });
if (dts.status !== 0) process.exit(dts.status ?? 1);
const from = path.join(root, 'src/db/migrations');
const to = path.join(root, 'dist/db/migrations');
fs.mkdirSync(to, { recursive: true });
for (const f of fs.readdirSync(from)) if (f.endsWith('.sql')) fs.copyFileSync(path.join(from, f), path.join(to, f));

// `npm run build`: compile src/ to dist/ with tsc, declarations for the published subpaths, copy the SQL
// migrations beside the compiled code, and build the web console (console/, React + Vite) into dist/web. `--console` builds only the console.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const consoleOnly = process.argv.includes('--console');

function run(args) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!consoleOnly) {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  run([path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
  // Type declarations for the published subpaths ("exports": ./webhooks, ./client), which import no server code.
  run([path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.sdk.json']);
  const from = path.join(root, 'src/db/migrations');
  const to = path.join(root, 'dist/db/migrations');
  fs.mkdirSync(to, { recursive: true });
  for (const f of fs.readdirSync(from)) if (f.endsWith('.sql')) fs.copyFileSync(path.join(from, f), path.join(to, f));
}
run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', path.join(root, 'console/vite.config.ts')]);

// `npm run bench -- <name>`: runs one benchmark and writes its section of BENCHMARKS.md.
const name = process.argv[2];
const benches: Record<string, () => Promise<unknown>> = {
  read: () => import('./read.js').then((m) => m.main()),
  operations: () => import('./operations.js').then((m) => m.main()),
  detection: () => import('./detection.js').then((m) => m.main()),
  exports: () => import('./exports.js').then((m) => m.main()),
  mix: () => import('./mix.js').then((m) => m.main()),
  tracking: () => import('./tracking.js').then((m) => m.main()),
  similar: () => import('./similar.js').then((m) => m.main()),
  watches: () => import('./watches.js').then((m) => m.main()),
  discovery: () => import('./discovery.js').then((m) => m.main()),
  triggers: () => import('./triggers.js').then((m) => m.main()),
};
if (!name || !benches[name]) {
  process.stderr.write(`usage: npm run bench -- <${Object.keys(benches).join('|')}>\n`);
  process.exit(2);
}
await benches[name]();

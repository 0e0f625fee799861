// Entry point: the CLI (serve, keys, import, seed) wires config, database and HTTP.
import { runCli } from './cli/cli.js';

runCli(process.argv).catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

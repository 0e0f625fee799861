// `csds mcp`: the MCP tools over stdio for a local agent, authenticated with SERVICE_API_KEY.
// With SERVICE_URL set it relays each message to that running server's /mcp endpoint (the embedded database can
// be opened by one process only, and the server holds it). Without it, it opens the store itself and runs the
// same tools in-process, with workers as `serve` would (RUN_WORKER), so operations it starts also finish.
// stdout carries the protocol; logs go to stderr.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import pino from 'pino';
import { ConfigError, loadClientConfig, loadConfig } from '../config.js';
import { openStore } from '../db/database.js';
import { DataDirLockedError } from '../db/lock.js';
import { REDACTED_PATHS } from '../http/requestLog.js';
import { KeyAuthenticator } from '../http/auth.js';
import { ApiError } from '../errors.js';
import { ReadCache } from '../directory/readCache.js';
import { DownloadLinks } from '../exports/links.js';
import { CursorCodec } from '../pagination/cursor.js';
import { createRuntime } from '../runtime.js';
import { buildMcpServer } from './server.js';

const FAILURE_TEXT = {
  invalid_api_key: 'SERVICE_API_KEY is not a valid API key.',
  revoked_api_key: 'SERVICE_API_KEY has been revoked; create a new key.',
  expired_api_key: 'SERVICE_API_KEY has expired; create a new key.',
} as const;

/** Resolves when stdin closes (the client went away). */
function untilClosed(transport: StdioServerTransport): Promise<void> {
  return new Promise((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
}

export async function runStdioMcp(): Promise<void> {
  const client = loadClientConfig();
  if (!client.apiKey) throw new ConfigError('Set SERVICE_API_KEY to the API key the MCP tools should act with.');
  if (client.serviceUrl) return relay(client.serviceUrl, client.apiKey);
  return inProcess(client.apiKey);
}

async function relay(serviceUrl: string, apiKey: string) {
  const upstream = new StreamableHTTPClientTransport(new URL('/mcp', serviceUrl), {
    requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
  });
  const local = new StdioServerTransport();
  local.onmessage = (message: JSONRPCMessage) => {
    upstream.send(message).catch((err: Error) => {
      // A request the server refused at the HTTP level (a bad key, the server down) still gets an answer.
      if ('id' in message && 'method' in message) {
        void local.send({
          jsonrpc: '2.0',
          id: message.id,
          error: { code: -32603, message: `${serviceUrl}/mcp: ${err.message}` },
        });
      }
    });
  };
  upstream.onmessage = (message) => void local.send(message);
  upstream.onerror = (err) => process.stderr.write(`mcp relay: ${err.message}\n`);
  await upstream.start();
  const closed = untilClosed(local);
  await local.start();
  await closed;
  await upstream.close().catch(() => {});
}

async function inProcess(apiKey: string) {
  const config = loadConfig();
  let store;
  try {
    store = await openStore({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 4,
      readStatementTimeoutMs: config.readStatementTimeoutMs,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new ConfigError(
        `${err.message} To use the tools beside a running server, set SERVICE_URL to its address (e.g. http://127.0.0.1:8080).`,
      );
    }
    throw err;
  }
  const logger = pino(
    { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    pino.destination(2),
  ).child({ component: 'mcp' });
  const runtime = createRuntime(config, store, { logger: logger as never });
  try {
    const auth = new KeyAuthenticator(store.db, config.keyCacheSeconds * 1000);
    // A key that does not work is reported at once rather than on the first tool call.
    const first = await auth.check(apiKey);
    if (!first.ok) throw new ConfigError(FAILURE_TEXT[first.reason]);
    const ctx = {
      db: store.db,
      readDb: store.reads,
      scanDb: store.scans,
      cursors: new CursorCodec(runtime.services.keys.cursors),
      cache: new ReadCache(store.cacheChecks, config.readCacheEntries, {
        maxSize: config.readCacheBytes,
        pruneDb: store.db,
      }),
      services: runtime.services,
      tracking: runtime.services.tracking,
      config,
      exports: {
        stores: runtime.services.exportStores,
        links: new DownloadLinks(runtime.services.keys.downloadLinks, config.exportLinkTtlSeconds),
      },
    };
    const server = buildMcpServer({
      ctx,
      // Checked on every call, so a key revoked meanwhile stops working (within API_KEY_CACHE_SECONDS).
      authenticate: async () => {
        const check = await auth.check(apiKey);
        if (!check.ok) throw new ApiError(check.reason, FAILURE_TEXT[check.reason]);
        // No HTTP request to take a host from: links are absolute only with PUBLIC_BASE_URL.
        return { accountId: check.key.account.id, scopes: check.key.scopes, linkBase: config.publicBaseUrl ?? '' };
      },
      onError: (err, tool) => logger.error({ err, tool }, 'MCP tool failed'),
    });
    await runtime.start();
    const transport = new StdioServerTransport();
    const closed = untilClosed(transport);
    await server.connect(transport);
    await closed;
    await server.close();
  } finally {
    await runtime.stop();
    await store.close();
  }
}

// MCP clients for tests: the SDK's own Client over Streamable HTTP (against an app listening on loopback).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** `fetch`, when given, is the transport's (to see each HTTP answer, its headers included). */
export async function connectHttp(base: string, key: string | null, fetch?: FetchLike): Promise<Client> {
  const client = new Client({ name: 'csds-test', version: '1.0.0' });
  const headers: Record<string, string> = key === null ? {} : { authorization: `Bearer ${key}` };
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers }, ...(fetch ? { fetch } : {}) }),
  );
  return client;
}

/** Calls a tool that must succeed and returns its structured result. */
export async function callOk(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (r.isError) throw new Error(`${name} failed: ${JSON.stringify(r.content)}`);
  return r.structuredContent;
}

/** Calls a tool that must fail and returns the text of its error result. */
export async function callError(client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (!r.isError) throw new Error(`${name} was expected to fail but returned ${JSON.stringify(r.structuredContent)}`);
  const first = r.content[0];
  return first && first.type === 'text' ? first.text : '';
}

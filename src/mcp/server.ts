// The MCP server over the tools in tools.ts, independent of its transport (Streamable HTTP in http.ts, stdio in
// stdio.ts). Every call authenticates, checks the tool's scope, validates the arguments against the tool's schema,
// and runs the domain function; any refusal (a missing scope, bad arguments, not found) is a tool error result
// naming the reason, never a protocol failure or a crash.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { ValidateFunction } from 'ajv';
import { ApiError, invalidRequest } from '../errors.js';
import { unstorableInput } from '../http/inputGuard.js';
import { createValidator, fieldErrors } from '../validation.js';
import { TOOLS, type Caller, type Tool, type ToolContext } from './tools.js';

const ajv = createValidator({ coerce: false });
const validators = new Map<string, ValidateFunction>(TOOLS.map((t) => [t.name, ajv.compile(t.input)]));
const byName = new Map(TOOLS.map((t) => [t.name, t]));

export const SERVER_INFO = { name: 'creator-sponsorship-data-service', version: '1.0.0' };

export interface McpServerOptions {
  ctx: ToolContext;
  /** Resolves the caller for each tool call; throws ApiError when the key is missing, invalid, revoked or expired. */
  authenticate(): Promise<Caller>;
  /** Where unexpected failures are reported (their details never reach the client). */
  onError?(err: unknown, tool: string): void;
}

/** A refusal as a tool error result: the problem code, then what to do, then any field errors. */
export function errorResult(err: ApiError): CallToolResult {
  const lines = [`${err.code}: ${err.message}`, ...(err.errors ?? []).map((e) => `- ${e.path}: ${e.message}`)];
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
}

function scopeError(tool: Tool): ApiError {
  return new ApiError(
    'insufficient_scope',
    `The tool ${tool.name} needs the scope "${tool.scope}", which this API key does not have.`,
  );
}

export function buildMcpServer(opts: McpServerOptions): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {} },
    instructions:
      'Sponsorship intelligence: which brands pay which creators, with proof. Search tools page with meta.nextCursor. ' +
      'Long jobs run as operations: start-operation, then get-operation or wait for the callback, then get-operation-result. ' +
      'To be told of new sponsorships instead of polling, create-watch with the list filters and a callback.',
  });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.input as { type: 'object' },
      outputSchema: t.output as { type: 'object' },
      annotations: { title: t.title, readOnlyHint: t.readOnly, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    // A plain error with a code: the SDK sends its message as is, where an McpError's message already carries the
    // "MCP error -32602:" prefix that the client adds again.
    if (!tool)
      throw Object.assign(
        new Error(`Unknown tool ${JSON.stringify(request.params.name)}; list the tools to see their names.`),
        { code: ErrorCode.InvalidParams },
      );
    try {
      const caller = await opts.authenticate();
      if (!caller.scopes.includes(tool.scope)) return errorResult(scopeError(tool));
      // The HTTP edge's rule (no NUL, bounded depth) on the arguments, which sit two deep in their JSON-RPC message,
      // so the bound on the message is the one a JSON body has.
      const unstorable = unstorableInput(request.params.arguments ?? {}, 'arguments', { depth: 2 });
      if (unstorable.length) return errorResult(invalidRequest(unstorable));
      // Defaults are written into the arguments (limit 50...), so validate a copy.
      const args = structuredClone(request.params.arguments ?? {});
      const validate = validators.get(tool.name)!;
      if (!validate(args)) return errorResult(invalidRequest(fieldErrors(validate.errors ?? [], 'arguments')));
      const out = await tool.run(opts.ctx, caller, args as never);
      return { content: [{ type: 'text', text: JSON.stringify(out) }], structuredContent: out };
    } catch (err) {
      if (err instanceof ApiError) return errorResult(err);
      opts.onError?.(err, tool.name);
      return errorResult(
        new ApiError(
          'internal_error',
          'Something went wrong on our side; try again, and quote the tool name if it persists.',
        ),
      );
    }
  });

  return server;
}

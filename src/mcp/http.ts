// POST /mcp: the MCP tools over Streamable HTTP (stateless: each request is answered on its own, as JSON), inside
// the Fastify app, behind the same bearer keys as /v1 (the auth hook runs first; scopes are checked per tool).
import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  isInitializeRequest,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keyOf } from '../http/auth.js';
import { publicBase, type AppContext } from '../http/context.js';
import { ApiError } from '../errors.js';
import { buildMcpServer } from './server.js';

/**
 * What the SDK's transport would refuse, refused first as problem+json like every other 4xx of the service (the
 * transport answers these with JSON-RPC error bodies of its own; MCP allows any body on an HTTP error, and the
 * SDK's client reads only the status). Stateless, so there are no session checks to repeat.
 */
function refusal(request: FastifyRequest): ApiError | null {
  const accept = request.headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    return new ApiError(
      'not_acceptable',
      'Send "Accept: application/json, text/event-stream", as the MCP Streamable HTTP transport requires.',
    );
  }
  const body = request.body;
  if (body === undefined || body === null)
    return new ApiError('invalid_json', 'Send one JSON-RPC 2.0 message (or a batch) as the JSON body.');
  const messages = Array.isArray(body) ? body : [body];
  if (messages.length === 0 || messages.length > MAX_BATCH_SIZE) {
    return new ApiError('invalid_request', `A batch holds 1 to ${MAX_BATCH_SIZE} JSON-RPC messages.`);
  }
  const bad = messages.findIndex((m) => !JSONRPCMessageSchema.safeParse(m).success);
  if (bad >= 0) return new ApiError('invalid_request', `Message ${bad} of the body is not a JSON-RPC 2.0 message.`);
  const initializing = messages.some(isInitializeRequest);
  if (initializing && messages.length > 1)
    return new ApiError('invalid_request', 'An initialize request must be sent on its own.');
  const version = request.headers['mcp-protocol-version'];
  if (!initializing && version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) {
    return new ApiError(
      'invalid_request',
      `Unsupported MCP-Protocol-Version ${JSON.stringify(version)}; supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`,
    );
  }
  return null;
}

/** The JSON-RPC messages a body carries: a batch's length, or 1 (one message, or a body refused below as malformed). */
function messageCount(body: unknown): number {
  return Array.isArray(body) && body.length >= 1 && body.length <= MAX_BATCH_SIZE ? body.length : 1;
}

export const mcpRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // A NUL in a tool's arguments is refused by the tool call (mcp/server.ts), as a tool error result. A POST draws
    // one unit of the key's budget per JSON-RPC message it carries, as if each had come on its own: batching neither
    // saves nor costs anything (docs/api.md, "Rate limits").
    app.post(
      '/mcp',
      { config: { scope: null, bodyTextCheckedByRoute: true, rateLimit: 'per-message' }, schema: { hide: true } },
      async (request, reply) => {
        const key = keyOf(request);
        if (ctx.budgets) {
          const cost = messageCount(request.body);
          if (cost > ctx.budgets.burst) {
            await ctx.budgets.charge(request, reply, 1);
            throw new ApiError(
              'invalid_request',
              `This batch holds ${cost} messages, more than this key's whole request budget (${ctx.budgets.burst}); send at most ${ctx.budgets.burst} at a time.`,
            );
          }
          await ctx.budgets.charge(request, reply, cost);
        }
        const refused = refusal(request);
        if (refused) throw refused;
        const server = buildMcpServer({
          ctx,
          // The key was verified for this request by the hook; one request carries one message.
          authenticate: async () => ({
            accountId: key.account.id,
            scopes: key.scopes,
            linkBase: publicBase(ctx.config, request),
          }),
          onError: (err, tool) => request.log.error({ err, tool }, 'MCP tool failed'),
        });
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        reply.hijack();
        // A hijacked reply writes none of the headers set on it (X-Request-Id, RateLimit-*): the transport's answer carries them.
        for (const [name, value] of Object.entries(reply.getHeaders()))
          if (value !== undefined) reply.raw.setHeader(name, value);
        reply.raw.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      },
    );

    // Stateless: no server-initiated stream to open (GET) and no session to end (DELETE).
    for (const method of ['GET', 'DELETE'] as const) {
      app.route({
        method,
        url: '/mcp',
        config: { scope: null },
        schema: { hide: true },
        handler: async (_request, reply) => {
          reply.header('allow', 'POST');
          throw new ApiError(
            'method_not_allowed',
            'This MCP endpoint is stateless: send each JSON-RPC message with POST.',
          );
        },
      });
    }
  };

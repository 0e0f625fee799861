// POST /mcp: the MCP tools over Streamable HTTP (stateless: each request is answered on its own, as JSON), inside
// the Fastify app, behind the same bearer keys as /v1 (the auth hook runs first; scopes are checked per tool).
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync } from 'fastify';
import { keyOf } from '../http/auth.js';
import type { AppContext } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { buildMcpServer } from './server.js';

export const mcpRoutes = (ctx: AppContext): FastifyPluginAsync => async (app) => {
  app.post('/mcp', { config: { scope: null }, schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request);
    const server = buildMcpServer({
      ctx,
      // The key was verified for this request by the hook; one request carries one message.
      authenticate: async () => ({ accountId: key.account.id, scopes: key.scopes }),
      onError: (err, tool) => request.log.error({ err, tool }, 'MCP tool failed'),
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.setHeader('x-request-id', request.id);
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no server-initiated stream to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      config: { scope: null },
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        throw new ApiError('method_not_allowed', 'This MCP endpoint is stateless: send each JSON-RPC message with POST.');
      },
    });
  }
};

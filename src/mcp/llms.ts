// GET /llms.txt: the service described for AI agents that read it (llmstxt.org's shape: a title, a summary, then
// sections of links and lines), without a key. It is generated from the definitions the service runs on, so it
// cannot drift from them: the HTTP routes from the OpenAPI document the routes' schemas make, the MCP tools (name,
// scope, description) from the tool list. Written once per process, at the first request.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sponsorshipFilterNames } from '../directory/fields/sponsorships.js';
import type { AppContext } from '../http/context.js';
import { SERVER_INFO } from './server.js';
import { TOOLS } from './tools.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiDocument {
  info: { title: string; description?: string };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { summary?: string; tags?: string[] }>>>;
}

/** Every documented route as `- METHOD /path: summary`, grouped by the OpenAPI tag, in the document's order. */
function routeLines(doc: OpenApiDocument): string[] {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      const line = `- ${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '{$1}')}${op.summary ? `: ${op.summary}` : ''}`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), line]);
    }
  }
  return [...byTag].flatMap(([tag, lines]) => [`### ${tag}`, '', ...lines, '']);
}

export function renderLlmsTxt(doc: OpenApiDocument): string {
  const tools = TOOLS.map((t) => `- \`${t.name}\` (scope \`${t.scope}\`): ${t.description}`);
  return [
    `# ${doc.info.title}`,
    '',
    `> ${doc.info.description ?? ''}`,
    '',
    'Every /v1 request takes `Authorization: Bearer <API_KEY>`; a key carries scopes (`data:read` for the directory,',
    '`operations:read|write`, `exports:read|write`, `tracking:read|write`, `watches:read|write`). Errors are RFC 9457',
    'problem+json with a `code` and, for bad input, `errors: [{path, message}]`. Lists answer `{data, meta: {nextCursor,',
    'hasMore}}`: pass `meta.nextCursor` back as `cursor` with the same parameters for the next page.',
    '',
    '- [OpenAPI document](/v1/openapi.json): every route, parameter and response schema',
    '- [API reference](/docs): the same, browsable',
    '',
    '## HTTP API',
    '',
    ...routeLines(doc),
    `## MCP tools`,
    '',
    `The same reads and actions as MCP tools (server "${SERVER_INFO.name}"): \`POST /mcp\` (Streamable HTTP, stateless,`,
    "JSON responses, the same bearer key), or `csds mcp` over stdio. Each tool takes its HTTP route's parameters as",
    'arguments and returns the HTTP response body as structured content; a refusal is a tool error result',
    '`<code>: <detail>` with one `- <path>: <message>` line per bad argument.',
    '',
    ...tools,
    '',
    '## The agent loop: long work without polling',
    '',
    'Sponsor detection, brand discovery and influencer-similar run as operations, which can take minutes.',
    '',
    '1. Call `start-operation` with `{kind, input, callback}`, where `callback` is `{url: <your session endpoint>,',
    '   payloadFormat: "session-message", authorization: {type: "bearer", token: <your session token>}}` (add',
    '   `secret` to have each delivery signed, and `idempotencyKey` to make a retry safe). It answers the queued',
    '   operation at once; carry on with other work.',
    '2. When the operation ends (succeeded, failed or canceled), the service POSTs `{message}` to the URL with',
    '   `Authorization: Bearer <token>` (and `X-Service-Signature` when a secret was given). The message is text: a',
    '   summary line such as `Operation <id> (<kind>) succeeded.`, `Deduplication id: <event id>`, then the event',
    '   envelope as JSON (`operation.id`, `status`, `result`). Deliveries are retried for about a day; deduplicate on',
    '   the event id.',
    '3. Call `get-operation-result` with `{id}` (the operation id from the message) for the output.',
    '',
    'Without a callback, poll `get-operation` until `status` is terminal, then call `get-operation-result`.',
    '`list-deliveries` shows whether (and why not) each callback reached you.',
    '',
    '## The watch loop: be told of new sponsorships',
    '',
    'To follow a brand, a creator or a sponsorship type over time, ask once instead of polling the lists.',
    '',
    '1. Call `create-watch` with `{filters, callback, label?, on?, maxBatch?}`: `filters` are the',
    `   \`search-sponsorships\` filters (${sponsorshipFilterNames.named.map((n) => `\`${n}\``).join(', ')},`,
    `   ${sponsorshipFilterNames.ranges.map((r) => `\`${r}…\``).join('/')} \`After\`/\`Before\`; \`{}\` watches every sponsorship), \`callback\` is the same object as an`,
    '   operation\'s (without `events`): `payloadFormat: "session-message"` with a bearer token reaches a session.',
    '2. Each time a sponsorship comes to match (created by detection, tracking or import) the service POSTs an event',
    '   `service.sponsorship.created.v1` with `watch: {id, label}` and `sponsorships: [...]` (the items of',
    '   `search-sponsorships`; a burst comes in batches of at most `maxBatch`, oldest first). With `on: ["created",',
    '   "removed", "typeChanged"]` it also sends `service.sponsorship.removed.v1` and `service.sponsorship.type_changed.v1`',
    '   (whose items add `previousType`). Events are signed with the callback `secret`, as operation callbacks are;',
    '   a session message carries a summary line and the same envelope. Deduplicate on the event `id`: a retry',
    '   carries the same one.',
    "3. `get-sponsorship` gives an item's evidence; `update-watch` with `paused: true` stops the events, `delete-watch`",
    '   ends the watch, and `list-watch-deliveries` shows whether (and why not) each event reached you.',
    '',
    '## The discovery loop: let the directory fill itself',
    '',
    'To cover a market without naming every channel, let discovery find the channels that take sponsorships.',
    '',
    '1. `PUT /v1/discovery` with the policy: `regions` (ISO codes: the charts read and the countries allowed),',
    '   `categoryIds` (YouTube video categories; empty: all), `languages`, `minSubscribers`, `dailyUnits` (the YouTube',
    '   units your runs may spend a day), `autoTrack` with `maxTrackedChannels`, and `seeds` (`keywords`, `brands`: brand',
    '   ids from `search-brands`, `channels`: UC… ids whose featured channels are read). `enabled: true` starts a run',
    '   every day by itself; `POST /v1/discovery/runs` with `{units}` starts one now (409 while one is queued or running).',
    "2. A run reads the cheap sources first (channels named in the directory's descriptions, featured channels, the",
    "   most-popular charts, the seed brands' creators; search, at 100 units a page, only with the budget left, each",
    '   query from the page earlier runs stopped at: seed keywords among channels, seed brands and the brands samples',
    '   found among videos), drops channels under the thresholds, and scores the rest on a sample of their latest',
    '   uploads run through sponsor detection (1 to 1.25 units a channel). Daily runs go on where the last one stopped.',
    '   It waits for the quota reset (`waiting-for-quota`) rather than failing. `get-discovery` shows the policy and the',
    '   latest run: `status`, `unitsSpent` of `units`, `unitsBySource`, `candidatesFound`, `candidatesScored`.',
    '3. `list-discovery-candidates` lists what it found, best `score` first (`status: "scored"` for those sampled);',
    '   each has its `sources` and `sample` (videos checked, sponsored, brands). `track-candidate` tracks one: its',
    '   uploads and sponsorships join the directory and stay current (`autoTrack` does it for the best). Reject one',
    '   with `POST /v1/discovery/candidates/{channelId}/reject` and no run proposes it again.',
    '',
  ].join('\n');
}

/** GET /llms.txt, public like the OpenAPI document, from the app's own OpenAPI document and tool list. */
export const llmsRoutes =
  (_ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    let text: string | null = null;
    app.get('/llms.txt', { config: { scope: false }, schema: { hide: true } }, async (_request, reply) => {
      text ??= renderLlmsTxt((app as FastifyInstance & { swagger(): unknown }).swagger() as OpenApiDocument);
      return reply.type('text/markdown; charset=utf-8').send(text);
    });
  };

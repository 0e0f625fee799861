// GET /v1/me, and the programmatic side of the settings area: POST/GET/DELETE /v1/api-keys.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiKeyJson,
  createApiKey,
  getApiKey,
  listApiKeys,
  revokeApiKey,
  SCOPES,
  type ApiKeyRecord,
  type Scope,
} from '../../keys/apiKeys.js';
import { listPage } from '../../pagination/listPage.js';
import { keyOf } from '../auth.js';
import type { AppContext } from '../context.js';
import { ApiError } from '../../errors.js';
import { isSession } from '../sessionAuth.js';
import { authErrors, Problem } from '../schemas.js';
import { listOf, listQuery, Timestamp, Uuid } from '../../schemas.js';

const ScopeSchema = Type.Unsafe<Scope>({ type: 'string', enum: [...SCOPES] });

/** The account a key (or console session) acts for: one shape in /v1/me and in API-key records. */
export const Account = Type.Object({ id: Uuid, name: Type.String() }, { title: 'Account' });

export const ApiKey = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    prefix: Type.String({ description: 'The first characters of the key, to recognise it' }),
    scopes: Type.Array(ScopeSchema),
    account: Account,
    createdAt: Timestamp,
    lastUsedAt: Type.Union([Timestamp, Type.Null()]),
    expiresAt: Type.Union([Timestamp, Type.Null()]),
    revokedAt: Type.Union([Timestamp, Type.Null()]),
    status: Type.Union([Type.Literal('active'), Type.Literal('revoked'), Type.Literal('expired')]),
  },
  { title: 'ApiKey' },
);

/** GET /v1/me. */
export const Me = Type.Object(
  {
    keyId: Uuid,
    name: Type.String(),
    scopes: Type.Array(ScopeSchema),
    account: Account,
    expiresAt: Type.Union([Timestamp, Type.Null()]),
    createdAt: Timestamp,
  },
  { title: 'Me' },
);

/**
 * The expiry of a key created through the API. A key cannot mint a key that outlives it (docs/api.md, "API keys"):
 * without `expiresAt` the new key expires with its creator; a later expiry, or `null` (never) under a key that
 * expires, is refused. A console session is a person acting, not a credential handing itself on: it may create
 * keys that never expire, although the session itself ends.
 */
function childExpiry(me: ApiKeyRecord, asked: string | null | undefined): Date | null {
  const expires = asked ? new Date(asked) : asked === null || isSession(me) ? null : me.expiresAt;
  if (expires && expires.getTime() <= Date.now()) {
    throw new ApiError('invalid_request', 'expiresAt must be in the future.', [
      { path: 'body.expiresAt', message: 'must be in the future' },
    ]);
  }
  if (isSession(me) || !me.expiresAt) return expires;
  if (expires === null || expires.getTime() > me.expiresAt.getTime()) {
    const limit = me.expiresAt.toISOString();
    throw new ApiError(
      'expires_after_parent_key',
      `A key cannot create a key that outlives it: this key expires at ${limit}, so expiresAt must be ${limit} or earlier (omit it to expire with this key).`,
      [{ path: 'body.expiresAt', message: `must be no later than ${limit}, when the creating key expires` }],
    );
  }
  return expires;
}

export const keyRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/me',
      {
        config: { scope: null },
        schema: {
          tags: ['Identity'],
          summary: 'The API key in use: id, name, scopes, account and expiry',
          response: { 200: Me, ...authErrors },
        },
      },
      async (request) => {
        const key = keyOf(request);
        return {
          keyId: key.id,
          name: key.name,
          scopes: key.scopes,
          account: key.account,
          expiresAt: key.expiresAt?.toISOString() ?? null,
          createdAt: key.createdAt.toISOString(),
        };
      },
    );

    app.post(
      '/api-keys',
      {
        config: { scope: 'keys:write' },
        schema: {
          tags: ['API keys'],
          summary: 'Create an API key in your account; the key is in this response only',
          description:
            'A key grants only scopes it holds and expires no later than itself (without expiresAt, the new key expires with it). ' +
            'An account holds at most MAX_API_KEYS_PER_ACCOUNT live keys (409 limit_reached).',
          body: Type.Object(
            {
              name: Type.String({ minLength: 1, maxLength: 100 }),
              scopes: Type.Array(ScopeSchema, { minItems: 1, uniqueItems: true }),
              expiresAt: Type.Optional(Type.Union([Timestamp, Type.Null()])),
            },
            { additionalProperties: false },
          ),
          response: {
            201: Type.Object({ ...ApiKey.properties, key: Type.String() }),
            ...authErrors,
            409: Problem,
            422: Problem,
          },
        },
      },
      async (request, reply) => {
        const me = keyOf(request);
        const { name, scopes, expiresAt } = request.body;
        // A key can hand on only what it holds: no escalation through key creation.
        const beyond = scopes.filter((s) => !me.scopes.includes(s));
        if (beyond.length) {
          throw new ApiError(
            'insufficient_scope',
            `A key can only grant scopes it holds itself; this key lacks ${beyond.join(', ')}.`,
          );
        }
        const expires = childExpiry(me, expiresAt);
        const created = await createApiKey(ctx.db, {
          accountId: me.account.id,
          name,
          scopes,
          expiresAt: expires,
          maxLive: ctx.config.maxApiKeysPerAccount,
        });
        return reply.code(201).send({ ...apiKeyJson(created), key: created.key });
      },
    );

    app.get(
      '/api-keys',
      {
        config: { scope: 'keys:write' },
        schema: {
          tags: ['API keys'],
          summary: "List your account's API keys, newest first (never the keys themselves)",
          querystring: Type.Object(
            { cursor: listQuery.cursor, limit: listQuery.limit },
            { additionalProperties: false },
          ),
          response: { 200: listOf(ApiKey), ...authErrors },
        },
      },
      async (request) => {
        const accountId = keyOf(request).account.id;
        const { page, meta } = await listPage(
          ctx.cursors,
          { list: 'api-keys', accountId },
          request.query,
          (_filters, limit, after) => listApiKeys(ctx.db, { accountId, limit, after }),
        );
        return { data: page.rows.map(apiKeyJson), meta };
      },
    );

    app.delete(
      '/api-keys/:id',
      {
        config: { scope: 'keys:write' },
        schema: {
          tags: ['API keys'],
          summary: 'Revoke an API key at once; revoking twice is harmless',
          params: Type.Object({ id: Uuid }),
          response: { 200: ApiKey, ...authErrors, 404: Problem },
        },
      },
      async (request) => {
        const me = keyOf(request);
        const existing = await getApiKey(ctx.db, me.account.id, request.params.id);
        if (!existing) throw new ApiError('not_found', `No API key in your account has the id ${request.params.id}.`);
        const revoked = await revokeApiKey(ctx.db, me.account.id, request.params.id);
        ctx.auth.invalidate();
        return apiKeyJson(revoked!);
      },
    );
  };

// The console's own endpoints: sign in (email + password → session cookie), sign out, and the current session
// with its CSRF token. Everything else the console shows comes from the /v1 routes, under the session.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createSession, csrfTokenFor, endSession, type ConsoleSession } from '../../console/sessions.js';
import { clearSignInFailures, recordSignInAttempt, type SignInRefusal } from '../../console/signInLimiter.js';
import { authenticateUser, normalizeEmail } from '../../console/users.js';
import type { AppContext } from '../context.js';
import { clientAddressKey } from '../clientAddress.js';
import { ApiError } from '../../errors.js';
import { Problem } from '../schemas.js';
import { Timestamp, Uuid } from '../../schemas.js';
import type { SessionAuthenticator } from '../sessionAuth.js';

const SessionView = Type.Object({
  user: Type.Object({ id: Uuid, email: Type.String() }),
  account: Type.Object({ id: Uuid, name: Type.String() }),
  csrfToken: Type.String({ description: 'Send as X-CSRF-Token on every state-changing request' }),
  expiresAt: Timestamp,
});

function view(session: ConsoleSession, token: string, expiresAt = session.expiresAt) {
  return {
    user: { id: session.user.id, email: session.user.email },
    account: session.user.account,
    csrfToken: csrfTokenFor(token),
    expiresAt: expiresAt.toISOString(),
  };
}

export const consoleRoutes =
  (ctx: AppContext, sessions: SessionAuthenticator): FastifyPluginAsyncTypebox =>
  async (app) => {
    const rule = {
      windowSeconds: ctx.config.signInWindowSeconds,
      maxFailures: ctx.config.signInMaxFailures,
      maxFailuresPerAddress: ctx.config.signInMaxFailuresPerAddress,
      maxFailuresTotal: ctx.config.signInMaxFailuresTotal,
    };
    const refusalText = (email: string, r: SignInRefusal) =>
      ({
        pair: `Too many failed sign-ins for ${email} from this address.`,
        address: 'Too many failed sign-ins from this address, whatever the email.',
        total: 'Too many failed sign-ins on this service just now: sign-in is paused for everyone.',
      })[r.limit] + ` Try again in ${r.retryAfterSeconds} s.`;
    const hidden = { hide: true } as const;

    app.post(
      '/sign-in',
      {
        config: { scope: false },
        schema: {
          ...hidden,
          body: Type.Object(
            {
              email: Type.String({ minLength: 3, maxLength: 254 }),
              password: Type.String({ minLength: 1, maxLength: 1024 }),
            },
            { additionalProperties: false },
          ),
          response: { 200: SessionView, 400: Problem, 401: Problem, 429: Problem },
        },
      },
      async (request, reply) => {
        const email = normalizeEmail(request.body.email);
        const address = clientAddressKey(request.ip);
        // The attempt counts before the password is checked, so parallel guesses cannot slip past the limits;
        // a success forgets it.
        const refused = await recordSignInAttempt(ctx.db, email, address, rule);
        if (refused) {
          throw new ApiError('rate_limited', refusalText(email, refused), undefined, {
            'Retry-After': String(refused.retryAfterSeconds),
          });
        }
        const user = await authenticateUser(ctx.db, email, request.body.password);
        if (!user) throw new ApiError('invalid_credentials', 'The email or the password is wrong.');
        await clearSignInFailures(ctx.db, email, address);
        const created = await createSession(ctx.db, user.id, sessions.times);
        sessions.setCookie(request, reply, created.token);
        const session: ConsoleSession = {
          id: created.id,
          user,
          createdAt: new Date(),
          lastSeenAt: new Date(),
          expiresAt: created.expiresAt,
        };
        return view(session, created.token);
      },
    );

    app.get(
      '/session',
      { config: { scope: false }, schema: { ...hidden, response: { 200: SessionView, 401: Problem } } },
      async (request) => {
        const opened = await sessions.authenticate(request);
        if (!opened) throw new ApiError('session_expired', 'You are not signed in.');
        return view(opened.session, opened.token);
      },
    );

    app.post(
      '/sign-out',
      { config: { scope: false }, schema: { ...hidden, response: { 204: Type.Null(), 401: Problem, 403: Problem } } },
      async (request, reply) => {
        const opened = await sessions.authenticate(request);
        if (opened) await endSession(ctx.db, opened.token);
        sessions.clearCookie(request, reply);
        return reply.code(204).send(null);
      },
    );
  };

import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import {
  LogoutQuerySchema,
  RecoverSchema,
  ResetPasswordSchema,
  SessionSchema,
  SessionUserSchema,
  SignInSchema,
  SignupSchema,
  TokenQuerySchema,
  TokenSchema,
} from '#common/schemas/auth';
import { OkSchema } from '#common/schemas/common';
import { RecoveryCodeSchema, TotpCodeSchema } from '#common/schemas/account';
import type { App, AppContext } from '#server/context';
import { requireUser } from '#server/plugins/auth';
import { AuthService, type IssuedSession } from './auth.service';

export const REFRESH_COOKIE = 'sillage_refresh';
/** Readable by the page, holds no secret: tells the client a refresh is worth trying (no 401 noise for visitors). */
export const SESSION_HINT_COOKIE = 'sillage_session';
const tags = ['auth'];
/**
 * The password grant's body: an account with two-factor sign-in answers 403 `two_factor_required` to the email and
 * password alone, and the same request with `code` (from the app) or `recoveryCode` signs in.
 */
const SignInWithSecondFactorSchema = SignInSchema.extend({ code: TotpCodeSchema.optional(), recoveryCode: RecoveryCodeSchema.optional() });

/** Auth API: sign-up, sign-in, refresh, sign-out, email verification, password reset. The refresh token travels only in an httpOnly cookie scoped to /api/auth. */
export async function authRoutes(app: App, ctx: AppContext) {
  const service = new AuthService(ctx);
  const secure = ctx.config.PUBLIC_URL.startsWith('https://');

  const sendSession = (reply: FastifyReply, issued: IssuedSession) => {
    reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/api/auth',
      expires: issued.refreshExpiresAt,
    });
    reply.setCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', expires: issued.refreshExpiresAt });
    return issued.session;
  };
  const clearCookie = (reply: FastifyReply) => {
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
    reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
  };

  app.post('/signup', { schema: { tags, body: SignupSchema, response: { 201: SessionSchema } } }, async (request, reply) => {
    const issued = await service.signup(request.body, request.ip, request.headers['user-agent']);
    reply.code(201);
    return sendSession(reply, issued);
  });

  app.post(
    '/token',
    {
      schema: {
        tags,
        description:
          'grant_type=password with { email, password } (and, for an account with two-factor sign-in, code or recoveryCode), or grant_type=refresh_token with the refresh cookie.',
        querystring: TokenQuerySchema,
        body: z.unknown().optional(),
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      if (request.query.grant_type === 'password') {
        const input = SignInWithSecondFactorSchema.parse(request.body ?? {});
        return sendSession(reply, await service.signIn(input, request.ip, request.headers['user-agent']));
      }
      try {
        return sendSession(reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (err) {
        clearCookie(reply);
        throw err;
      }
    },
  );

  app.post('/logout', { schema: { tags, querystring: LogoutQuerySchema, response: { 200: OkSchema } } }, async (request, reply) => {
    await service.logout(request.cookies[REFRESH_COOKIE], request.auth, request.query.scope);
    clearCookie(reply);
    return { ok: true as const };
  });

  app.get('/user', { schema: { tags, security: [{ bearer: [] }], response: { 200: SessionUserSchema } } }, async (request) =>
    service.currentUser(requireUser(request).userId),
  );

  app.post('/verify', { schema: { tags, body: TokenSchema, response: { 200: OkSchema } } }, async (request) => {
    await service.verifyEmail(request.body.token);
    return { ok: true as const };
  });

  app.post('/verify/resend', { schema: { tags, security: [{ bearer: [] }], response: { 200: OkSchema } } }, async (request) => {
    await service.resendVerification(requireUser(request).userId, request.ip);
    return { ok: true as const };
  });

  // The same work for a known and an unknown email before answering; the mail is prepared after (issue 9, item 9).
  app.post(
    '/recover',
    {
      schema: { tags, body: RecoverSchema, response: { 200: OkSchema } },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        try {
          await service.sendPasswordReset((request.body as { email: string }).email);
        } catch (err) {
          request.log.error({ err }, 'password reset mail could not be queued');
        }
      },
    },
    async (request) => {
      await service.throttlePasswordReset(request.body.email, request.ip);
      return { ok: true as const };
    },
  );

  app.post('/reset', { schema: { tags, body: ResetPasswordSchema, response: { 200: OkSchema } } }, async (request) => {
    await service.resetPassword(request.body.token, request.body.password);
    return { ok: true as const };
  });
}

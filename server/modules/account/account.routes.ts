import {
  AccountOverviewSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeSchema,
  DataExportListSchema,
  DataExportSchema,
  DeleteAccountSchema,
  DeletionScheduledSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  PasswordOnlySchema,
  PendingErasureListSchema,
  RecoveryCodesSchema,
  SessionListSchema,
  TwoFactorSetupSchema,
} from '#common/schemas/account';
import { IdParamSchema, OkSchema } from '#common/schemas/common';
import type { App, AppContext } from '#server/context';
import { requireAdmin, requireUser } from '#server/plugins/auth';
import { AccountService } from './account.service';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The member's own account: password, email, sessions, two-factor sign-in, data export, deletion. */
export async function accountRoutes(app: App, ctx: AppContext) {
  const service = new AccountService(ctx);
  const ok = { ok: true as const };

  app.get('/', { schema: { tags, security, response: { 200: AccountOverviewSchema } } }, async (request) =>
    service.overview(requireUser(request)),
  );

  app.post('/password', { schema: { tags, security, body: ChangePasswordSchema, response: { 200: OkSchema } } }, async (request) => {
    await service.changePassword(requireUser(request), request.body, request.ip);
    return ok;
  });

  app.post('/email', { schema: { tags, security, body: ChangeEmailSchema, response: { 200: OkSchema } } }, async (request) => {
    await service.requestEmailChange(requireUser(request), request.body, request.ip);
    return ok;
  });

  // Opened from the mailed link, possibly in another browser: the token alone proves the address.
  app.post('/email/confirm', { schema: { tags, body: ConfirmEmailChangeSchema, response: { 200: OkSchema } } }, async (request) => {
    await service.confirmEmailChange(request.body.token);
    return ok;
  });

  app.get('/sessions', { schema: { tags, security, response: { 200: SessionListSchema } } }, async (request) => ({
    items: await service.listSessions(requireUser(request)),
  }));

  app.delete('/sessions/:id', { schema: { tags, security, params: IdParamSchema, response: { 200: OkSchema } } }, async (request) => {
    await service.endSession(requireUser(request), request.params.id);
    return ok;
  });

  app.post('/sessions/end-others', { schema: { tags, security, response: { 200: OkSchema } } }, async (request) => {
    await service.endOtherSessions(requireUser(request));
    return ok;
  });

  app.post(
    '/two-factor/setup',
    { schema: { tags, security, body: PasswordOnlySchema, response: { 200: TwoFactorSetupSchema } } },
    async (request) => service.setupTwoFactor(requireUser(request), request.body.password, request.ip),
  );

  app.post(
    '/two-factor/enable',
    { schema: { tags, security, body: EnableTwoFactorSchema, response: { 200: RecoveryCodesSchema } } },
    async (request) => ({ recoveryCodes: await service.enableTwoFactor(requireUser(request), request.body.code) }),
  );

  app.post(
    '/two-factor/disable',
    { schema: { tags, security, body: DisableTwoFactorSchema, response: { 200: OkSchema } } },
    async (request) => {
      await service.disableTwoFactor(requireUser(request), request.body.password, request.body.code, request.ip);
      return ok;
    },
  );

  app.get('/exports', { schema: { tags, security, response: { 200: DataExportListSchema } } }, async (request) => ({
    items: await service.listExports(requireUser(request)),
  }));

  app.post('/exports', { schema: { tags, security, response: { 202: DataExportSchema } } }, async (request, reply) => {
    const created = await service.requestExport(requireUser(request));
    reply.code(202);
    return created;
  });

  app.get('/exports/:id/download', { schema: { tags, security, params: IdParamSchema } }, async (request, reply) => {
    const { file, name } = await service.download(requireUser(request), request.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('content-length', file.size)
      .send(file.body);
  });

  app.post(
    '/delete',
    { schema: { tags, security, body: DeleteAccountSchema, response: { 200: DeletionScheduledSchema } } },
    async (request) => {
      const eraseAfter = await service.deleteAccount(requireUser(request), request.body.password, request.body.code, request.ip);
      return { eraseAfter: eraseAfter.toISOString() };
    },
  );
}

/** What admins see of deletions: the deactivated accounts and when each will be erased. */
export async function accountAdminRoutes(app: App, ctx: AppContext) {
  const service = new AccountService(ctx);
  app.get('/admin/account-deletions', { schema: { tags, security, response: { 200: PendingErasureListSchema } } }, async (request) => {
    requireAdmin(request);
    return { items: await service.pendingErasures() };
  });
}

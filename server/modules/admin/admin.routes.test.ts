import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { MSG } from '#common/messages';
import { ASSIGNABLE_ROLES, roleActions } from '#common/roles';
import { createTestAppWith, grantRoles, signUp, STAFF, uniqueEmail, type SignedUp, type TestApp } from '#server/test/test-app';
import { expectAdminOnly, type Endpoint } from '#server/test/access';
import { auditLog, inbox, mailOutbox, profiles, userRoles, users } from '#server/db/schema';

let t: TestApp, superAdmin: SignedUp, admin: SignedUp, moderator: SignedUp, member: SignedUp;
const LISTED = 'owner.listed@example.com';

beforeAll(async () => {
  // The member stays unverified: the user list shows verified: false for them.
  ({ t, superAdmin, admin, moderator, member } = await createTestAppWith(STAFF, {
    env: { ADMIN_EMAILS: ` ${LISTED.toUpperCase()} , other@example.com` },
    unverified: ['member'],
  }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const rolesOf = async (userId: string) =>
  (await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role).sort();
const brandApplicant = () =>
  signUp(t.app, {
    journey: 'brand',
    email: uniqueEmail('brand'),
    brand: {
      brandName: `Maison ${Math.random().toString(36).slice(2, 7)}`,
      phoneNumber: '+33 1 23 45 67 89',
      businessType: 'Perfume brand',
      website: 'https://maison.example',
      socialMediaLinks: 'https://instagram.com/maison',
    },
  });

describe('access (spec 000 §6): every admin endpoint answers 401 to visitors and 403 to non-admins', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const endpoints: Endpoint[] = [
    ['GET', '/api/admin/users'],
    ['POST', `/api/admin/users/${someId}/suspend`],
    ['POST', `/api/admin/users/${someId}/reactivate`],
    ['POST', `/api/admin/users/${someId}/resend-verification`],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/brand-applications'],
    ['POST', `/api/admin/brand-applications/${someId}/approve`],
    ['POST', `/api/admin/brand-applications/${someId}/reject`, { reason: 'x' }],
  ];
  it.each(endpoints)('%s %s', (...endpoint) =>
    expectAdminOnly(t.app, endpoint, { refused: [member, moderator], allowed: [admin, superAdmin], allowedStatuses: [200, 404] }),
  );

  it('update-user-role: 401 for visitors, and only super admins (spec message) for everyone else', async () => {
    const body = { target_user_id: member.userId, new_role: 'perfumer' };
    expect((await call('POST', '/api/functions/update-user-role', undefined, body)).statusCode).toBe(401);
    for (const who of [member, moderator, admin]) {
      const res = await call('POST', '/api/functions/update-user-role', who, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MSG.onlySuperAdmins);
    }
    expect(await rolesOf(member.userId)).toEqual(['customer']);
  });
});

describe('role changes (spec 000 §4) as a table', () => {
  // [roles before, action, role, expected status, roles after]
  const table: [string[], 'add' | 'remove', (typeof ASSIGNABLE_ROLES)[number], number, string[]][] = [
    [['customer'], 'add', 'admin', 200, ['admin', 'customer']],
    [['customer'], 'add', 'brand', 200, ['brand', 'customer']],
    [['customer'], 'add', 'perfumer', 200, ['customer', 'perfumer']],
    [['customer'], 'add', 'moderator', 200, ['customer', 'moderator']],
    [['admin'], 'remove', 'admin', 200, ['customer']],
    [['brand'], 'remove', 'brand', 200, ['customer']],
    [['perfumer'], 'remove', 'perfumer', 200, ['customer']],
    [['moderator', 'perfumer'], 'remove', 'moderator', 200, ['customer', 'perfumer']],
    [['customer', 'admin'], 'add', 'admin', 409, ['admin', 'customer']],
    [['customer'], 'remove', 'brand', 409, ['customer']],
  ];
  it.each(table)('%j: %s %s → %i, then %j', async (before, action, role, status, after) => {
    const target = await signUp(t.app);
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, target.userId));
    await grantRoles(t.database, target.userId, before as never);
    const res = await call('POST', '/api/functions/update-user-role', superAdmin, {
      target_user_id: target.userId,
      new_role: role,
      action,
    });
    expect(res.statusCode).toBe(status);
    expect(await rolesOf(target.userId)).toEqual(after);
    if (status === 200) {
      expect(res.json().roles).toEqual(after);
      const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
      expect(entry).toMatchObject({ actorId: superAdmin.userId, action: `role.${action}`, targetId: target.userId, details: { role } });
    }
  });

  it("a super admin's own row has no actions, and the server refuses them", async () => {
    expect(roleActions({ userId: superAdmin.userId, isSuperAdmin: true }, { id: superAdmin.userId, roles: ['super_admin'] })).toEqual([]);
    expect(roleActions({ userId: admin.userId, isSuperAdmin: false }, { id: member.userId, roles: ['customer'] })).toEqual([]);
    expect(
      roleActions({ userId: superAdmin.userId, isSuperAdmin: true }, { id: member.userId, roles: ['customer', 'brand'] }).map(
        (a) => a.label,
      ),
    ).toEqual(['Make Admin', 'Remove Brand', 'Make Perfumer', 'Make Moderator']);
    const res = await call('POST', '/api/functions/update-user-role', superAdmin, { target_user_id: superAdmin.userId, new_role: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(await rolesOf(superAdmin.userId)).toEqual(['customer', 'super_admin']);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    for (const body of [
      { target_user_id: member.userId, new_role: 'super_admin' },
      { target_user_id: member.userId, new_role: 'customer' },
      { target_user_id: 'not-a-uuid', new_role: 'admin' },
      { target_user_id: member.userId, new_role: 'admin', action: 'explode' },
      { target_user_id: member.userId, new_role: 'admin\u0000' },
      { target_user_id: member.userId, new_role: 'admin', extra: 1 },
    ]) {
      expect((await call('POST', '/api/functions/update-user-role', superAdmin, body)).statusCode).toBe(400);
    }
    expect(
      (
        await call('POST', '/api/functions/update-user-role', superAdmin, {
          target_user_id: '00000000-0000-4000-8000-000000000000',
          new_role: 'admin',
        })
      ).statusCode,
    ).toBe(404);
    expect(await rolesOf(member.userId)).toEqual(['customer']);
  });
});

describe('users table', () => {
  it('is server-paged newest first, searchable by email or username, with roles, verified and status', async () => {
    const page1 = (await call('GET', '/api/admin/users?limit=2', admin)).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = (await call('GET', `/api/admin/users?limit=2&cursor=${page1.nextCursor}`, admin)).json();
    expect(page2.items.map((u: { id: string }) => u.id)).not.toContain(page1.items[0].id);
    const found = (await call('GET', `/api/admin/users?q=${encodeURIComponent(member.email.toUpperCase())}`, admin)).json();
    expect(found.items).toEqual([
      expect.objectContaining({ id: member.userId, email: member.email, roles: ['customer'], verified: false, status: 'active' }),
    ]);
    expect((await call('GET', '/api/admin/users?q=%25', admin)).json().items).toEqual([]);
    expect((await call('GET', '/api/admin/users?cursor=garbage', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users?limit=1000', admin)).statusCode).toBe(400);
  });
});

describe('suspend and reactivate', () => {
  it("ends the account's sessions at once and refuses sign-in until reactivated", async () => {
    const victim = await signUp(t.app);
    expect((await call('GET', '/api/inbox', victim)).statusCode).toBe(200);
    const res = await call('POST', `/api/admin/users/${victim.userId}/suspend`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('suspended');
    expect((await call('GET', '/api/inbox', victim)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=refresh_token',
      headers: { cookie: victim.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: victim.email, password: victim.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toBe(MSG.accountSuspended);

    expect((await call('POST', `/api/admin/users/${victim.userId}/reactivate`, admin)).json().status).toBe('active');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: victim.email, password: victim.password },
    });
    expect(again.statusCode).toBe(200);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, victim.userId))).map((a) => a.action).sort();
    expect(actions).toEqual(['user.reactivate', 'user.suspend']);
  });

  it('admins cannot suspend themselves, super admins, or (unless super admin) other admins', async () => {
    expect((await call('POST', `/api/admin/users/${admin.userId}/suspend`, admin)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/users/${superAdmin.userId}/suspend`, admin)).statusCode).toBe(403);
    const otherAdmin = await signUp(t.app);
    await grantRoles(t.database, otherAdmin.userId, ['admin']);
    expect((await call('POST', `/api/admin/users/${otherAdmin.userId}/suspend`, admin)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/users/${otherAdmin.userId}/suspend`, superAdmin)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/users/not-a-uuid/suspend', admin)).statusCode).toBe(400);
  });
});

describe('resend verification', () => {
  it('mails a new link to an unverified account, and refuses a verified one', async () => {
    const u = await signUp(t.app, { verified: false });
    const before = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email))).length;
    expect((await call('POST', `/api/admin/users/${u.userId}/resend-verification`, admin)).statusCode).toBe(200);
    expect((await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email))).length).toBe(before + 1);
    await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, u.userId));
    expect((await call('POST', `/api/admin/users/${u.userId}/resend-verification`, admin)).statusCode).toBe(409);
  });
});

describe('brand applications', () => {
  it('lists pending applications with their details; Approve as Brand assigns the role and approval in one go, mails and notifies', async () => {
    const applicant = await brandApplicant();
    const list = (await call('GET', '/api/admin/brand-applications?limit=100', admin)).json();
    const mine = list.items.find((a: { userId: string }) => a.userId === applicant.userId);
    expect(mine).toMatchObject({
      email: applicant.email,
      businessType: 'Perfume brand',
      website: 'https://maison.example',
      links: ['https://instagram.com/maison'],
      phoneNumber: '+33 1 23 45 67 89',
    });

    expect((await call('POST', `/api/admin/brand-applications/${applicant.userId}/approve`, admin)).statusCode).toBe(200);
    expect(await rolesOf(applicant.userId)).toEqual(['brand', 'customer']);
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, applicant.userId));
    expect(p.approved).toBe(true);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, applicant.email));
    expect(mails.map((m) => m.subject)).toContain('Your Sillage brand application is approved');
    const notes = await t.database.db.select().from(inbox).where(eq(inbox.userId, applicant.userId));
    expect(notes.map((n) => n.type)).toEqual(['brand_approved']);
    const me = (await call('GET', '/api/auth/user', applicant)).json();
    expect(me.approved ?? me.user?.approved).toBe(true);
    // Gone from the queue; a second approval finds nothing and changes nothing.
    expect(
      (await call('GET', '/api/admin/brand-applications?limit=100', admin))
        .json()
        .items.some((a: { userId: string }) => a.userId === applicant.userId),
    ).toBe(false);
    expect((await call('POST', `/api/admin/brand-applications/${applicant.userId}/approve`, admin)).statusCode).toBe(404);
  });

  it('two admins approving at once: one succeeds, one mail', async () => {
    const applicant = await brandApplicant();
    const results = await Promise.all(
      [admin, superAdmin].map((who) => call('POST', `/api/admin/brand-applications/${applicant.userId}/approve`, who)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, applicant.email));
    expect(mails.filter((m) => m.subject.includes('approved'))).toHaveLength(1);
  });

  it('Reject mails the reason to the applicant and removes the application from the queue', async () => {
    const applicant = await brandApplicant();
    expect((await call('POST', `/api/admin/brand-applications/${applicant.userId}/reject`, admin, { reason: '' })).statusCode).toBe(400);
    expect(
      (
        await call('POST', `/api/admin/brand-applications/${applicant.userId}/reject`, admin, {
          reason: 'No <b>business</b> registration found',
        })
      ).statusCode,
    ).toBe(200);
    const [mail] = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, applicant.email))).filter(
      (m) => m.subject === 'Your Sillage brand application',
    );
    expect(mail.text).toContain('Reason: No <b>business</b> registration found');
    expect(mail.html).toContain('No &lt;b&gt;business&lt;/b&gt; registration found');
    expect(await rolesOf(applicant.userId)).toEqual(['customer']);
    expect(
      (await call('GET', '/api/admin/brand-applications?limit=100', admin))
        .json()
        .items.some((a: { userId: string }) => a.userId === applicant.userId),
    ).toBe(false);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, applicant.userId));
    expect(entry).toMatchObject({ action: 'brand.reject', actorId: admin.userId });
  });

  it('a member approving or rejecting is refused and changes nothing', async () => {
    const applicant = await brandApplicant();
    expect((await call('POST', `/api/admin/brand-applications/${applicant.userId}/approve`, member)).statusCode).toBe(403);
    expect(await rolesOf(applicant.userId)).toEqual(['customer']);
  });
});

describe('audit tab', () => {
  it('lists who did what to whom, newest first, paged', async () => {
    const page = (await call('GET', '/api/admin/audit?limit=3', admin)).json();
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({
      actor: { id: expect.any(String), username: expect.any(String) },
      action: expect.any(String),
      targetType: 'user',
    });
    expect(page.nextCursor).toBeTruthy();
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed account super admin once its email is verified, not before', async () => {
    const owner = await signUp(t.app, { email: LISTED });
    expect(await rolesOf(owner.userId)).toEqual(['customer']);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} = ${LISTED} and ${mailOutbox.subject} like 'Confirm%'`);
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } })).statusCode).toBeLessThan(300);
    expect(await rolesOf(owner.userId)).toEqual(['customer', 'super_admin']);
    expect((await call('GET', '/api/admin/users', owner)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${owner.userId}/suspend`, superAdmin)).statusCode).toBe(403);
  });
});

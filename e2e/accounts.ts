import type { Role } from '#common/roles';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = './.tmp/e2e-data';
export const E2E_PASSWORD = 'e2e-password';

/** One account per role, created before the server starts (see serve.ts). */
export const E2E_ACCOUNTS = {
  customer: { email: 'customer@e2e.test', password: E2E_PASSWORD, journey: 'customer', extraRoles: [] as Role[] },
  perfumer: { email: 'perfumer@e2e.test', password: E2E_PASSWORD, journey: 'perfumer', extraRoles: [] as Role[] },
  admin: { email: 'admin@e2e.test', password: E2E_PASSWORD, journey: 'customer', extraRoles: ['admin'] as Role[] },
  superAdmin: { email: 'super@e2e.test', password: E2E_PASSWORD, journey: 'customer', extraRoles: ['super_admin'] as Role[] },
  moderator: { email: 'moderator@e2e.test', password: E2E_PASSWORD, journey: 'customer', extraRoles: ['moderator'] as Role[] },
} as const;
export type E2ERole = keyof typeof E2E_ACCOUNTS;

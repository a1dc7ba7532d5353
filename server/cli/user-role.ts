import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLES, type Role } from '#common/roles';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { embeddedDatabaseHolder, holdEmbeddedDatabase } from '#server/db/server-lock';
import { userRoles, users } from '#server/db/schema';
import { and, eq } from 'drizzle-orm';

/**
 * Grants or removes a role from the command line. This is the only way to make a super admin:
 *   npm run user:role -- --email you@example.com --role super_admin [--remove]
 */
async function run() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, remove: { type: 'boolean', default: false } },
  });
  if (!values.email || !values.role || !(ROLES as readonly string[]).includes(values.role)) {
    console.error(`usage: npm run user:role -- --email EMAIL --role ${ROLES.join('|')} [--remove]`);
    process.exit(2);
  }
  const role = values.role as Role;
  const config = loadConfig();
  const holder = config.DATABASE_URL ? undefined : embeddedDatabaseHolder(config.DATA_DIR);
  if (holder) {
    console.error(
      [
        `The server (pid ${holder}) holds the embedded database in ${config.DATA_DIR}: PGlite allows one process at a time.`,
        'Either stop the server and run this command again, or make the first super admin without stopping it:',
        `  set ADMIN_EMAILS=${values.email} and restart the server; the account becomes super admin once its email is verified.`,
      ].join('\n'),
    );
    process.exit(3);
  }
  // Held while it works: a server started meanwhile refuses rather than open the folder too.
  const lock = config.DATABASE_URL ? undefined : holdEmbeddedDatabase(config.DATA_DIR);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const [user] = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
    if (!user) {
      console.error(`No account with the email ${values.email}. Sign up first, then run this again.`);
      process.exitCode = 1;
      return;
    }
    if (values.remove) {
      await database.db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)));
      console.log(`Removed the role ${role} from ${user.email}.`);
    } else {
      await database.db.insert(userRoles).values({ userId: user.id, role }).onConflictDoNothing();
      console.log(`${user.email} now has the role ${role}.`);
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

run().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

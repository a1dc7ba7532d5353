import { useEffect, useState } from 'react';
import { MSG } from '#common/messages';
import { ROLE_LABELS, roleActions, type RoleAction } from '#common/roles';
import type { AdminUser } from '#common/schemas/admin';
import { Badge } from '#client/components/ui/badge';
import { SearchField } from '#client/components/search-field';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadMore } from '#client/components/load-more';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { useAccountAction, type AccountAction } from '#client/features/admin/api/account-actions';
import { useAdminUsers } from '#client/features/admin/api/list-users';
import { useUpdateUserRole } from '#client/features/admin/api/update-user-role';
import { showsPlaceholders } from '#client/lib/paged';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : undefined);
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Users: a server-paged, searchable table; role actions for super admins, account actions for admins. */
export function UsersTab() {
  const auth = useAuth();
  const userId = auth.user?.id ?? '';
  const isSuperAdmin = auth.isSuperAdmin;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(q);
  const updateRole = useUpdateUserRole();
  const account = useAccountAction();
  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];

  useEffect(() => {
    if (users.isError) notify.error(MSG.failedToLoadUsers, errorText(users.error));
  }, [users.isError, users.error]);

  const handleRole = (u: AdminUser, a: RoleAction) =>
    updateRole.mutate(
      { target_user_id: u.id, new_role: a.role, action: a.action },
      {
        onSuccess: () => notify.success(MSG.success, MSG.roleUpdated(a.action === 'add' ? a.role : 'customer')),
        onError: (err) => notify.error(MSG.failedToUpdateRole, errorText(err)),
      },
    );
  const handleAccount = (u: AdminUser, action: AccountAction) =>
    account.mutate(
      { userId: u.id, action },
      {
        onSuccess: () =>
          notify.success(
            action === 'suspend' ? 'Account suspended' : action === 'reactivate' ? 'Account reactivated' : 'Verification email sent',
            action === 'suspend' ? `${u.email} was signed out everywhere and cannot sign in.` : u.email,
          ),
        onError: (err) => notify.error('Action failed', errorText(err)),
      },
    );

  return (
    <div className="grid gap-4">
      <SearchField label="Search users" placeholder="Search by email or username" value={search} onChange={setSearch} />
      {showsPlaceholders(users, rows.length) ? (
        <Skeleton className="h-64 w-full" aria-label="Loading users" />
      ) : users.isError ? (
        <EmptyState title={MSG.failedToLoadUsers} action={<Button onClick={() => users.refetch()}>Try again</Button>} />
      ) : rows.length === 0 ? (
        <EmptyState title="No users found" description={q ? `Nobody matches “${q}”.` : undefined} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[760px] text-left text-sm" aria-busy={users.isPlaceholderData || undefined}>
            <caption className="sr-only">Users</caption>
            <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="p-3">
                  Email
                </th>
                <th scope="col" className="p-3">
                  Username
                </th>
                <th scope="col" className="p-3">
                  Roles
                </th>
                <th scope="col" className="p-3">
                  Joined
                </th>
                <th scope="col" className="p-3">
                  Verified
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
                <th scope="col" className="p-3">
                  Account
                </th>
                {isSuperAdmin && (
                  <th scope="col" className="p-3">
                    Actions
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <tr key={u.id} className="border-t border-border align-top">
                  <td className="p-3 break-all">{u.email}</td>
                  <td className="p-3">{u.username}</td>
                  <td className="p-3">
                    <div className="flex flex-wrap gap-1">
                      {(u.roles.length ? u.roles : ['free' as const]).map((r) => (
                        <Badge key={r} variant="secondary">
                          {ROLE_LABELS[r]}
                        </Badge>
                      ))}
                    </div>
                  </td>
                  <td className="p-3 whitespace-nowrap">{date(u.joinedAt)}</td>
                  <td className="p-3">
                    {u.verified ? <Badge variant="success">Verified</Badge> : <Badge variant="warning">Pending</Badge>}
                  </td>
                  <td className="p-3">{u.status === 'active' ? 'Active' : <Badge variant="outline">Suspended</Badge>}</td>
                  <td className="p-3">
                    {u.id !== userId && (
                      <div className="flex flex-wrap gap-1">
                        <Button
                          size="sm"
                          variant={u.status === 'active' ? 'destructive' : 'outline'}
                          aria-label={`${u.status === 'active' ? 'Suspend' : 'Reactivate'} ${u.email}`}
                          onClick={() => handleAccount(u, u.status === 'active' ? 'suspend' : 'reactivate')}
                          disabled={account.isPending}
                        >
                          {u.status === 'active' ? 'Suspend' : 'Reactivate'}
                        </Button>
                        {!u.verified && (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Resend verification to ${u.email}`}
                            onClick={() => handleAccount(u, 'resend-verification')}
                            disabled={account.isPending}
                          >
                            Resend verification
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                  {isSuperAdmin && (
                    <td className="p-3">
                      <div className="flex flex-wrap gap-1">
                        {roleActions({ userId, isSuperAdmin }, u).map((a) => (
                          <Button
                            key={a.role}
                            size="sm"
                            variant={a.action === 'add' ? 'secondary' : 'ghost'}
                            aria-label={`${a.label}: ${u.email}`}
                            onClick={() => handleRole(u, a)}
                            disabled={updateRole.isPending}
                          >
                            {a.label}
                          </Button>
                        ))}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore list={users} auto={false} />
    </div>
  );
}

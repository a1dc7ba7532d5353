import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useEndOtherSessions, useEndSession, useSessions } from '#client/features/profile/api/sessions';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the member is signed in; end any one, or all but this one. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const fail = (err: unknown) => notify.error('Could not sign out', err instanceof ApiError ? err.message : 'Please try again.');
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Where you are signed in</CardTitle>
        <CardDescription>Device and browser come from what each browser reports; the address is the one it signed in from.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending && <Spinner label="Loading sessions" />}
        {sessions.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
            Your sessions could not be loaded.
            <Button size="sm" variant="outline" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {sessions.data && (
          <ul className="grid gap-2" aria-label="Sessions">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium">
                    {s.browser} on {s.device} {s.current && <span className="ml-1 text-xs font-semibold text-primary">(this browser)</span>}
                  </p>
                  <p className="text-muted-foreground">
                    {s.ip ?? 'Address unknown'} · last used {when(s.lastUsedAt)} · signed in {when(s.createdAt)}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={endOne.isPending}
                    aria-label={`Sign out ${s.browser} on ${s.device}`}
                    onClick={() =>
                      endOne.mutate(s.id, { onError: fail, onSuccess: () => notify.success('Signed out', 'That session has ended.') })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {sessions.data && others.length === 0 && <p className="text-sm text-muted-foreground">You are signed in only here.</p>}
        {others.length > 0 && (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onError: fail,
                onSuccess: () => notify.success('Signed out everywhere else', 'Only this browser is signed in now.'),
              })
            }
          >
            {endOthers.isPending ? 'Signing out…' : 'Sign out all other sessions'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

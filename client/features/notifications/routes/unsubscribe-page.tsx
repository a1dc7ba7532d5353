import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { useUnsubscribe } from '#client/features/notifications/api/unsubscribe';

const DONE: Record<string, string> = {
  waitlist: 'This address will not receive waitlist emails any more.',
  email: 'You will not receive the daily email digest any more. You can turn it back on in your profile settings.',
  marketing: 'You will not receive marketing emails any more.',
  activityUpdates: 'Activity notifications are turned off.',
};

/** `/unsubscribe?token=`: confirms with one click (a GET never unsubscribes, so link scanners change nothing). */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const run = useUnsubscribe();
  return (
    <Card className="mx-auto mt-8 max-w-lg">
      <CardHeader>
        <CardTitle>
          <h1>Unsubscribe</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {run.isSuccess ? (
          <p role="status">{DONE[run.data.unsubscribed]}</p>
        ) : (
          <>
            <p>Stop these emails from Sillage?</p>
            {run.isError && (
              <p role="alert" className="text-destructive">
                {run.error.message}
              </p>
            )}
            <Button onClick={() => run.mutate(token)} disabled={!token || run.isPending}>
              Unsubscribe
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { QUOTA_BANNER } from '#common/constants';
import type { Quota } from '#common/schemas/formula';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';

export interface UsageIndicatorProps {
  quota: Quota | undefined;
  loading: boolean;
  error: Error | null;
  onRetry(): void;
}

/** "{used} of {total} free generations used", from the server's count; the banner when none are left. */
export function UsageIndicator({ quota, loading, error, onRetry }: UsageIndicatorProps) {
  if (loading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Loading your free generations</span>
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-2 w-full" />
      </div>
    );
  }
  if (error || !quota) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>We could not load how many generations you have left.</span>
        <Button variant="link" size="sm" className={(own) => cn(own, 'h-auto px-0')} onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }

  const { used, total, isPremium, signedIn } = quota;
  const exhausted = used >= total;
  const label = `${used} of ${total} ${isPremium ? '' : 'free '}generations used`;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span data-testid="generation-usage">{label}</span>
          {!signedIn && (
            <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
              Sign up
            </Link>
          )}
        </div>
        <Progress value={total > 0 ? Math.min(100, (used / total) * 100) : 0} aria-label={label} />
      </div>
      {exhausted && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-warning-foreground/30 bg-warning p-4 text-warning-foreground"
        >
          <Sparkles aria-hidden className="size-5 shrink-0" />
          {signedIn ? (
            <p className="flex-1 text-sm font-medium">You&apos;ve used all {total} of your formula generations.</p>
          ) : (
            <>
              <p className="min-w-48 flex-1 text-sm font-medium">{QUOTA_BANNER}</p>
              <Button asChild size="sm">
                <Link to="/auth">Create a free account</Link>
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

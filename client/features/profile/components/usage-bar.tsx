import { MSG } from '#common/messages';
import type { Usage } from '#common/schemas/profile';
import { Progress } from '#client/components/ui/progress';

/** Formula generations used of the user's limit, as counted by the server. */
export function UsageBar({ usage }: { usage: Usage }) {
  const { used, total } = usage.formulaGenerations;
  const ratio = total > 0 ? used / total : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span>Formula generations</span>
        <span data-testid="usage-count">
          {used} / {total}
        </span>
      </div>
      <Progress value={Math.min(100, ratio * 100)} aria-label={`Formula generations used: ${used} of ${total}`} />
      {usage.isPremium ? (
        <p className="text-sm text-success-foreground">{MSG.premiumUser}</p>
      ) : ratio >= 0.9 ? (
        <p className="text-sm text-warning-foreground">{MSG.almostReachedLimit}</p>
      ) : null}
    </div>
  );
}

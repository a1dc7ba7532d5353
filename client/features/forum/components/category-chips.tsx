import { DISCUSSION_CATEGORIES } from '#common/forum-constants';
import type { DiscussionCategory } from '#common/schemas/discussions';
import { cn } from '#client/lib/cn';
import { useCategoryCounts } from '#client/features/forum/api/get-category-counts';

/** 'All' and the nine categories with their live counts; the chosen one is pressed. */
export function CategoryChips({ value, onChange }: { value?: DiscussionCategory; onChange: (v: DiscussionCategory | undefined) => void }) {
  const counts = useCategoryCounts();
  const countOf = (v?: DiscussionCategory) => (v ? counts.data?.categories.find((c) => c.value === v)?.count : counts.data?.total);
  const chips: { value?: DiscussionCategory; label: string; description?: string }[] = [{ label: 'All' }, ...DISCUSSION_CATEGORIES];
  return (
    <div role="group" aria-label="Categories" className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap">
      {chips.map((c) => {
        const active = c.value === value;
        const n = countOf(c.value);
        return (
          <button
            key={c.label}
            type="button"
            aria-pressed={active}
            title={c.description}
            onClick={() => onChange(c.value)}
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
              active ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
            )}
          >
            {c.label}
            <span className={cn('rounded-full px-1.5 text-xs', active ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground')}>
              {n ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}

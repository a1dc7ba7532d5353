import { DISCUSSION_CATEGORIES } from '#common/forum-constants';
import type { DiscussionCategory } from '#common/schemas/discussions';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';

/** The nine categories, each with its one-line description. */
export function CategoryPicker({
  id,
  value,
  onChange,
  disabled,
  ...aria
}: {
  id: string;
  value: DiscussionCategory;
  onChange: (v: DiscussionCategory) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as DiscussionCategory)} disabled={disabled}>
      <SelectTrigger id={id} {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {DISCUSSION_CATEGORIES.map((c) => (
          <SelectItem key={c.value} value={c.value} textValue={c.label}>
            <span className="grid">
              <span>{c.label}</span>
              <span className="text-xs whitespace-normal text-muted-foreground">{c.description}</span>
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

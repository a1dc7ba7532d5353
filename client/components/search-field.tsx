import { Search } from 'lucide-react';
import { Input } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';

/** A list's search box: the magnifier inside, named for screen readers by `label` (lists filter as you type). */
export function SearchField({
  label,
  placeholder = label,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative w-full sm:max-w-sm', className)}>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input aria-label={label} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} className="pl-9" />
    </div>
  );
}

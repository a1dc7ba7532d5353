import type * as React from 'react';
import { cn } from '#client/lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** Decorative icon element, e.g. `<FlaskConicalIcon />`. */
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Usually a Button (or `Button asChild` wrapping a link). */
  action?: React.ReactNode;
  /** Heading level of the title, to fit the page outline. Defaults to 2. */
  headingLevel?: 1 | 2 | 3 | 4;
};

export function EmptyState({ icon, title, description, action, headingLevel = 2, className, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <section
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-input/50 bg-card/60 px-6 py-12 text-center sm:px-10 sm:py-16',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground ring-8 ring-secondary/40 [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <div className="grid max-w-md gap-1.5">
        <Heading className="font-serif text-xl font-semibold text-foreground">{title}</Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action ? <div className="mt-2 flex flex-wrap items-center justify-center gap-3">{action}</div> : null}
    </section>
  );
}

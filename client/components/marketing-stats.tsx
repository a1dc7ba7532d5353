/** The fixed marketing figures (fragrances, perfumers, brands; the waitlist adds its own), shown on the landing and waitlist pages. */
export function MarketingStats({ withWaitlist = false }: { withWaitlist?: boolean }) {
  const stats = [
    { value: '1,000+', label: 'Fragrances' },
    { value: '500+', label: 'Perfumers' },
    { value: '50+', label: 'Brands' },
    ...(withWaitlist ? [{ value: '100+', label: 'On the waitlist' }] : []),
  ];
  return (
    <dl className={`grid gap-4 ${withWaitlist ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}>
      {stats.map((s) => (
        <div key={s.label} className="rounded-lg border border-border bg-card p-4 text-center">
          <dt className="text-sm text-muted-foreground">{s.label}</dt>
          <dd className="font-serif text-2xl font-semibold text-primary">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '#common/schemas/analytics';
import { formatCents } from '#common/money';

type Point = Analytics['series'][number];
type Line = { key: Exclude<keyof Point, 'day'>; label: string; color: string };

/** What each chart of the page draws: counts share one scale; money has its own. */
const CHARTS: Record<'activity' | 'commerce', Line[]> = {
  activity: [
    { key: 'signups', label: 'Sign-ups', color: 'var(--color-primary)' },
    { key: 'posts', label: 'Posts', color: 'var(--color-success)' },
    { key: 'comments', label: 'Comments', color: 'var(--color-warning)' },
    { key: 'discussions', label: 'Discussions', color: 'var(--color-foreground)' },
    { key: 'formulas', label: 'Formula generations', color: 'var(--color-destructive)' },
  ],
  commerce: [
    { key: 'orders', label: 'Orders paid', color: 'var(--color-primary)' },
    { key: 'revenueCents', label: 'Net revenue', color: 'var(--color-success)' },
  ],
};

const cell = (key: Line['key'], n: number) => (key === 'revenueCents' ? formatCents(n) : n.toLocaleString('en-US'));

/**
 * Values per day: a chart for the eye (keyboard-focusable, described), and the same numbers as a
 * table for screen readers and anyone who prefers it (shown on demand). Money is drawn on its own
 * right-hand axis so a day of sales does not flatten the counts.
 */
export function ActivityChart({ series, chart, title }: { series: Analytics['series']; chart: keyof typeof CHARTS; title: string }) {
  const LINES = CHARTS[chart];
  const money = LINES.some((l) => l.key === 'revenueCents');
  return (
    <figure className="grid gap-3">
      <div
        className="h-72 w-full"
        role="img"
        aria-label={`${title} over ${series.length} days: ${LINES.map((l) => l.label.toLowerCase()).join(', ')}. The table below has the numbers.`}
        tabIndex={0}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={series} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
            <YAxis yAxisId="count" allowDecimals={false} width={40} />
            {money && <YAxis yAxisId="money" orientation="right" width={64} tickFormatter={(c: number) => formatCents(c)} />}
            <Tooltip formatter={(value, _name, item) => cell(item.dataKey as Line['key'], Number(value))} />
            <Legend />
            {LINES.map((l) => (
              <Line
                key={l.key}
                type="monotone"
                dataKey={l.key}
                yAxisId={l.key === 'revenueCents' ? 'money' : 'count'}
                name={l.label}
                stroke={l.color}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-primary">Show the numbers as a table</summary>
        <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="p-2">
                  Day
                </th>
                {LINES.map((l) => (
                  <th key={l.key} scope="col" className="p-2 text-right">
                    {l.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.day} className="border-t border-border">
                  <th scope="row" className="p-2 font-normal">
                    {d.day}
                  </th>
                  {LINES.map((l) => (
                    <td key={l.key} className="p-2 text-right tabular-nums">
                      {cell(l.key, d[l.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

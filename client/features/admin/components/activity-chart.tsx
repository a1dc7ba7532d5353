import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '#common/schemas/analytics';

const LINES = [
  { key: 'signups', label: 'Sign-ups', color: 'var(--color-primary)' },
  { key: 'posts', label: 'Posts', color: 'var(--color-success)' },
  { key: 'comments', label: 'Comments', color: 'var(--color-warning)' },
  { key: 'formulas', label: 'Formula generations', color: 'var(--color-destructive)' },
] as const;

/**
 * Activity per day: a chart for the eye (keyboard-focusable, described), and the same numbers as a
 * table for screen readers and anyone who prefers it (shown on demand).
 */
export function ActivityChart({ series }: { series: Analytics['series'] }) {
  return (
    <figure className="grid gap-3">
      <div
        className="h-72 w-full"
        role="img"
        aria-label={`Activity per day over ${series.length} days: sign-ups, posts, comments and formula generations. The table below has the numbers.`}
        tabIndex={0}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={series} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Legend />
            {LINES.map((l) => (
              <Line
                key={l.key}
                type="monotone"
                dataKey={l.key}
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
            <caption className="sr-only">Activity per day</caption>
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
                      {d[l.key]}
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

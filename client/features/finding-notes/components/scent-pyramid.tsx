import { TIERS, type Formula, type Tier } from '#common/formula/types';
import { formatShare, TIER_LABELS } from '#client/features/finding-notes/utils/format';

const HEIGHT = 180;
const HALF_BASE = 90;
const APEX_X = 100;
const LABEL_GAP = 16;

const BAND_CLASS: Record<Tier, string> = {
  top: 'fill-accent stroke-gold',
  heart: 'fill-secondary stroke-ring/60',
  base: 'fill-primary stroke-primary',
};

/** Half the pyramid's width at height y (0 = apex). */
const halfWidth = (y: number) => (y / HEIGHT) * HALF_BASE;

/**
 * The formula as a scent pyramid: top, heart and base bands, each as tall as its tier's share.
 * Plain SVG (no inline style), labelled for screen readers; the table beside it holds the detail.
 */
export function ScentPyramid({ formula }: { formula: Formula }) {
  const total = TIERS.reduce((s, t) => s + formula.tiers[t].hundredths, 0) || 1;
  let y = 0;
  const bands = TIERS.map((tier) => {
    const h = (formula.tiers[tier].hundredths / total) * HEIGHT;
    const band = { tier, y0: y, y1: y + h };
    y += h;
    return band;
  });
  // Labels sit at the middle of their band, nudged apart so thin bands stay readable.
  const labelY: number[] = [];
  bands.forEach((b, i) => {
    const mid = (b.y0 + b.y1) / 2 + 4;
    labelY.push(Math.max(mid, i === 0 ? 12 : labelY[i - 1] + LABEL_GAP));
  });
  for (let i = bands.length - 1; i >= 0; i--) {
    const limit = i === bands.length - 1 ? HEIGHT : labelY[i + 1] - LABEL_GAP;
    labelY[i] = Math.min(labelY[i], limit);
  }
  const summary = TIERS.map((t) => `${TIER_LABELS[t].toLowerCase()} ${formatShare(formula.tiers[t].hundredths)}`).join(', ');

  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 330 ${HEIGHT + 4}`} className="h-auto w-full max-w-sm" role="img" aria-label={`Scent pyramid: ${summary}`}>
        {bands.map(({ tier, y0, y1 }) =>
          y1 - y0 <= 0 ? null : (
            <polygon
              key={tier}
              data-tier={tier}
              className={BAND_CLASS[tier]}
              strokeWidth={1}
              points={[
                [APEX_X - halfWidth(y0), y0 + 2],
                [APEX_X + halfWidth(y0), y0 + 2],
                [APEX_X + halfWidth(y1), y1 + 2],
                [APEX_X - halfWidth(y1), y1 + 2],
              ]
                .map(([px, py]) => `${px.toFixed(2)},${py.toFixed(2)}`)
                .join(' ')}
            />
          ),
        )}
        {bands.map(({ tier }, i) => (
          <g key={tier} aria-hidden="true">
            <line
              x1={APEX_X + halfWidth(Math.min(HEIGHT, labelY[i])) + 4}
              x2={204}
              y1={labelY[i] - 4}
              y2={labelY[i] - 4}
              className="stroke-border"
              strokeWidth={1}
            />
            <text x={210} y={labelY[i]} className="fill-foreground text-[11px] font-medium">
              {TIER_LABELS[tier].replace(' notes', '')} {formatShare(formula.tiers[tier].hundredths)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">Each band is as tall as its share of the concentrate.</figcaption>
    </figure>
  );
}

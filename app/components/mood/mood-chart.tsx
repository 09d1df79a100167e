/**
 * The mood chart of /mood as an SVG drawn in the server's HTML (readable without JavaScript):
 * one point per day with the day's mean mood (1–5), joined where consecutive days have entries.
 * It is one image (role="img") named by its title and described by `description`, which the page
 * writes as a summary; the numbers themselves are in a table beside it (decision record 0025).
 */
export interface ChartPoint {
  label: string;
  average: number | null;
}

const W = 640;
const H = 220;
const LEFT = 34;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 30;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;

/** x of day `i` of `n`, y of a mood 1–5, in the SVG's units. */
export function chartX(i: number, n: number): number {
  return n <= 1 ? LEFT + PLOT_W / 2 : LEFT + (i * PLOT_W) / (n - 1);
}
export function chartY(mood: number): number {
  return TOP + ((5 - mood) / 4) * PLOT_H;
}

/** The runs of consecutive days with entries, as polyline point lists. */
function segments(points: readonly ChartPoint[]): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  points.forEach((p, i) => {
    if (p.average === null) {
      if (run.length > 1) runs.push(run.join(" "));
      run = [];
      return;
    }
    run.push(`${chartX(i, points.length).toFixed(1)},${chartY(p.average).toFixed(1)}`);
  });
  if (run.length > 1) runs.push(run.join(" "));
  return runs;
}

/**
 * The chart. `description` goes inside the SVG as its `<desc>`; when the page shows the summary
 * as text already, pass that element's id as `describedBy` instead, so it is not read twice.
 */
export function MoodChart({
  id,
  points,
  title,
  description,
  describedBy,
}: {
  id: string;
  points: readonly ChartPoint[];
  title: string;
  description?: string;
  describedBy?: string;
}) {
  const n = points.length;
  const step = Math.max(1, Math.ceil(n / 6));
  const ticks = points.map((p, i) => ({ ...p, i })).filter(({ i }) => i % step === 0 || i === n - 1);
  if (ticks.length > 1 && ticks[ticks.length - 1].i - ticks[ticks.length - 2].i < step / 2) ticks.splice(ticks.length - 2, 1);
  const radius = n > 45 ? 2.5 : 4;
  return (
    <svg
      className="mood-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy ?? (description ? `${id}-desc` : undefined)}
      xmlns="http://www.w3.org/2000/svg"
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{title}</title>
      {description && !describedBy ? <desc id={`${id}-desc`}>{description}</desc> : null}
      {[1, 2, 3, 4, 5].map((level) => (
        <g key={level}>
          <line className="mood-chart-grid" x1={LEFT} x2={W - RIGHT} y1={chartY(level)} y2={chartY(level)} />
          <text className="mood-chart-label" x={LEFT - 10} y={chartY(level) + 4} textAnchor="end">
            {level}
          </text>
        </g>
      ))}
      {ticks.map((tick) => (
        <text
          key={tick.i}
          className="mood-chart-label"
          x={chartX(tick.i, n)}
          y={H - 8}
          textAnchor={tick.i === 0 ? "start" : tick.i === n - 1 ? "end" : "middle"}
        >
          {tick.label}
        </text>
      ))}
      {segments(points).map((run) => (
        <polyline key={run} className="mood-chart-line" points={run} />
      ))}
      {points.map((p, i) => (p.average === null ? null : <circle key={i} className="mood-chart-point" cx={chartX(i, n)} cy={chartY(p.average)} r={radius} />))}
    </svg>
  );
}

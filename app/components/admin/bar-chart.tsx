/**
 * A small bar chart of counts per day for /admin's overview (issue 14 item 2), drawn as SVG in the
 * server's HTML (no JavaScript), in the house style of the mood chart: one image (role="img")
 * named by its title and described by a summary the page writes as text; the numbers are in a
 * table beside it, inside a <details>.
 */
export interface BarDatum {
  /** Short label under the bar (e.g. "24/11"). */
  label: string;
  value: number;
}

const W = 640;
const H = 180;
const LEFT = 34;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 26;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;

/** The chart; `describedBy` is the id of the element holding the text summary. */
export function AdminBarChart({ id, data, title, describedBy }: { id: string; data: readonly BarDatum[]; title: string; describedBy: string }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const n = Math.max(1, data.length);
  const slot = PLOT_W / n;
  const bar = Math.max(2, slot * 0.7);
  const step = Math.max(1, Math.ceil(n / 7));
  const y = (value: number) => TOP + PLOT_H - (value / max) * PLOT_H;
  return (
    <svg
      className="admin-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      {[0, max].map((level) => (
        <g key={level}>
          <line className="admin-chart-grid" x1={LEFT} x2={W - RIGHT} y1={y(level)} y2={y(level)} />
          <text className="admin-chart-label" x={LEFT - 6} y={y(level) + 4} textAnchor="end">
            {level}
          </text>
        </g>
      ))}
      {data.map((d, i) => {
        const x = LEFT + i * slot + (slot - bar) / 2;
        return (
          <g key={`${d.label}-${i}`}>
            {d.value > 0 ? <rect className="admin-chart-bar" x={x} y={y(d.value)} width={bar} height={TOP + PLOT_H - y(d.value)} /> : null}
            {i % step === 0 || i === n - 1 ? (
              <text className="admin-chart-label" x={x + bar / 2} y={H - 8} textAnchor="middle">
                {d.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

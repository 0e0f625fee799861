// Small SVG charts drawn by hand: sponsorships per month (columns), and horizontal bars (the breakdown by type,
// a discovery run's units by source).
// Each has a text alternative: the SVG is labelled, and the numbers are in a table screen readers can reach.
import { useEffect, useId, useRef, useState } from 'react';

export interface MonthCount {
  month: string;
  sponsorshipCount: number;
}

const monthLabel = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** The width (CSS pixels) of the element given `ref`, followed as it changes; `initial` until it is laid out. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry.contentRect.width);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** The room a month label needs (its text, about 36 px at the tick size, and a gap). */
const LABEL_ROOM = 56;

/**
 * Columns of sponsorships per month, drawn at the width the chart is given (one unit a pixel), so the labels keep
 * their size at a phone's width: as many month labels as fit, the last month always labelled, ending at the edge.
 */
export function MonthlyChart({ data, title }: { data: MonthCount[]; title: string }) {
  const id = useId();
  const { ref, width: w } = useWidth(640);
  const max = Math.max(1, ...data.map((d) => d.sponsorshipCount));
  const h = 180;
  const pad = { l: 28, r: 4, t: 8, b: 22 };
  const n = data.length;
  const bw = (w - pad.l - pad.r) / Math.max(1, n);
  // Every step-th month is labelled, and the last; a label too close before the last gives way to it.
  const step = Math.ceil(n / Math.max(1, Math.floor((w - pad.l - pad.r) / LABEL_ROOM)));
  const labelled = (i: number) => i === n - 1 || (i % step === 0 && n - 1 - i >= step);
  const y = (n: number) => pad.t + (h - pad.t - pad.b) * (1 - n / max);
  const total = data.reduce((n, d) => n + d.sponsorshipCount, 0);
  return (
    <figure className="chart">
      <figcaption id={id}>
        {title}{' '}
        <span className="muted">
          ({total} in {data.length} months)
        </span>
      </figcaption>
      <div ref={ref}>
        <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-labelledby={id} preserveAspectRatio="none">
          <line x1={pad.l} x2={w - pad.r} y1={y(0)} y2={y(0)} className="axis" />
          <text x={pad.l - 4} y={y(max) + 4} className="tick" textAnchor="end">
            {max}
          </text>
          <text x={pad.l - 4} y={y(0)} className="tick" textAnchor="end">
            0
          </text>
          {data.map((d, i) => (
            <g key={d.month}>
              <rect
                x={pad.l + i * bw + 1}
                width={Math.max(1, bw - 2)}
                y={y(d.sponsorshipCount)}
                height={y(0) - y(d.sponsorshipCount)}
                className="bar"
              >
                <title>{`${monthLabel(d.month)}: ${d.sponsorshipCount}`}</title>
              </rect>
              {labelled(i) && (
                <text
                  x={i === n - 1 ? w - pad.r : pad.l + i * bw + bw / 2}
                  y={h - 6}
                  className="tick"
                  textAnchor={i === n - 1 ? 'end' : 'middle'}
                >
                  {monthLabel(d.month)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <details>
        <summary>Show as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Sponsorships</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.month}>
                <td>{d.month}</td>
                <td>{d.sponsorshipCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export function TypeBreakdown({ data }: { data: { type: string; sponsorshipCount: number }[] }) {
  return (
    <BarList title="Sponsorships by type" data={data.map((d) => ({ label: d.type, value: d.sponsorshipCount }))} />
  );
}

/** Horizontal bars, one a labelled value, each with its share of the total (the label and the numbers are text). */
export function BarList({ title, data }: { title: string; data: { label: string; value: number }[] }) {
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.value));
  const total = data.reduce((n, d) => n + d.value, 0);
  return (
    <figure className="chart">
      <figcaption id={id}>{title}</figcaption>
      <ul className="hbars" aria-labelledby={id}>
        {data.map((d) => (
          <li key={d.label}>
            <span className="hbar-label">{d.label}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" className="hbar">
              <rect x="0" y="0" height="10" width={(100 * d.value) / max} className="bar" />
            </svg>
            <span className="hbar-value">
              {d.value}
              {total > 0 && <span className="muted"> ({Math.round((100 * d.value) / total)}%)</span>}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

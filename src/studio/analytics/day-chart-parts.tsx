/**
 * The parts the by-day charts (traffic, revenue) draw alike: the scale of a plot of one slot per day,
 * the value gridlines with their labels, a bar per day and the day labels under them.
 */
import { formatDay } from '../../domain/analytics/report-format';

export interface DayPlot {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

export interface DayScale {
  plot: DayPlot;
  /** The highest value the plot shows. */
  top: number;
  /** The width each day has. */
  slot: number;
  /** The middle of day i's slot. */
  x: (index: number) => number;
  /** Where a value stands. */
  y: (value: number) => number;
}

export function dayScale(plot: DayPlot, dayCount: number, top: number): DayScale {
  const { width, height, pad } = plot;
  const slot = (width - pad.left - pad.right) / Math.max(1, dayCount);
  const plotH = height - pad.top - pad.bottom;
  return {
    plot,
    top,
    slot,
    x: (index) => pad.left + slot * index + slot / 2,
    y: (value) => pad.top + plotH - (value / top) * plotH,
  };
}

/** Lines at none, half and all of the top value, each labelled on the left. */
export function ValueGrid({ scale, label }: { scale: DayScale; label: (value: number) => string }) {
  const { plot, top, y } = scale;
  return [0, 0.5, 1].map((share) => (
    <g key={share}>
      <line x1={plot.pad.left} x2={plot.width - plot.pad.right} y1={y(top * share)} y2={y(top * share)} stroke="#e5e7eb" />
      <text x={plot.pad.left - 6} y={y(top * share) + 4} textAnchor="end" fontSize="11" fill="#6b7280">
        {label(top * share)}
      </text>
    </g>
  ));
}

export function DayBars<D extends { date: string }>({
  scale,
  days,
  value,
  fill,
  title,
}: {
  scale: DayScale;
  days: readonly D[];
  value: (day: D) => number;
  fill: string;
  /** What a pointer over the bar shows. */
  title: (day: D) => string;
}) {
  const { slot, x, y } = scale;
  return days.map((d, i) => (
    <rect
      key={d.date}
      x={x(i) - slot * 0.35}
      width={slot * 0.7}
      y={y(value(d))}
      height={Math.max(0, y(0) - y(value(d)))}
      rx="2"
      fill={fill}
    >
      <title>{title(d)}</title>
    </rect>
  ));
}

/** The days named under the plot; `shown` picks which, so long ranges do not crowd. */
export function DayLabels({
  scale,
  days,
  shown,
}: {
  scale: DayScale;
  days: readonly { date: string }[];
  shown: (index: number) => boolean;
}) {
  return days.map((d, i) =>
    shown(i) ? (
      <text key={d.date} x={scale.x(i)} y={scale.plot.height - 8} textAnchor="middle" fontSize="11" fill="#6b7280">
        {formatDay(d.date)}
      </text>
    ) : null,
  );
}

import { formatUsd } from "~/utils/format";

export type ChartDay = { day: string; sales: number; cents: number };

const WIDTH = 640;
const HEIGHT = 220;
/** Room above the top line and under the bars for labels at the largest size below. */
const PAD = { top: 28, right: 8, bottom: 34, left: 8 };

/**
 * Axis labels are in viewBox units, which the SVG scales with its width: 11 units would be about
 * 5 px on a phone. The SVG's box is a size container, so the labels get more units the narrower
 * it is, enough for at least 11 px on screen from a 320 px wide chart up (decision 0303).
 */
const LABEL = "fill-gray-600 text-[24px] @min-[22rem]:text-[20px] @min-[30rem]:text-[15px] @min-[40rem]:text-[12px]";
/** Keeps a label over a bar readable. */
const HALO = "stroke-white [paint-order:stroke] [stroke-width:4px] [stroke-linejoin:round]";

const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A date under every seventh bar and the last one, skipping a weekly label that would touch the last. */
const showsLabel = (index: number, count: number) => index === count - 1 || (index % 7 === 0 && count - 1 - index >= 6);

/** The first and last dates end at the plot's edges, so that no large label is cut off. */
function dateLabelAt(index: number, count: number, center: number): { x: number; textAnchor: "start" | "middle" | "end" } {
  if (index === count - 1) return { x: WIDTH - PAD.right, textAnchor: "end" };
  if (index === 0) return { x: PAD.left, textAnchor: "start" };
  return { x: center, textAnchor: "middle" };
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
function niceMax(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * Money per day as an SVG bar chart rendered on the server: it reads without JavaScript,
 * each bar has a tooltip title, and the totals are in the caption for screen readers.
 */
export function SalesChart({ title, days }: { title: string; days: ChartDay[] }) {
  const top = niceMax(Math.max(...days.map((day) => day.cents)));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(days.length, 1);
  const y = (cents: number) => PAD.top + innerHeight - (cents / top) * innerHeight;
  const totalCents = days.reduce((sum, day) => sum + day.cents, 0);
  const totalSales = days.reduce((sum, day) => sum + day.sales, 0);
  const summary = `${title}: ${formatUsd(totalCents)} from ${totalSales} ${totalSales === 1 ? "sale" : "sales"} in the last ${days.length} days.`;
  return (
    <figure className="card space-y-3">
      <figcaption>
        <span className="block font-semibold">{title}</span>
        <span className="text-sm text-gray-600">{summary}</span>
      </figcaption>
      <div className="@container">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
          {[0, 0.5, 1].map((share) => (
            <line key={share} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * share)} y2={y(top * share)} className="stroke-gray-200" />
          ))}
          {days.map((day, index) => {
            const x = PAD.left + index * slot;
            return (
              <g key={day.day}>
                <rect
                  x={x + slot * 0.15}
                  y={y(day.cents)}
                  width={slot * 0.7}
                  height={Math.max(PAD.top + innerHeight - y(day.cents), day.cents > 0 ? 1 : 0)}
                  rx={2}
                  className="fill-brand-600"
                >
                  <title>{`${shortDate(day.day)}: ${formatUsd(day.cents)}, ${day.sales} ${day.sales === 1 ? "sale" : "sales"}`}</title>
                </rect>
                {showsLabel(index, days.length) ? (
                  <text {...dateLabelAt(index, days.length, x + slot / 2)} y={HEIGHT - 6} className={LABEL}>
                    {shortDate(day.day)}
                  </text>
                ) : null}
              </g>
            );
          })}
          {/* Each line's amount sits just above it at the left, drawn over the bars. */}
          {[0, 0.5, 1].map((share) => (
            <text key={share} x={PAD.left + 2} y={y(top * share) - 4} className={`${LABEL} ${HALO}`}>
              {formatUsd(top * share)}
            </text>
          ))}
        </svg>
      </div>
    </figure>
  );
}

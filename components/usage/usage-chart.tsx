import { bucketAxisLabel, bucketName, USAGE_SERIES, type Usage } from "./usage-series";
import { countTicks, labelledBuckets } from "./usage-scale";

// Stacked bars drawn as SVG on the server: no charting library reaches the browser. Bars are
// placed in percent of the plot's width, so the chart fills any width without knowing it;
// heights are in pixels. Hidden from assistive technology: the table beside it has the numbers.

const HEIGHT = 224;
const PLOT_TOP = 8;
const PLOT_BOTTOM = HEIGHT - 24;
const AXIS_WIDTH = 48;
/** Share of each bucket's slot the bar fills. */
const BAR_SHARE = 0.7;

const y = (value: number, top: number) => PLOT_BOTTOM - (value / top) * (PLOT_BOTTOM - PLOT_TOP);
const percent = (value: number) => `${(value * 100).toFixed(3)}%`;

function tooltip(bucket: Usage["data"][number], granularity: Usage["granularity"]): string {
  const classes = USAGE_SERIES.map((series) => `${series.label} ${bucket[series.key]}`).join(", ");
  return `${bucketName(bucket.start, granularity)} UTC: ${bucket.total} requests (${classes}; 429 ${bucket.rate_limited})`;
}

export function UsageChart({ usage }: { usage: Usage }) {
  const buckets = usage.data;
  const ticks = countTicks(Math.max(0, ...buckets.map((bucket) => bucket.total)));
  const top = ticks.at(-1) ?? 1;
  const slot = 1 / Math.max(1, buckets.length);
  const labelled = new Set(labelledBuckets(buckets.length));
  return (
    <div className="flex h-56 w-full text-zinc-600 dark:text-zinc-400" aria-hidden="true" data-testid="usage-chart">
      <svg width={AXIS_WIDTH} height={HEIGHT} className="shrink-0 overflow-visible" focusable="false">
        {ticks.map((tick) => (
          <text key={tick} x={AXIS_WIDTH - 6} y={y(tick, top)} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor">
            {tick.toLocaleString("en-US")}
          </text>
        ))}
      </svg>
      <svg height={HEIGHT} className="min-w-0 flex-1 overflow-visible" focusable="false">
        {ticks.map((tick) => (
          <line key={tick} x1="0" x2="100%" y1={y(tick, top)} y2={y(tick, top)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.6 : 0.2} strokeDasharray={tick === 0 ? undefined : "3 3"} />
        ))}
        {buckets.map((bucket, index) => {
          let base = 0;
          return (
            <g key={bucket.start} className="group">
              <title>{tooltip(bucket, usage.granularity)}</title>
              {/* The whole slot answers the pointer, like a chart cursor, even where the bar is short. */}
              <rect x={percent(index * slot)} y={PLOT_TOP} width={percent(slot)} height={PLOT_BOTTOM - PLOT_TOP} fill="currentColor" fillOpacity={0} className="group-hover:[fill-opacity:0.1]" />
              {USAGE_SERIES.map((series) => {
                const value = bucket[series.key];
                if (value === 0) return null;
                const rect = (
                  <rect
                    key={series.key}
                    data-series={series.label}
                    x={percent((index + (1 - BAR_SHARE) / 2) * slot)}
                    width={percent(BAR_SHARE * slot)}
                    y={y(base + value, top)}
                    height={y(base, top) - y(base + value, top)}
                    fill={series.color}
                  />
                );
                base += value;
                return rect;
              })}
              {labelled.has(index) ? (
                <text x={percent((index + 0.5) * slot)} y={PLOT_BOTTOM + 16} textAnchor="middle" fontSize={12} fill="currentColor">
                  {bucketAxisLabel(bucket.start, usage.granularity)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

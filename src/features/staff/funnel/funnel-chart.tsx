import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { FunnelStep, FunnelWeek } from './funnel-totals';

/*
 * The funnel's chart: a few steps as bars per week. Only the pieces drawn are registered, so the
 * workspace chunk carries no more of chart.js than this. Chart.js sizes the canvas through the
 * CSSOM, which the content security policy allows (no inline style attribute, no eval).
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Distinct for colour-blind readers, each at least 3:1 against white. */
const COLOURS = ['#12325a', '#0072b2', '#d55e00', '#007a5a', '#8a3ffc'];

export interface FunnelChartProps {
  weeks: FunnelWeek[];
  steps: FunnelStep[];
  /** Each step's label, in the page's language. */
  labelOf: (step: FunnelStep) => string;
  weekLabel: (week: string) => string;
  /** What the chart shows, for screen readers (the table has the figures). */
  summary: string;
  locale: string;
}

export function FunnelChart({ weeks, steps, labelOf, weekLabel, summary, locale }: FunnelChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: weeks.map((line) => weekLabel(line.week)),
        datasets: steps.map((step, i) => ({
          label: labelOf(step),
          data: weeks.map((line) => line.counts[step]),
          backgroundColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        locale,
        animation: false,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [weeks, steps, labelOf, weekLabel, locale]);
  return (
    <div className="funnel__chart">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}

import { useId } from 'react';
import type { FunnelStep, FunnelTable as Table } from './funnel-totals';

export interface FunnelTableProps {
  table: Table;
  /** The median over the whole range (the weeks' medians cannot be added up). */
  overallMedian: number | null;
  caption: string;
  labels: {
    week: string;
    total: string;
    medianColumn: string;
    none: string;
    step: (step: FunnelStep) => string;
  };
  weekLabel: (week: string) => string;
  formatNumber: (value: number) => string;
}

/**
 * Every step by week: the chart's accessible version. Wide, so it scrolls sideways in its own
 * region, which the keyboard can reach and scroll.
 */
export function FunnelTable(props: FunnelTableProps) {
  const { table, overallMedian, caption, labels, weekLabel, formatNumber } = props;
  const captionId = useId();
  const median = (value: number | null) => (value === null ? labels.none : formatNumber(value));
  return (
    <div className="funnel__table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="staff__table funnel__table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.week}</th>
            {table.steps.map((step) => (
              <th scope="col" key={step}>
                {labels.step(step)}
              </th>
            ))}
            <th scope="col">{labels.medianColumn}</th>
          </tr>
        </thead>
        <tbody>
          {table.weeks.map((line) => (
            <tr key={line.week}>
              <th scope="row">{weekLabel(line.week)}</th>
              {table.steps.map((step) => (
                <td key={step}>{formatNumber(line.counts[step])}</td>
              ))}
              <td>{median(line.medianHours)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{labels.total}</th>
            {table.steps.map((step) => (
              <td key={step}>{formatNumber(table.totals[step])}</td>
            ))}
            <td>{median(overallMedian)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

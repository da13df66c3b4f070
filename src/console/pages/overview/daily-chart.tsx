// One daily series as a chart (visx, plain SVG: no injected styles, colours from the theme tokens via
// CSS classes). The figure's caption names it, a visible line sums it up, and a visually hidden table
// gives screen readers every day.

import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import { useId, type ReactNode } from 'react';
import type { MetricsDataPoint } from '../../../core/internal';
import { useConsoleT } from '../../i18n';
import { dayLabel } from './format';
import { useLocale } from './use-locale';
import { useWidth } from './use-width';

const HEIGHT = 180;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 32 };

export interface DailyChartProps {
  /** `bars` for counts per day (sign-ups), `area` for a level over time (active users). */
  kind: 'bars' | 'area';
  title: string;
  /** The visible one-line summary, also the chart's accessible description. */
  summary: string;
  /** Shown over an empty chart (every day 0). */
  emptyText: string;
  points: readonly MetricsDataPoint[];
  name: string;
}

export function DailyChart({ kind, title, summary, emptyText, points, name }: DailyChartProps): ReactNode {
  const t = useConsoleT();
  const id = useId();
  const locale = useLocale();
  const [ref, width] = useWidth<HTMLDivElement>();
  const empty = points.every((point) => point.activity === 0);
  return (
    <figure className="stack-overview-chart" data-chart={name} data-empty={empty || undefined} aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption className="stack-overview-chart-caption">
        <span className="stack-overview-chart-title" id={`${id}-title`}>
          {title}
        </span>
        <span className="stack-overview-chart-summary" id={`${id}-summary`}>
          {summary}
        </span>
      </figcaption>
      <div ref={ref} className="stack-overview-chart-plot">
        {width > 0 ? <DailyPlot kind={kind} points={points} width={width} locale={locale} /> : null}
        {empty ? <p className="stack-overview-chart-empty">{emptyText}</p> : null}
      </div>
      {empty ? null : (
        <table className="stack-visually-hidden">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.tableDay')}</th>
              <th scope="col">{t('overview.tableCount')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{dayLabel(point.date, locale, true)}</th>
                <td>{point.activity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

function DailyPlot({ kind, points, width, locale }: { kind: DailyChartProps['kind']; points: readonly MetricsDataPoint[]; width: number; locale: string }): ReactNode {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...points.map((point) => point.activity));
  const dates = points.map((point) => point.date);
  const x = scaleBand<string>({ domain: dates, range: [0, innerWidth], padding: kind === 'bars' ? 0.25 : 0 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // Whole numbers only (people, not fractions), at most four lines.
  // An empty chart keeps only its baseline: a scale up to 1 would claim a unit nobody reached.
  const empty = points.every((point) => point.activity === 0);
  const yTicks = empty ? [] : y.ticks(Math.min(4, max)).filter((tick) => Number.isInteger(tick));
  // First, middle and last day: enough to read the span at any width.
  const xTicks = dates.length > 2 ? [dates[0]!, dates[Math.floor(dates.length / 2)]!, dates[dates.length - 1]!] : dates;
  const centre = (date: string): number => (x(date) ?? 0) + x.bandwidth() / 2;
  const level = (point: MetricsDataPoint): number => y(point.activity);
  return (
    <svg className="stack-overview-svg" width={width} height={HEIGHT} aria-hidden="true" focusable="false">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {yTicks.map((tick) => (
          <line key={tick} className="stack-overview-grid" x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
        ))}
        {kind === 'bars' ? (
          points.map((point) =>
            point.activity > 0 ? (
              <Bar
                key={point.date}
                className="stack-overview-bar"
                x={x(point.date) ?? 0}
                y={y(point.activity)}
                width={x.bandwidth()}
                height={innerHeight - y(point.activity)}
                rx={Math.min(3, x.bandwidth() / 2)}
              />
            ) : null,
          )
        ) : empty ? null : (
          <>
            <AreaClosed<MetricsDataPoint> className="stack-overview-area" data={[...points]} x={(point) => centre(point.date)} y={level} yScale={y} />
            <LinePath<MetricsDataPoint> className="stack-overview-line" data={[...points]} x={(point) => centre(point.date)} y={level} />
          </>
        )}
        {/* One column per day on top: hovering shows the day and its count (the SVG is hidden from
            screen readers, who get the table). */}
        {points.map((point) => (
          <rect key={point.date} className="stack-overview-hit" x={(x(point.date) ?? 0) - (kind === 'bars' ? (x.step() - x.bandwidth()) / 2 : 0)} y={0} width={x.step()} height={innerHeight}>
            <title>{`${dayLabel(point.date, locale, true)}: ${point.activity}`}</title>
          </rect>
        ))}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          hideAxisLine
          hideTicks
          tickFormat={(value) => String(value)}
          axisClassName="stack-overview-axis"
          tickLabelProps={{ className: 'stack-overview-tick', fontSize: 12, textAnchor: 'end', dx: -4, dy: '0.33em' }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={xTicks}
          hideTicks
          tickFormat={(date) => dayLabel(date, locale)}
          axisClassName="stack-overview-axis"
          axisLineClassName="stack-overview-baseline"
          tickLabelProps={(_value, index) => ({
            className: 'stack-overview-tick',
            fontSize: 12,
            textAnchor: index === 0 ? 'start' : index === xTicks.length - 1 ? 'end' : 'middle',
          })}
        />
      </Group>
    </svg>
  );
}

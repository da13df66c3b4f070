// Sign-ins per method as horizontal bars (visx, plain SVG), with the counts written beside the bars and
// a visually hidden table; a project nobody signed in to says so instead of drawing nothing.

import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId, type ReactNode } from 'react';
import { useConsoleT } from '../../i18n';
import { methodLabel } from './format';
import { useWidth } from './use-width';

const ROW = 32;
const BAR = 16;
const LABEL = 104;
const COUNT = 40;

export function MethodsChart({ methods, summary }: { methods: readonly { method: string; count: number }[]; summary: string }): ReactNode {
  const t = useConsoleT();
  const id = useId();
  const [ref, width] = useWidth<HTMLDivElement>();
  const rows = methods.filter((entry) => entry.count > 0).map((entry) => ({ ...entry, label: methodLabel(entry.method, t) }));
  const max = Math.max(1, ...rows.map((row) => row.count));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, Math.max(0, width - LABEL - COUNT)] });
  return (
    <figure className="stack-overview-chart" data-chart="methods" data-empty={rows.length === 0 || undefined} aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption className="stack-overview-chart-caption">
        <span className="stack-overview-chart-title" id={`${id}-title`}>
          {t('overview.methods')}
        </span>
        <span className="stack-overview-chart-summary" id={`${id}-summary`}>
          {summary}
        </span>
      </figcaption>
      {rows.length === 0 ? (
        <div className="stack-overview-chart-plot">
          <p className="stack-overview-chart-empty">{t('overview.methodsEmpty')}</p>
        </div>
      ) : (
        <div ref={ref} className="stack-overview-methods-plot">
          {width > 0 ? (
            <svg className="stack-overview-svg" width={width} height={rows.length * ROW} aria-hidden="true" focusable="false">
              {rows.map((row, index) => (
                <g key={row.method} transform={`translate(0, ${index * ROW})`}>
                  <text className="stack-overview-method-label" x={0} y={ROW / 2} dy="0.33em" fontSize={13}>
                    {row.label}
                  </text>
                  <Bar className="stack-overview-bar" x={LABEL} y={(ROW - BAR) / 2} width={Math.max(2, x(row.count))} height={BAR} rx={3} />
                  <text className="stack-overview-tick" x={LABEL + Math.max(2, x(row.count)) + 8} y={ROW / 2} dy="0.33em" fontSize={12}>
                    {row.count}
                  </text>
                </g>
              ))}
            </svg>
          ) : null}
          <table className="stack-visually-hidden">
            <caption>{t('overview.methods')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('overview.tableMethod')}</th>
                <th scope="col">{t('overview.tableCount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.method}>
                  <th scope="row">{row.label}</th>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}

// CSS of the Overview page: stat cards, chart frames and the charts' SVG colours (theme tokens, so the
// charts read in light and dark).

export const overviewCss = `
.stack-overview { display: flex; flex-direction: column; gap: 32px; min-width: 0; }
.stack-overview .stack-settings-section + .stack-settings-section { padding-top: 24px; }
.stack-overview-stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(136px, 1fr)); gap: 12px; margin: 0; }
.stack-overview-stat { display: flex; flex-direction: column; gap: 4px; min-width: 0; padding: 16px; border: 1px solid var(--stack-border);
  border-radius: var(--stack-radius); background: var(--stack-card); }
.stack-overview-stat dd { margin: 0; }
.stack-overview-stat-label { font-size: 13px; color: var(--stack-muted-foreground); }
.stack-overview-stat-value { font-size: 24px; font-weight: 600; line-height: 1.2; color: var(--stack-foreground); font-variant-numeric: tabular-nums; }
.stack-overview-stat-caption { font-size: 12px; color: var(--stack-muted-foreground); }
.stack-overview-charts { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; }
@container (min-width: 900px) {
  .stack-overview-charts { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .stack-overview-chart[data-chart="methods"] { grid-column: 1 / -1; }
}
.stack-overview-chart { display: flex; flex-direction: column; gap: 12px; min-width: 0; margin: 0; padding: 16px; border: 1px solid var(--stack-border);
  border-radius: var(--stack-radius); background: var(--stack-card); }
.stack-overview-chart-placeholder { height: 256px; }
.stack-overview-chart-caption { display: flex; flex-direction: column; gap: 2px; }
.stack-overview-chart-title { font-size: 14px; font-weight: 600; color: var(--stack-foreground); }
.stack-overview-chart-summary { font-size: 13px; color: var(--stack-muted-foreground); }
.stack-overview-chart-plot { position: relative; height: 180px; min-width: 0; }
.stack-overview-methods-plot { min-width: 0; max-width: 640px; }
.stack-overview-chart[data-chart="methods"] .stack-overview-chart-plot { height: 96px; }
.stack-overview-svg { display: block; overflow: visible; }
.stack-overview-chart-empty { position: absolute; inset: 0 0 24px 32px; display: grid; place-items: center; padding: 8px; text-align: center;
  font-size: 13px; color: var(--stack-muted-foreground); }
.stack-overview-chart[data-chart="methods"] .stack-overview-chart-empty { inset: 0; border: 1px dashed var(--stack-border); border-radius: var(--stack-radius); }
.stack-overview-bar { fill: var(--stack-primary); }
.stack-overview-area { fill: var(--stack-primary); fill-opacity: 0.12; stroke: none; }
.stack-overview-line { fill: none; stroke: var(--stack-primary); stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; }
.stack-overview-hit { fill: transparent; }
.stack-overview-hit:hover { fill: var(--stack-muted-foreground); fill-opacity: 0.08; }
.stack-overview-grid { stroke: var(--stack-border); stroke-dasharray: 2 4; }
.stack-overview-baseline { stroke: var(--stack-border); }
.stack-overview-tick, .stack-overview-axis text { fill: var(--stack-muted-foreground); font-family: inherit; }
.stack-overview-method-label { fill: var(--stack-foreground); font-family: inherit; }
.stack-overview .stack-row-description { display: flex; flex-wrap: wrap; column-gap: 8px; }
.stack-overview-user-email { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
`;

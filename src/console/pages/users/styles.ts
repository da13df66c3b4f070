// CSS of the Users page (the shell, rows, forms and dialogs come from the design system).
export const usersCss = `
.stack-users-search { max-width: 420px; }
.stack-users-table-frame { border: 1px solid var(--stack-border); border-radius: var(--stack-radius); background: var(--stack-card); overflow: hidden; }
.stack-users-table { width: 100%; border-collapse: collapse; font-size: 14px; table-layout: auto; }
.stack-users-table th { padding: 10px 16px; font-size: 12px; font-weight: 500; text-align: start; color: var(--stack-muted-foreground);
  background: color-mix(in srgb, var(--stack-muted) 50%, transparent); border-bottom: 1px solid var(--stack-border); white-space: nowrap; }
.stack-users-table td { padding: 12px 16px; vertical-align: middle; }
.stack-users-table tbody tr + tr td { border-top: 1px solid var(--stack-border); }
.stack-users-table tbody tr:hover td { background: color-mix(in srgb, var(--stack-muted) 40%, transparent); }
.stack-users-person { display: flex; align-items: center; gap: 12px; min-width: 0; }
.stack-users-person-text { display: flex; flex-direction: column; align-items: flex-start; gap: 2px; min-width: 0; }
.stack-users-open { padding: 0; border: 0; background: none; color: var(--stack-foreground); font-size: 14px; font-weight: 500; text-align: start;
  cursor: pointer; overflow-wrap: anywhere; border-radius: 2px; }
.stack-users-open:hover { text-decoration: underline; text-underline-offset: 3px; }
.stack-users-open:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; }
.stack-users-open::after { content: ''; }
.stack-users-muted { color: var(--stack-muted-foreground); font-style: italic; }
.stack-users-email { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; font-size: 13px; color: var(--stack-muted-foreground); min-width: 0; }
.stack-users-email-text { overflow-wrap: anywhere; min-width: 0; }
.stack-users-date { width: 1%; white-space: nowrap; font-size: 13px; color: var(--stack-muted-foreground); }
.stack-users-inline-date { display: none; font-size: 12px; color: var(--stack-muted-foreground); }
.stack-users-results { display: flex; flex-direction: column; gap: 16px; transition: opacity 150ms ease-out; }
.stack-users-results[aria-busy='true'] { opacity: 0.6; }
.stack-users-more { display: flex; justify-content: center; }
.stack-users-none { font-size: 14px; color: var(--stack-muted-foreground); }
@container (max-width: 899px) { .stack-users-last-active { display: none; } }
@container (max-width: 559px) {
  .stack-users-date { display: none; }
  .stack-users-inline-date { display: block; }
  .stack-users-table td { padding: 12px; }
  .stack-users-search { max-width: none; }
  .stack-settings-section[data-section='users'] > .stack-settings-section-header,
  .stack-users-page .stack-settings-section-header { flex-wrap: wrap; }
}

.stack-users-create { gap: 16px; }
.stack-users-page { display: flex; flex-direction: column; gap: 24px; min-width: 0; }
.stack-users-back { align-self: flex-start; margin-inline-start: -8px; margin-bottom: -12px; }
.stack-users-header { display: flex; align-items: center; gap: 16px; min-width: 0; padding-bottom: 24px; border-bottom: 1px solid var(--stack-border); }
.stack-users-header + .stack-settings-section { padding-top: 0; border-top: 0; }
.stack-users-header-text { display: flex; flex-direction: column; gap: 4px; flex: 1; min-width: 0; }
.stack-users-name { font-size: 20px; font-weight: 600; line-height: 1.3; letter-spacing: -0.01em; overflow-wrap: anywhere; }
.stack-users-header-email { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; font-size: 14px; color: var(--stack-muted-foreground); }
.stack-users-header-email:empty { display: none; }
@container (max-width: 559px) {
  .stack-users-header { flex-wrap: wrap; }
  .stack-users-header > .stack-button { width: 100%; }
}
.stack-users-page > .stack-settings-section + .stack-settings-section { padding-top: 24px; }
.stack-users-name-form { flex-direction: row; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; }
.stack-users-name-form > .stack-field { flex: 1 1 260px; max-width: 420px; }
.stack-users-facts { display: grid; grid-template-columns: minmax(140px, max-content) minmax(0, 1fr); margin: 0;
  border: 1px solid var(--stack-border); border-radius: var(--stack-radius); background: var(--stack-card); }
.stack-users-fact { display: contents; }
.stack-users-fact > dt, .stack-users-fact > dd { padding: 12px 16px; margin: 0; font-size: 14px; min-width: 0; }
.stack-users-fact > dt { color: var(--stack-muted-foreground); font-size: 13px; font-weight: 500; }
.stack-users-fact + .stack-users-fact > dt, .stack-users-fact + .stack-users-fact > dd { border-top: 1px solid var(--stack-border); }
.stack-users-fact-line { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; min-width: 0; }
.stack-users-fact-line > .stack-button[data-variant='link'] { font-size: 13px; }
.stack-users-id { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; }
@container (max-width: 559px) {
  .stack-users-facts { grid-template-columns: minmax(0, 1fr); }
  .stack-users-fact > dd { padding-top: 0; }
  .stack-users-fact > dt { padding-bottom: 4px; }
  .stack-users-fact + .stack-users-fact > dd { border-top: 0; }
}
.stack-users-json { min-height: 96px; padding-block: 8px; resize: vertical; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; line-height: 1.5; }
.stack-users-metadata { max-width: 640px; }
.stack-users-menu-label { display: inline-flex; align-items: center; gap: 6px; }

.stack-users-snippet { margin: 0; min-width: 0; }
.stack-users-snippet pre { margin: 0; padding: 12px; max-height: 220px; overflow: auto; border: 1px solid var(--stack-border); border-radius: calc(var(--stack-radius) - 2px);
  background: var(--stack-muted); color: var(--stack-foreground); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px;
  line-height: 1.5; white-space: pre; }
.stack-users-snippet pre:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; }
.stack-users-warning { display: flex; align-items: flex-start; gap: 8px; font-size: 13px; color: var(--stack-foreground); }
.stack-users-warning > svg { flex: none; margin-top: 2px; color: var(--stack-warning); }
`;

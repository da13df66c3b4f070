// CSS of the teams overview and a team's page: the header (avatar, name, current-team badge), the tab row,
// and the panels; rows, forms and dialogs come from the design system.

export const teamsSectionCss = `
.stack-teams-overview, .stack-team-page, .stack-team-panel, .stack-team-members, .stack-team-pending { display: flex; flex-direction: column; gap: 24px; min-width: 0; }
.stack-team-page { gap: 16px; }
.stack-team-back { align-self: flex-start; margin-inline-start: -8px; color: var(--stack-muted-foreground); }
.stack-team-header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; min-width: 0; }
.stack-team-title { flex: 1; min-width: 0; font-size: 20px; font-weight: 600; line-height: 1.3; letter-spacing: -0.01em; overflow-wrap: anywhere; }
.stack-team-title:focus { outline: none; }
.stack-team-title:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; border-radius: 2px; }
.stack-team-select { display: flex; flex-direction: column; align-items: flex-end; gap: 8px; max-width: 100%; }
.stack-team-tabs { margin-bottom: 8px; }
.stack-team-panel .stack-settings-section + .stack-settings-section { padding-top: 24px; border-top: 1px solid var(--stack-border); }
@container (max-width: 479px) {
  .stack-team-tabs .stack-segment { padding: 0 6px; gap: 6px; }
  .stack-team-tabs .stack-segment svg { display: none; }
  .stack-team-select { align-items: stretch; width: 100%; }
}
/* Four tabs do not fit one row on a phone: two rows of two. */
@container (max-width: 399px) { .stack-team-tabs .stack-segmented { grid-auto-flow: row; grid-template-columns: 1fr 1fr; } }
`;

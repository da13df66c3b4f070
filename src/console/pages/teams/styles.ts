// CSS of the Teams page: the search field, a team's header and the member captions (the shell, rows,
// forms and dialogs come from the design system).
export const teamsCss = `
.stack-teams-search { max-width: 360px; }
.stack-teams-no-match { font-size: 14px; color: var(--stack-muted-foreground); padding: 8px 0; }
.stack-teams-muted { color: var(--stack-muted-foreground); font-weight: 400; }
.stack-console-team { display: flex; flex-direction: column; gap: 24px; min-width: 0; }
.stack-console-team > .stack-settings-section + .stack-settings-section { padding-top: 24px; border-top: 1px solid var(--stack-border); }
.stack-console-team-back { align-self: flex-start; margin-inline-start: -8px; margin-bottom: -8px; color: var(--stack-muted-foreground); }
.stack-console-team-header { display: flex; align-items: center; gap: 12px; min-width: 0; }
.stack-console-team-heading { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.stack-console-team-title { font-size: 20px; font-weight: 600; line-height: 1.3; letter-spacing: -0.01em; overflow-wrap: anywhere; }
.stack-console-team-title:focus { outline: none; }
.stack-console-team-title:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; border-radius: 2px; }
.stack-console-team-meta { display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 13px; color: var(--stack-muted-foreground); min-width: 0; }
.stack-console-team-id { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; overflow-wrap: anywhere; }
.stack-console-team-rename { max-width: 420px; }
.stack-console-member-email { display: block; }
.stack-console-member-permissions { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 6px; margin-top: 6px; }
.stack-console-member-permissions .stack-badge { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
/* On a phone the section's button ("Create team", "Add member") goes under the title instead of past the edge. */
@container (max-width: 479px) {
  [data-section='teams'] > .stack-settings-section-header, [data-section='team-members'] > .stack-settings-section-header { flex-wrap: wrap; }
}
`;

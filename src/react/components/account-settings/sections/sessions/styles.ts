// Sessions, notifications and danger-zone CSS: a session's facts on one wrapping line; a checkbox beside its name.

export const sessionsSectionCss = `
.stack-session-info { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
.stack-session-created, .stack-session-last-used, .stack-session-place { color: var(--stack-color-muted); font-size: 0.9rem; }
.stack-checkbox { display: inline-flex; align-items: center; gap: 0.4rem; cursor: pointer; }
.stack-checkbox input:disabled { cursor: not-allowed; }
.stack-settings-item[data-locked] .stack-hint { flex-basis: 100%; margin: 0; }
.stack-settings-item[data-action] { flex-direction: column; align-items: stretch; }
`;

// TEMPORARY (issue 12, phase 2 removes it): the old class names of screens not yet on src/react/ui.
export const legacyCss = `
.stack-root { color: var(--stack-foreground); }
.stack-title { margin: 0 0 16px; font-size: 20px; font-weight: 600; }
.stack-button:not([data-variant]) { background: var(--stack-primary); color: var(--stack-primary-foreground); padding: 0 16px; }
.stack-button-plain { display: inline-flex; align-items: center; justify-content: center; min-height: 36px; padding: 0 12px; border: 1px solid var(--stack-border);
  border-radius: calc(var(--stack-radius) - 2px); background: var(--stack-card); color: var(--stack-foreground); font-weight: 500; cursor: pointer; }
.stack-button-secondary:not([data-variant]) { background: var(--stack-card); color: var(--stack-foreground); border-color: var(--stack-border); }
.stack-button-danger:not([data-variant]) { background: var(--stack-danger); color: var(--stack-danger-foreground); }
.stack-error { color: var(--stack-danger); margin: 0; }
.stack-error:empty { display: none; }
.stack-notice { color: var(--stack-muted-foreground); margin: 0; }
.stack-footer { margin: 12px 0 0; color: var(--stack-muted-foreground); }
`;

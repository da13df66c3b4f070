// CSS of the API keys page: key facts under each row, the key-kind checkboxes (the once-shown keys are the
// shared dialog's, src/react/shared/api-key-dialogs).

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

// The console sheet is not run through the theme's token defaults: these rules are, so var(--stack-*) resolves.
export const apiKeysCss = `
[data-section='api-keys'] .stack-section-action { flex: none; }
.stack-console-key-facts { display: flex; flex-direction: column; gap: 4px; }
.stack-console-key-parts, .stack-console-key-dates { display: flex; flex-wrap: wrap; gap: 4px 16px; }
.stack-console-key-part { white-space: nowrap; }
.stack-console-key-part code { font-family: ${MONO}; font-size: 12px; color: var(--stack-foreground); background: var(--stack-muted); padding: 1px 6px; border-radius: 4px; }
.stack-console-key-kinds { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: 8px; }
.stack-console-key-kinds > legend { padding: 0; margin-bottom: 8px; }
.stack-console-key-kind { display: flex; align-items: flex-start; gap: 12px; padding: 10px 12px; border: 1px solid var(--stack-border); border-radius: calc(var(--stack-radius) - 2px); cursor: pointer; }
.stack-console-key-kind:has(input:checked) { border-color: var(--stack-ring); }
.stack-console-key-kind input { width: 16px; height: 16px; margin: 2px 0 0; flex: none; accent-color: var(--stack-primary); }
.stack-console-key-kind input:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; }
.stack-console-key-kind-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.stack-console-key-kind-name { font-size: 14px; font-weight: 500; }
`;

// CSS of the API key rows and the once-shown secret (monospace, with its copy button beside it).

export const apiKeysSectionCss = `
/* A button beside a section title keeps its size; the title wraps instead. */
.stack-section-action { flex: none; }
.stack-api-key-facts { display: flex; flex-wrap: wrap; gap: 4px 12px; }
.stack-api-key-last4 { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; color: var(--stack-foreground); }
.stack-api-key-secret { display: flex; align-items: flex-end; gap: 8px; }
.stack-api-key-secret > .stack-field { flex: 1; }
.stack-api-key-secret .stack-input { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
@media (max-width: 479px) { .stack-api-key-secret { flex-direction: column; align-items: stretch; } }
`;

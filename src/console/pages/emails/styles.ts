// CSS of the E-mails page (the shell, rows, forms and dialogs come from the design system).

export const emailsCss = `
.stack-emails { display: flex; flex-direction: column; gap: 32px; min-width: 0; }
.stack-emails-block { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.stack-emails-block + .stack-emails-block { padding-top: 24px; border-top: 1px solid var(--stack-border); }
.stack-emails-block-header { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
.stack-emails-block-title { font-size: 14px; font-weight: 600; line-height: 1.4; }
.stack-emails-subtitle { margin: 0; font-size: 14px; font-weight: 600; line-height: 1.4; }
.stack-emails-note { font-size: 13px; color: var(--stack-muted-foreground); max-width: 560px; }
.stack-emails-kind { max-width: 360px; }
.stack-emails-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; max-width: 640px; }
.stack-emails-test { padding: 16px; border: 1px solid var(--stack-border); border-radius: var(--stack-radius); background: var(--stack-card); max-width: 640px; gap: 12px; }
.stack-emails-test-text { display: flex; flex-direction: column; gap: 4px; }
.stack-emails-test-row { display: flex; align-items: flex-start; gap: 12px; }
.stack-emails-test-row > .stack-field { flex: 1; }
.stack-emails-test-row > .stack-button { margin-top: 26px; }
.stack-emails-sentence, .stack-emails-detail { display: block; }
.stack-emails-detail { margin-top: 4px; color: var(--stack-foreground); opacity: 0.85; }
.stack-emails-code { font-family: var(--_emails-mono); font-size: 12px; white-space: pre-wrap; }
.stack-emails-sent-meta { display: flex; flex-wrap: wrap; gap: 2px 12px; }
.stack-emails-sent-to { overflow-wrap: anywhere; }
.stack-emails-sent-error { font-size: 13px; color: color-mix(in srgb, var(--stack-danger) 82%, var(--stack-foreground)); }

/* The editor sub-page: source and preview side by side when there is room, stacked otherwise. */
.stack-emails-editor-page { display: flex; flex-direction: column; align-items: stretch; gap: 12px; min-width: 0;
  --_emails-bg: var(--stack-card); --_emails-fg: var(--stack-foreground); --_emails-muted: var(--stack-muted);
  --_emails-muted-fg: var(--stack-muted-foreground); --_emails-border: var(--stack-border); --_emails-ring: var(--stack-ring);
  --_emails-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  --_emails-code-keyword: color-mix(in srgb, #7c3aed 80%, var(--stack-foreground));
  --_emails-code-string: color-mix(in srgb, #15803d 85%, var(--stack-foreground));
  --_emails-code-number: color-mix(in srgb, #b45309 85%, var(--stack-foreground));
  --_emails-code-type: color-mix(in srgb, #0369a1 85%, var(--stack-foreground));
  --_emails-code-attribute: color-mix(in srgb, #a21caf 75%, var(--stack-foreground));
  --_emails-code-function: color-mix(in srgb, #1d4ed8 80%, var(--stack-foreground)); }
/* Lighter hues on a dark background keep every token at 4.5:1 or more. */
.stack-theme[data-theme='dark'] .stack-emails-editor-page { --_emails-code-keyword: #c4b5fd; --_emails-code-string: #86efac; --_emails-code-number: #fdba74;
  --_emails-code-type: #7dd3fc; --_emails-code-attribute: #f0abfc; --_emails-code-function: #93c5fd; }
.stack-emails-back { align-self: flex-start; margin-inline-start: -8px; }
/* The title keeps its width on narrow screens: Save and its status wrap under it. */
.stack-settings-section[data-section='emails-editor'] > .stack-settings-section-header { flex-wrap: wrap; }
.stack-settings-section[data-section='emails-editor'] > .stack-settings-section-header > .stack-settings-section-text { flex: 1 1 280px; }
.stack-emails-save { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px 12px; flex: none; }
.stack-emails-workbench { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; min-width: 0; }
@container (min-width: 900px) { .stack-emails-workbench { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.stack-emails-pane { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.stack-emails-pane-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 20px; }
.stack-emails-pane-title { font-size: 14px; font-weight: 600; line-height: 1.4; }
.stack-emails-updating { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; color: var(--stack-muted-foreground); }
.stack-emails-editor-box { height: 520px; border: 1px solid var(--stack-input); border-radius: calc(var(--stack-radius) - 2px); overflow: hidden; background: var(--stack-card); }
.stack-emails-editor-box:focus-within { border-color: var(--stack-ring); box-shadow: 0 0 0 3px color-mix(in srgb, var(--stack-ring) 30%, transparent); }
.stack-emails-editor-box[data-invalid] { border-color: var(--stack-danger); }
.stack-emails-editor { height: 100%; }
.stack-emails-frame-box { height: 520px; border: 1px solid var(--stack-border); border-radius: calc(var(--stack-radius) - 2px); overflow: hidden; background: #ffffff; }
.stack-emails-frame-box[data-stale] { opacity: 0.6; }
.stack-emails-frame { display: block; width: 100%; height: 100%; border: 0; background: #ffffff; }
@container (max-width: 479px) {
  .stack-emails-grid { grid-template-columns: minmax(0, 1fr); }
  .stack-emails-test-row { flex-direction: column; align-items: stretch; }
  .stack-emails-test-row > .stack-button { margin-top: 0; }
  .stack-emails-editor-box { height: 360px; }
  .stack-emails-frame-box { height: 440px; }
}
`;

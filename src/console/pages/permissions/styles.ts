// CSS of the Permissions page and of the permission checklist (the shell, rows, forms and dialogs come
// from the design system).
export const permissionsCss = `
.stack-permissions-tabs { max-width: 440px; }
.stack-permissions-panel, .stack-permissions-scope { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.stack-permissions-scope-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
.stack-permissions-scope-hint { flex: 1 1 240px; min-width: 0; font-size: 13px; color: var(--stack-muted-foreground); }
.stack-permissions-built-in { display: flex; flex-direction: column; gap: 12px; margin-top: 8px; }
.stack-permissions-group-text { display: flex; flex-direction: column; gap: 2px; }
.stack-permissions-group-title { font-size: 14px; font-weight: 600; line-height: 1.4; }
.stack-permission-id { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; }
.stack-permission-description { display: block; }
.stack-permission-contains { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 6px; margin-top: 6px; }
.stack-permission-contains .stack-badge { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.stack-permission-checklist { display: flex; flex-direction: column; gap: 6px; min-width: 0; margin: 0; padding: 0; border: 0; }
.stack-permission-checklist > legend { padding: 0; margin-bottom: 6px; }
.stack-permission-checklist-items { list-style: none; margin: 4px 0 0; padding: 0; max-height: 248px; overflow: auto;
  border: 1px solid var(--stack-border); border-radius: calc(var(--stack-radius) - 2px); }
.stack-permission-checklist-item { display: flex; align-items: flex-start; gap: 10px; padding: 8px 12px; }
.stack-permission-checklist-item + .stack-permission-checklist-item { border-top: 1px solid var(--stack-border); }
.stack-permission-checklist-item input { flex: none; width: 16px; height: 16px; margin: 2px 0 0; accent-color: var(--stack-primary); cursor: pointer; }
.stack-permission-checklist-item input:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; }
.stack-permission-checklist-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.stack-permission-checklist-text label { cursor: pointer; }
.stack-permission-checklist-description, .stack-permission-checklist-empty { font-size: 13px; color: var(--stack-muted-foreground); }
.stack-permission-checklist:disabled { opacity: 0.7; }
`;

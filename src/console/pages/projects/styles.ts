// CSS of the owner's sign-in screen and the projects list with its header.

export const projectsCss = `
.stack-console-sign-in { flex-direction: column; align-items: center; gap: 24px; }
.stack-console-sign-in-header { display: flex; flex-direction: column; align-items: center; gap: 4px; text-align: center; max-width: 400px; }
.stack-console-sign-in-name { font-size: 20px; font-weight: 600; line-height: 1.3; color: var(--stack-foreground); }
.stack-console-sign-in-line { font-size: 14px; color: var(--stack-muted-foreground); }
.stack-console-sign-in > :last-child { width: 100%; max-width: 400px; }

.stack-console-projects { container-type: inline-size; display: flex; flex-direction: column; gap: 24px; padding: 24px 0 32px; }
.stack-console-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px 16px;
  padding-bottom: 16px; border-bottom: 1px solid var(--stack-border); }
.stack-console-header > .stack-alert { flex-basis: 100%; }
.stack-console-brand { font-size: 16px; font-weight: 600; color: var(--stack-foreground); }
.stack-console-owner { display: flex; align-items: center; gap: 12px; min-width: 0; max-width: 100%; }
.stack-console-owner-text { display: flex; flex-direction: column; min-width: 0; line-height: 1.3; }
.stack-console-owner-name { font-size: 14px; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-console-owner-email { font-size: 13px; color: var(--stack-muted-foreground); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-console-owner .stack-button { flex: none; }
.stack-console-projects .stack-row-description { display: flex; flex-direction: column; gap: 2px; }
.stack-console-project-description { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-console-project-date { font-size: 12px; }
@container (max-width: 479px) {
  .stack-console-owner-text { display: none; }
  .stack-console-header { column-gap: 12px; }
  .stack-console-owner { gap: 8px; }
}
`;

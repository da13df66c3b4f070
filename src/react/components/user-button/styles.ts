// User button CSS: the trigger (avatar and a name that ellipsizes, never wider than its container; the name
// hides under 480 px of viewport), the menu's header card and the sign-in link; every state is 40 px high
// (the loading circle, AvatarLoading, is core: it shows before this part arrives), so the page does not move.

export const userButtonCss = `
.stack-user-button { display: flex; align-items: center; min-height: 40px; max-width: 100%; min-width: 0; }
.stack-user-menu { min-width: 0; }
.stack-user-trigger { max-width: 100%; min-height: 40px; padding-block: 0; padding-inline: 4px 12px; border-radius: 999px; }
.stack-user-trigger > .stack-button-face { gap: 8px; max-width: 100%; }
.stack-user-trigger[aria-expanded='true'] { background: var(--stack-muted); }
/* A nameless person's address stands in for the name: in the address style, not as a name. */
.stack-user-trigger [data-kind='email'] { color: var(--stack-muted-foreground); font-weight: 400; }
.stack-user-card-email:only-child { font-size: 14px; color: var(--stack-foreground); }
.stack-user-card { display: flex; align-items: center; gap: 12px; min-width: 0; }
.stack-user-card-text { display: flex; flex-direction: column; min-width: 0; }
.stack-user-card-name { font-size: 14px; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-user-card-email { font-size: 13px; color: var(--stack-muted-foreground); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-user-error { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; font-size: 13px; color: var(--stack-danger); }
@media (max-width: 479px) {
  .stack-user-trigger { padding: 0 4px; }
  /* On a phone the menu spans the viewport under the trigger, wherever the trigger sits. */
  .stack-user-menu > .stack-popover { position: fixed; top: auto; inset-inline: 8px; margin-top: 6px; max-width: none; }
  .stack-user-trigger .stack-button-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .stack-user-error-text { display: none; }
}
`;

// Two-factor set-up CSS: the QR code beside the key text (stacked when narrow), the code boxes at a hand's width.

export const mfaSectionCss = `
.stack-mfa-setup { display: flex; flex-direction: column; gap: 20px; padding: 20px; border: 1px solid var(--stack-border); border-radius: var(--stack-radius); background: var(--stack-card); }
.stack-mfa-setup-text { display: flex; flex-direction: column; gap: 4px; }
.stack-mfa-setup-title { font-size: 14px; font-weight: 600; line-height: 1.4; }
.stack-mfa-setup-title:focus { outline: none; }
.stack-mfa-secret { display: flex; flex-wrap: wrap; align-items: center; gap: 16px 24px; }
.stack-mfa-secret > .stack-qr { flex: none; border: 1px solid var(--stack-border); border-radius: calc(var(--stack-radius) - 2px); }
.stack-mfa-key { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; flex: 1 1 200px; min-width: 0; }
.stack-totp-secret { display: flex; flex-wrap: wrap; gap: 4px 10px; padding: 8px 12px; border-radius: calc(var(--stack-radius) - 2px); background: var(--stack-muted);
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 14px; letter-spacing: 0.04em; }
.stack-mfa-setup .stack-code { max-width: 320px; }
.stack-mfa-codes { margin-top: 16px; }
.stack-mfa-code-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px 16px; padding: 12px 16px; margin: 0; list-style: none;
  border-radius: calc(var(--stack-radius) - 2px); background: var(--stack-muted); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 14px; letter-spacing: 0.04em; }
.stack-mfa-code-actions { display: flex; flex-wrap: wrap; gap: 8px; }
@container (max-width: 479px) { .stack-mfa-setup { padding: 16px; } }
`;

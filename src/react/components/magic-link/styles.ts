// The code step's CSS (its resend line): in the sign-in sheet, while the step itself loads on demand.
export const magicLinkCss = `
.stack-resend { display: flex; flex-direction: column; align-items: center; gap: 8px; margin-top: -8px; text-align: center; }
.stack-resend-line { font-size: 13px; color: var(--stack-muted-foreground); }
.stack-resend-line .stack-button[data-variant='link'] { font-size: 13px; vertical-align: baseline; }
`;

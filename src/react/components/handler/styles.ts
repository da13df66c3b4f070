// Handler page CSS: the page frame (project name above the centred card).

export const handlerCss = `
.stack-page { display: flex; flex-direction: column; align-items: center; gap: 16px; width: 100%; padding: 32px 0; }
.stack-page > .stack-card { margin-inline: auto; }
.stack-page[data-width='wide'] { align-items: stretch; }
.stack-page-brand { max-width: 400px; min-height: 24px; font-size: 16px; font-weight: 600; line-height: 24px; letter-spacing: -0.01em;
  text-align: center; color: var(--stack-foreground); overflow-wrap: anywhere; }
.stack-page[data-width='wide'] > .stack-page-brand { max-width: none; text-align: start; }
@container (max-width: 479px) { .stack-page { padding: 16px 0; gap: 12px; } }
`;

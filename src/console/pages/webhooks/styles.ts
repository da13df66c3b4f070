// CSS of the Webhooks page: long endpoint addresses, the delivery log's rows and their payloads.

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

// The console sheet is not run through the theme's token defaults: these rules are, so var(--stack-*) resolves.
export const webhooksCss = `
.stack-console-webhooks { display: flex; flex-direction: column; gap: 32px; min-width: 0; }
.stack-console-webhooks .stack-section-action { flex: none; }
.stack-console-endpoint-url { font-family: ${MONO}; font-size: 13px; overflow-wrap: anywhere; }
.stack-console-endpoint-facts, .stack-console-delivery-facts { display: flex; flex-wrap: wrap; gap: 4px 16px; }
.stack-console-delivery { padding: 12px 16px; display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.stack-console-delivery + .stack-console-delivery { border-top: 1px solid var(--stack-border); }
.stack-console-delivery-main { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.stack-console-delivery-title { display: flex; align-items: center; flex-wrap: wrap; gap: 8px; }
.stack-console-delivery-type { font-family: ${MONO}; font-size: 13px; font-weight: 600; }
.stack-console-delivery-facts { font-size: 13px; color: var(--stack-muted-foreground); }
.stack-console-delivery-url { font-family: ${MONO}; font-size: 12px; overflow-wrap: anywhere; min-width: 0; }
.stack-console-payload > summary { width: fit-content; font-size: 13px; font-weight: 500; cursor: pointer; color: var(--stack-foreground); border-radius: 4px; }
.stack-console-payload > summary:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; }
.stack-console-payload > pre { margin: 8px 0 0; padding: 12px; max-height: 320px; overflow: auto; background: var(--stack-muted); color: var(--stack-foreground);
  border-radius: calc(var(--stack-radius) - 2px); font-family: ${MONO}; font-size: 12px; line-height: 1.5; white-space: pre-wrap; overflow-wrap: anywhere; }
.stack-console-payload > pre:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; }
.stack-console-deliveries-empty { margin: 0; font-size: 14px; color: var(--stack-muted-foreground); }
.stack-console-endpoint-secret { display: flex; flex-direction: column; gap: 6px; margin-top: 4px; }
/* Narrow: the address takes the whole line, the actions go under it. */
@container (max-width: 479px) {
  .stack-console-endpoint .stack-row-leading { display: none; }
  .stack-console-endpoint .stack-row-text { flex: 1 1 100%; }
  .stack-console-delivery { padding: 12px; }
}
`;

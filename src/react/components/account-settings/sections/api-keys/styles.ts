// CSS of the api-keys section: the once-shown secret box and the monospace value.

export const apiKeysSectionCss = `
.stack-api-key-created { display: grid; gap: 0.4rem; border: 1px solid var(--stack-color-border); border-radius: var(--stack-radius); padding: 0.6rem 0.75rem; }
.stack-api-key-value { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.85rem; }
.stack-api-key-dates { display: flex; flex-wrap: wrap; gap: 0.5rem; font-size: 0.85rem; }
`;

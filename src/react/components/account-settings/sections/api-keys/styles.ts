// CSS of the API key rows, then the once-shown secret's (src/react/shared/api-key-dialogs).

import { newSecretsCss } from '../../../../shared/api-key-dialogs';

export const apiKeysSectionCss = `
/* A button beside a section title keeps its size; the title wraps instead. */
.stack-section-action { flex: none; }
.stack-api-key-facts { display: flex; flex-wrap: wrap; gap: 4px 12px; }
.stack-api-key-last4 { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; color: var(--stack-foreground); }
${newSecretsCss}`;

// Sign-in CSS: the card, fields and buttons come from src/react/ui; this is only the layout between them
// (and the shared pieces of the auth cards: skeleton, signed-in card, code step).

import { magicLinkCss } from '../magic-link/styles';
import { credentialCss } from '../shared/credential-form';
import { authSkeletonCss } from '../shared/project-gate';

export const signInCss = `
.stack-one-tap { display: flex; flex-direction: column; gap: 8px; }
/* Up to five logos stay on one row even in a 230 px wide card body. */
.stack-oauth .stack-provider-grid[data-compact] { grid-template-columns: repeat(auto-fit, minmax(36px, 1fr)); }
.stack-sign-in-methods { display: flex; flex-direction: column; gap: 16px; }
:is(.stack-sign-in, .stack-sign-up, .stack-code-step, .stack-mfa) .stack-card-subtitle { text-wrap: pretty; }
.stack-forgot-link { align-self: center; font-size: 13px; }
.stack-guest { display: flex; flex-direction: column; align-items: center; gap: 8px; }
${authSkeletonCss}
${credentialCss}
${magicLinkCss}
`;

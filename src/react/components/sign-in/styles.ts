// Sign-in CSS: the card, fields and buttons come from src/react/ui; this is only the layout between them
// (and the shared pieces of the auth cards: skeleton, signed-in card, code step).

import { magicLinkCss } from '../magic-link/magic-link-sign-in';
import { credentialCss } from '../shared/credential-form';
import { authSkeletonCss } from '../shared/project-gate';

export const signInCss = `
.stack-sign-in-methods { display: flex; flex-direction: column; gap: 16px; }
.stack-guest { display: flex; flex-direction: column; align-items: center; gap: 8px; }
${authSkeletonCss}
${credentialCss}
${magicLinkCss}
`;

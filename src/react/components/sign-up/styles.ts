// Sign-up CSS: everything comes from src/react/ui and the sign-in card's shared rules, but the verify card's sentence.

export const signUpCss = `
.stack-verify-email-text { margin: 0; font-size: 14px; overflow-wrap: anywhere; }
`;

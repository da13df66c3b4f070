// Sign-in specific CSS (the shared field/button rules are in the theme).

export const signInCss = `
.stack-sign-in { max-width: 360px; }
`;

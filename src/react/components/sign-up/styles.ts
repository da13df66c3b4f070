// Sign-up specific CSS (the shared field/button rules are in the theme).

export const signUpCss = `
.stack-sign-up { max-width: 360px; }
`;

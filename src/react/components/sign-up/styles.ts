// Sign-up CSS: everything comes from src/react/ui and the sign-in card's shared rules.

export const signUpCss = ``;

// Handler page CSS (the shared field/button rules are in the theme).

export const handlerCss = `
.stack-handler { max-width: 400px; }
.stack-account-details { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
.stack-account-details dd { margin: 0; }
.stack-subtitle { font-size: 1rem; margin: 1rem 0 0.5rem; }
.stack-account-details code { overflow-wrap: anywhere; }
`;

// The mock provider's only page: type any e-mail and that is the account you sign in as.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Posts `prompt=login` and the e-mail to the interaction, the fields Stack's test helpers post too. */
export function loginPage(uid: string, clientName: string, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mock OAuth provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}
input,button{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;margin-top:.5rem}</style></head>
<body><h1>Mock OAuth provider</h1>
<p>Local emulator: sign in to <strong>${escapeHtml(clientName)}</strong> as any e-mail address. No password, no network.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<input type="hidden" name="prompt" value="login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autofocus autocomplete="email">
<button type="submit">Sign in</button>
</form></body></html>`;
}

// The mock provider's login and consent steps (/interaction/:uid), as Stack's mock server answers them:
// a login form that accepts any e-mail (no password), and consent granted without asking. Stack's test
// helpers post `prompt=login&login=<e-mail>` and then `prompt=consent`; a browser gets the form, and the
// consent step is approved on its GET.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { accountForEmail } from './accounts';
import { bodyFields, escapeText, readRawBody, sendHtml } from './http';
import { loginPage } from './login-page';

async function finishLogin(provider: Provider, req: IncomingMessage, res: ServerResponse, details: InteractionDetails, typed: string): Promise<void> {
  const account = accountForEmail(typed);
  if (!account) return sendHtml(res, 400, loginPage(details.uid, String(details.params.client_id ?? ''), 'Enter an e-mail address.'));
  await provider.interactionFinished(req, res, { login: { accountId: account.sub, remember: false } }, { mergeWithLastSubmission: false });
}

/** Grants what the consent prompt says is missing: the mock approves every request. */
async function finishConsent(provider: Provider, req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<void> {
  if (!details.session) throw new Error('No session found');
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
  if (!grant) throw new Error('Failed to create or find grant');
  const missing = details.prompt.details;
  if (Array.isArray(missing.missingOIDCScope)) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (Array.isArray(missing.missingOIDCClaims)) grant.addOIDCClaims(missing.missingOIDCClaims.map(String));
  if (typeof missing.missingResourceScopes === 'object' && missing.missingResourceScopes !== null) {
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes)) {
      if (Array.isArray(scopes)) grant.addResourceScope(indicator, scopes.join(' '));
    }
  }
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
}

/** Handles /interaction/:uid and /interaction/:uid/abort; `action` is 'abort' for the latter. */
export async function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, action: 'step' | 'abort'): Promise<void> {
  try {
    const details = await provider.interactionDetails(req, res);
    res.setHeader('cache-control', 'no-store');
    if (action === 'abort') {
      return await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
    }
    const prompt = details.prompt.name;
    if (req.method === 'GET') {
      if (prompt === 'login') return sendHtml(res, 200, loginPage(details.uid, String(details.params.client_id ?? '')));
      if (prompt === 'consent') return await finishConsent(provider, req, res, details);
      return sendHtml(res, 501, 'Unknown prompt');
    }
    if (req.method !== 'POST') return sendHtml(res, 405, 'Method not allowed');
    const fields = bodyFields(req, await readRawBody(req));
    // A posted step must be the one the provider waits for (our own form always posts `prompt=login`).
    if ((fields.prompt ?? 'login') !== prompt) return sendHtml(res, 400, `Expected the ${escapeText(prompt)} step`);
    if (prompt === 'login') return await finishLogin(provider, req, res, details, fields.login ?? fields.email ?? '');
    if (prompt === 'consent') return await finishConsent(provider, req, res, details);
    return sendHtml(res, 501, 'Unknown prompt');
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    // An unknown or expired interaction, as Stack's mock server answers it.
    if (name === 'SessionNotFound') return sendHtml(res, 410, 'Session not found or expired');
    sendHtml(res, 400, `<!doctype html><title>Mock OAuth provider</title><p>${escapeText(error instanceof Error ? error.message : String(error))}</p>`);
  }
}

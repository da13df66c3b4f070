// The 'passkey-list' emulator extension: the signed-in user's passkeys, one more added beside the others (the
// API's /auth/passkey/register replaces them all), renamed or removed. Only a server that announces the
// feature at GET /emulator/features serves these; each acts on the session's own user only.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { listEnvelope, successResponse } from '../wire/common';
import { passkeyAddBody, passkeyIdParams, passkeyListItem, passkeyRenameBody } from '../wire/passkey-list';

export const passkeyListEndpoints = {
  list: endpoint({ method: 'GET', path: '/extensions/passkeys', access: ALL_CALLERS, requireUser: true, answer: listEnvelope(passkeyListItem) }),
  /** Registers another passkey with the code of /auth/passkey/initiate-passkey-registration. */
  add: endpoint({ method: 'POST', path: '/extensions/passkeys', access: ALL_CALLERS, body: passkeyAddBody, requireUser: true, answer: passkeyListItem }),
  rename: endpoint({ method: 'PATCH', path: '/extensions/passkeys/:passkey_id', access: ALL_CALLERS, params: passkeyIdParams, body: passkeyRenameBody, requireUser: true, answer: passkeyListItem }),
  /** Removes one passkey; passkey sign-in stays on while another is left. */
  remove: endpoint({ method: 'DELETE', path: '/extensions/passkeys/:passkey_id', access: ALL_CALLERS, params: passkeyIdParams, requireUser: true, answer: successResponse }),
};

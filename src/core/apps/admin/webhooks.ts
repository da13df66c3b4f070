// Webhooks for the admin app: the portal token (PROTOCOL.md §5.28) and the test event, whose failure
// is a value (a Result with the reason), as in the official SDK.
import { Result } from '../../result';
import type { AdminWebhookEndpoints } from '../../interface/admin/webhooks';

export interface SvixToken {
  token: string;
  /** Where the token works; on the emulator, the project's webhook endpoints under /emulator/. */
  url: string | undefined;
}

export async function getSvixToken(endpoints: AdminWebhookEndpoints): Promise<SvixToken> {
  const wire = await endpoints.getSvixToken();
  return { token: wire.token, url: wire.url };
}

export async function sendTestWebhook(
  endpoints: AdminWebhookEndpoints,
  options: { endpointId: string },
): Promise<Result<undefined, { errorMessage: string }>> {
  const wire = await endpoints.sendTestWebhook({ endpoint_id: options.endpointId });
  if (wire.success) return Result.ok(undefined);
  return Result.error({ errorMessage: wire.error_message ?? 'The webhook test failed without a reason.' });
}

// CLI login endpoints (PROTOCOL.md §5.8): start, poll, complete.
import type {
  CliAuthCheckResponse,
  CliAuthClaimResponse,
  CliAuthCompleteBody,
  CliAuthCompleteMode,
  CliAuthCompleteResponse,
  CliAuthPollResponse,
  CliAuthStartBody,
  CliAuthStartResponse,
} from '../../../protocol/wire/cli-auth';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { withSession } from './request-options';

/** The answer of POST /auth/cli/complete for each mode. */
export type CliAuthCompleteResult<M extends CliAuthCompleteMode> = M extends 'check'
  ? CliAuthCheckResponse
  : M extends 'claim-anon-session'
    ? CliAuthClaimResponse
    : CliAuthCompleteResponse;

export class ClientCliEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /auth/cli: starts a CLI login attempt. */
  start(body: CliAuthStartBody = {}): Promise<CliAuthStartResponse> {
    return this.pipeline.json<CliAuthStartResponse>('/auth/cli', { method: 'POST', body });
  }

  /** POST /auth/cli/poll; the HTTP status matters (201 only for the one success answer). */
  async poll(pollingCode: string): Promise<{ httpStatus: number; body: CliAuthPollResponse }> {
    const res = await this.pipeline.send('/auth/cli/poll', { method: 'POST', body: { polling_code: pollingCode } });
    return { httpStatus: res.status, body: (await res.json()) as CliAuthPollResponse };
  }

  /** POST /auth/cli/complete in one of its modes (default `complete`: hands `refresh_token` to the CLI). */
  complete<M extends CliAuthCompleteMode = 'complete'>(body: CliAuthCompleteBody & { mode?: M }, session?: SessionLike): Promise<CliAuthCompleteResult<M>> {
    return this.pipeline.json<CliAuthCompleteResult<M>>('/auth/cli/complete', { method: 'POST', body, ...withSession(session) });
  }
}

// CLI login endpoints (PROTOCOL.md §5.8): start, poll, complete.
import { cliAuthEndpoints as e } from '../../../protocol/endpoints/cli-auth';
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
import { readAnswer } from '../../http/endpoint-call';
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

  /** Starts a CLI login attempt. */
  start(body: CliAuthStartBody = {}): Promise<CliAuthStartResponse> {
    return this.pipeline.call(e.start, { body });
  }

  /** The attempt's state; the HTTP status matters (201 only for the one success answer), so the Response is read here. */
  async poll(pollingCode: string): Promise<{ httpStatus: number; body: CliAuthPollResponse }> {
    const res = await this.pipeline.callRaw(e.poll, { body: { polling_code: pollingCode } });
    const body = readAnswer(e.poll, this.pipeline.config.accessType, await res.text(), { url: res.url, status: res.status });
    return { httpStatus: res.status, body };
  }

  /** One of the modes (default `complete`: hands `refresh_token` to the CLI). */
  async complete<M extends CliAuthCompleteMode = 'complete'>(body: CliAuthCompleteBody & { mode?: M }, session?: SessionLike): Promise<CliAuthCompleteResult<M>> {
    const answer = await this.pipeline.call(e.complete, { body, ...withSession(session) });
    // The schema admits the answer of any mode; which one came follows from the mode sent.
    return answer as CliAuthCompleteResult<M>;
  }
}

// Calls of the server interface read the server view of a per-caller answer (perCaller).
import type { AnswerOf, Endpoint } from '../../../protocol/endpoint';
import type { CallInput } from '../../http/endpoint-call';
import type { RequestPipeline } from '../../http/pipeline';

/**
 * pipeline.call for a server or admin pipeline: a per-caller answer is typed as the union of both views,
 * but such a pipeline checks it against the server view (forCaller), so `S` (that view) is what arrives.
 */
export function callAsServer<E extends Endpoint, S extends AnswerOf<E>>(pipeline: RequestPipeline, d: E, input: CallInput<E>): Promise<S> {
  return pipeline.call(d, input) as Promise<S>;
}

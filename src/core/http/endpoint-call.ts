// Calling an endpoint through its descriptor (src/protocol/endpoint.ts): the typed input of a call, and
// the check of the answer's JSON against the descriptor's schema for this caller.
import type { AccessType } from '../../protocol/constants';
import { forCaller, nameOf, type AnswerOf, type BodyOf, type Endpoint, type PathParams, type QueryOf } from '../../protocol/endpoint';
import { answerProblems } from '../../protocol/schema';
import { StackProtocolError, UnexpectedAnswerError } from './errors';
import type { RequestOptions } from './request-options';

type PathOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? P : string;

/** Path parameters are required exactly when the path has some. */
type ParamsInput<E> = [keyof PathParams<PathOf<E>>] extends [never] ? { params?: undefined } : { params: PathParams<PathOf<E>> };

/** What a call sends besides the descriptor: path parameters, query, body, and the pipeline's options. */
export type CallInput<E extends Endpoint> = Omit<RequestOptions, 'method' | 'body'> &
  ParamsInput<E> & {
    query?: QueryOf<E> & Readonly<Record<string, string | undefined>>;
    body?: BodyOf<E>;
  };

/** An answer's JSON; text that is not JSON breaks the wire contract (StackProtocolError). */
export function parseAnswerJson(text: string, info: { url: string; method: string; status: number }): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new StackProtocolError('Expected a JSON response body', { ...info, body: text, cause });
  }
}

/** The JSON of a 2xx answer, checked against the descriptor (unknown extra fields allowed: newer servers add some). */
export function readAnswer<E extends Endpoint>(d: E, accessType: AccessType, text: string, info: { url: string; status: number }): AnswerOf<E> {
  const method = d.method;
  const value = parseAnswerJson(text, { ...info, method });
  if (d.answer !== undefined) {
    const problems = answerProblems(forCaller(d.answer, accessType) as never, value);
    if (problems.length > 0) throw new UnexpectedAnswerError(nameOf(d), problems, { ...info, method, body: text });
  }
  return value as AnswerOf<E>;
}

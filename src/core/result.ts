// Expected failures (a wrong password, a taken e-mail) are values, not exceptions, as in the
// official SDK; unexpected ones still throw.

export type Result<T, E = Error> = { status: 'ok'; data: T } | { status: 'error'; error: E };

export const Result = {
  ok<T>(data: T): Result<T, never> {
    return { status: 'ok', data };
  },
  error<E>(error: E): Result<never, E> {
    return { status: 'error', error };
  },
};

// The record of one answer that failed its wire schema: a leaf, so the request context can hold a list
// of them without importing the checker (./response-check), which itself reads the context.

/** One answer that did not match its route's response schema. */
export interface ResponseMismatch {
  /** The route as declared, e.g. `POST /teams`. */
  route: string;
  /** The request as sent, e.g. `POST /api/v1/teams`. */
  request: string;
  /** The schema's messages, paths starting at `response`. */
  errors: string[];
}

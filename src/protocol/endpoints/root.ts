// GET /api/v1 (PROTOCOL.md §1.7): a greeting in text that shows how the request authenticated.
import { endpoint } from '../endpoint';
import { noQuery } from '../wire/common';

export const rootEndpoints = {
  greeting: endpoint({ method: 'GET', path: '/', access: 'open', query: noQuery }),
};

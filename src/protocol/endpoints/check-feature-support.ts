// POST /check-feature-support: the SDK reports a feature it cannot use; answered in plain text.
import { endpoint } from '../endpoint';
import { s } from '../schema';

export const featureSupportEndpoints = {
  /** Any caller, any JSON body; `feature_name` is named in the answer. */
  check: endpoint({ method: 'POST', path: '/check-feature-support', access: 'open', body: s.json().optional() }),
};

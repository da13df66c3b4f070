// The admin script entry (dist/stack-admin.js): defines <stack-project-admin>. It carries its own copy
// of React and the sign-in screen, so it works alone; the end-user script never carries the console.

import { setPageAppOptions } from '../registry';
import { adminScript, requestTimeoutOf } from './config';
import { defineProjectAdmin } from './project-admin-element';

if (typeof window !== 'undefined') {
  setPageAppOptions({ requestTimeoutMs: requestTimeoutOf(adminScript) });
  defineProjectAdmin();
}

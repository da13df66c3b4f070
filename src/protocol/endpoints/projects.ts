// The current project (PROTOCOL.md §5.18), and the emulator's POST /emulator/projects: a development
// convenience (absent in production mode) that makes an isolated project, taking the internal project's
// super-secret admin key in x-stack-super-secret-admin-key (checked by the route, no access type).
import { ALL_CALLERS, endpoint } from '../endpoint';
import { noQuery } from '../wire/common';
import { clientProject, emulatorProjectCreateBody, emulatorProjectKeys } from '../wire/projects';

export const projectEndpoints = {
  /** The client view of the project. */
  current: endpoint({ method: 'GET', path: '/projects/current', access: ALL_CALLERS, query: noQuery, answer: clientProject }),
  /** A new project with its keys (201); emulator only. */
  createOnEmulator: endpoint({ method: 'POST', path: '/projects', base: 'emulator', access: 'open', body: emulatorProjectCreateBody, answer: emulatorProjectKeys }),
};

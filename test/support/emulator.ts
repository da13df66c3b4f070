// One emulator per test file: started (in memory, on a free port) before the file's tests, closed after them,
// with one project created for the file. Every answer is checked against its route's wire schema: a
// mismatch is a 500 for the request that caused it, and fails the file when it closes.
import { afterAll, beforeAll } from 'vitest';
import type { CreateProjectOptions, ProjectKeys } from '../../emulator/projects/create';
import { formatMismatch } from '../../emulator/response-check';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../emulator/server';

export interface UseEmulatorOptions extends EmulatorOptions {
  /** How to create the file's project (display name, config overrides). */
  project?: CreateProjectOptions;
}

/** The file's running emulator; the fixture closes it, so tests get no `close`. */
export interface TestEmulator extends Omit<RunningEmulator, 'close'> {
  /** The project created for this file. */
  readonly project: ProjectKeys;
}

/** Registers beforeAll/afterAll hooks; the returned emulator is usable inside tests and later hooks. */
export function useEmulator(options: UseEmulatorOptions = {}): TestEmulator {
  const { project: projectOptions, ...emulatorOptions } = options;
  let emu: RunningEmulator | undefined;
  let project: ProjectKeys | undefined;

  beforeAll(async () => {
    emu = await startEmulator({ port: 0, inMemory: true, checkResponses: true, ...emulatorOptions });
    project = await emu.createProject(projectOptions);
  });
  afterAll(async () => {
    const mismatches = emu?.responseMismatches() ?? [];
    await emu?.close();
    emu = project = undefined;
    // A test that ignored the 500 (or expected a failure anyway) must not hide a wrong answer.
    if (mismatches.length > 0) throw new Error(`The emulator answered against its wire schemas:\n${mismatches.map(formatMismatch).join('\n')}`);
  });

  const running = () => {
    if (!emu || !project) throw new Error('useEmulator: the emulator runs only inside the tests and hooks of its file');
    return { emu, project };
  };
  return {
    get url() {
      return running().emu.url;
    },
    get port() {
      return running().emu.port;
    },
    get defaultProject() {
      return running().emu.defaultProject;
    },
    get project() {
      return running().project;
    },
    get internalProject() {
      return running().emu.internalProject;
    },
    get owner() {
      return running().emu.owner;
    },
    get smtpSinkPort() {
      return running().emu.smtpSinkPort;
    },
    get storagePort() {
      return running().emu.storagePort;
    },
    get stackDevKeys() {
      return running().emu.stackDevKeys;
    },
    get dashboardUrl() {
      return running().emu.dashboardUrl;
    },
    createProject: (options) => running().emu.createProject(options),
    mailbox: (email) => running().emu.mailbox(email),
    responseMismatches: () => running().emu.responseMismatches(),
  };
}

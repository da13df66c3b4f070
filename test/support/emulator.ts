// One emulator per test file: started (in memory, on a free port) before the file's tests, closed after them,
// with one project created for the file.
import { afterAll, beforeAll } from 'vitest';
import type { CreateProjectOptions, ProjectKeys } from '../../emulator/projects/create';
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
    emu = await startEmulator({ port: 0, inMemory: true, ...emulatorOptions });
    project = await emu.createProject(projectOptions);
  });
  afterAll(async () => {
    await emu?.close();
    emu = project = undefined;
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
    createProject: (options) => running().emu.createProject(options),
    mailbox: (email) => running().emu.mailbox(email),
  };
}

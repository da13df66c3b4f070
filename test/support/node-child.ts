// A node child process (TypeScript through tsx, no wrapper process, so a kill reaches it) whose output is
// read until it says it is ready: the emulator's CLI, or a script starting one, in a process of its own.
import { spawn, type ChildProcess } from 'node:child_process';

export interface NodeChild<T> {
  child: ChildProcess;
  /** What `ready` found in the output. */
  ready: T;
}

/** The children started so far, for an afterAll to kill. */
const started: ChildProcess[] = [];

/**
 * Runs `node --import tsx <args>` in the project folder and resolves once `ready(stdout so far)` returns a
 * value; rejects with both outputs if the child exits first.
 */
export function startNodeChild<T>(args: readonly string[], ready: (stdout: string) => T | undefined, env: NodeJS.ProcessEnv = process.env): Promise<NodeChild<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code, signal) => reject(new Error(`the child exited (${code ?? signal}) before it was ready:\n${out}\n${err}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const value = ready(out);
      if (value !== undefined) resolve({ child, ready: value });
    });
  });
}

/** Kills (SIGKILL) every child still running; for afterAll. */
export function killNodeChildren(): void {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

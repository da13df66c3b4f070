// A throwaway PostgreSQL server for tests: Debian's `postgresql` binaries, a cluster in a temp folder,
// TCP on 127.0.0.1 with a random port, trust auth, durability off (fast), removed on stop.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';

export interface PostgresCluster {
  /** e.g. 'postgresql://postgres@127.0.0.1:41234/postgres'. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const INSTALL_HINT = 'PostgreSQL server binaries not found: install them (Debian: `apt-get install -y postgresql`)';
const READY_LINE = 'database system is ready to accept connections';
const START_ATTEMPTS = 3;

/** The bin folder of the newest PostgreSQL under /usr/lib/postgresql, else '' (then PATH is used). */
async function findBinDir(): Promise<string> {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const versions = (await readdir(root)).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : '';
}

/** initdb and postgres refuse to run as root, so as root they run as the `postgres` user. */
function asUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(`running as root needs the "postgres" user to start PostgreSQL; ${INSTALL_HINT}`);
  }
}

/** `setpriv` execs in place (no forking wrapper), so signals reach the server process itself. */
function command(binary: string, args: string[], user: { uid: number; gid: number } | undefined): [string, string[]] {
  return user ? ['setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', binary, ...args]] : [binary, args];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function run(file: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new Error(`${INSTALL_HINT} (${file})`) : error));
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      // 127: setpriv could not find the program it was to run.
      reject(new Error(`${code === 127 ? `${INSTALL_HINT}\n` : ''}${file} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** Starts the server and resolves once it logs that it accepts connections; rejects if it exits first. */
function startServer(file: string, args: string[], cwd: string): Promise<{ child: ChildProcess; log: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    let ready = false;
    // The log is read until the end: an unread pipe would fill and block the server.
    child.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      if (!ready && log.includes(READY_LINE)) {
        ready = true;
        resolve({ child, log: () => log });
      }
    });
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new Error(`${INSTALL_HINT} (${file})`) : error));
    child.once('exit', (code, signal) => {
      if (!ready) reject(new Error(`postgres exited (${code ?? signal}) before it was ready:\n${log}`));
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = await findBinDir();
  const bin = (name: string) => (binDir ? join(binDir, name) : name);
  const user = asUser();
  // As root the folder is handed to `postgres`, which must reach it: /tmp, not a TMPDIR under /root.
  const dir = await mkdtemp(join(user ? '/tmp' : tmpdir(), 'stack-emulator-pg-'));
  const dataDir = join(dir, 'data');
  try {
    if (user) await chown(dir, user.uid, user.gid);
    await run(...command(bin('initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'], user), dir);

    let lastError: unknown;
    for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
      // Another process may take the port between probing and binding; then a new port is tried.
      const port = await freePort();
      const serverArgs = [
        '-D', dataDir, '-p', String(port), '-k', dir,
        '-c', 'listen_addresses=127.0.0.1',
        '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
      ];
      try {
        const { child } = await startServer(...command(bin('postgres'), serverArgs, user), dir);
        // Should the test process end without stop(), the server must not outlive it.
        const killOnExit = () => child.kill('SIGQUIT');
        process.once('exit', killOnExit);
        return {
          url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
          port,
          async stop() {
            process.removeListener('exit', killOnExit);
            if (child.exitCode === null && child.signalCode === null) {
              // SIGINT = fast shutdown: active sessions are ended, no waiting for clients.
              const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
              child.kill('SIGINT');
              await exited;
            }
            await rm(dir, { recursive: true, force: true });
          },
        };
      } catch (error) {
        lastError = error;
        if (!(error instanceof Error && /could not bind|Address already in use/i.test(error.message))) break;
      }
    }
    throw lastError;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Registers beforeAll/afterAll that start a PostgreSQL cluster and `count` emulators on it (response
 * checks on), and stop them after the file. The array fills in beforeAll.
 */
export function useEmulatorsOnOnePostgres(count: number): RunningEmulator[] {
  let cluster: PostgresCluster | undefined;
  const started: RunningEmulator[] = [];
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    for (let i = 0; i < count; i++) started.push(await startEmulator({ port: 0, databaseUrl: cluster.url, checkResponses: true }));
  });
  afterAll(async () => {
    await Promise.all(started.map((emu) => emu.close()));
    await cluster?.stop();
  });
  return started;
}

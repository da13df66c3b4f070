// Listening on a port as a promise: the bound port, or the error (a taken port) instead of an 'error' event.
import type { AddressInfo } from 'node:net';

/** What node:http's Server and smtp-server's SMTPServer share for listening. */
export interface Listener {
  once(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  listen(port: number, host: string, callback: () => void): unknown;
}

/** Listens on host:port (0 = a random free port) and resolves with the bound port; `address` reads it. */
export function listen(server: Listener, port: number, host: string, address: () => AddressInfo | string | null): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((address() as AddressInfo).port);
    });
  });
}

/**
 * The port of a companion listener laid out as Stack's development setup (the API port + `offset`): the
 * given one (null: off), else the default when the API port was chosen, never when it is random (0).
 */
export function companionPort(given: number | null | undefined, api: { requested: number; bound: number }, offset: number): number | null {
  const wanted = given === undefined ? (api.requested === 0 ? null : api.bound + offset) : given;
  return wanted === null || wanted > 65_535 ? null : wanted;
}

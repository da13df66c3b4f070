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

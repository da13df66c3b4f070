// A request from a process on this machine rather than a web page: Stack's test conveniences (its published
// development keys, the fixed passkey challenge) are offered to such requests only, on an in-memory emulator
// listening on loopback. Browsers mark every cross-origin request with Origin and every request to a
// trustworthy origin with Sec-Fetch-Site; a DNS-rebinding page names its own Host.
import { isLocalHostname } from '../../src/protocol/trusted-domains';

/** Whether the listening host is a loopback one (then only this machine can connect). */
export function isLoopbackListenHost(host: string): boolean {
  return isLocalHostname(host) || host === '::1' || host === '[::1]';
}

/** A request from a local process, not a browser: no Origin, no Sec-Fetch-Site, a loopback Host. */
export function isLocalProcessRequest(request: Request): boolean {
  const headers = request.headers;
  if (headers.has('origin') || headers.has('sec-fetch-site')) return false;
  const host = headers.get('host') ?? new URL(request.url).host;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return isLoopbackListenHost(hostname);
}

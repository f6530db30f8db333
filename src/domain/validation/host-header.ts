/**
 * A Host header (or X-Forwarded-Host) the host can build URLs from: a host name or an address in
 * brackets, and an optional port. Anything else (spaces, slashes, controls, `@`) would make every
 * `new URL(path, 'http://' + host)` throw, so such a request is refused before any route runs.
 */

const HOST = /^(?:[A-Za-z0-9._~%!$&'()*+,;=-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isHostHeader(value: string): boolean {
  return value.length <= 255 && HOST.test(value) && URL.canParse(`http://${value}/`);
}

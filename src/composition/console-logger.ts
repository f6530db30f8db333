/** The browser apps' one Logger: the console (what the storefront only logs, spec section 8). */
import type { Logger } from '../application/ports/logger.port';

export const consoleLogger: Required<Logger> = {
  info: (message) => console.info(message),
  warn: (message, detail) => console.warn(message, detail ?? ''),
  error: (message, detail) => console.error(message, detail ?? ''),
};

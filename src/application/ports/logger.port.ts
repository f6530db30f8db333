/** Where the application reports what it only logs (spec section 8: other errors are only logged). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

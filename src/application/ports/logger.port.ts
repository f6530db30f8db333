/** Where the application reports what it only logs (spec section 8: other errors are only logged). */
export interface Logger {
  /** Notes worth a line in the console but not a warning (optional: most callers only warn). */
  info?(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

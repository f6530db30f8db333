/** A refusal by the store API (any backend): HTTP-like status, message and the fields at fault. */
export class StoreApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Array<{ field: string; message: string }>,
  ) {
    super(message);
    this.name = 'StoreApiError';
  }
}

/** The status of a StoreApiError, read by name (the class may reach a lazy chunk through another copy of its module); 0 for anything else. */
export function storeApiStatus(error: unknown): number {
  return error instanceof Error && error.name === 'StoreApiError' ? (error as Error & { status: number }).status : 0;
}

/** A refusal by the store API (any backend): HTTP-like status, message and the fields at fault. */
export class StoreApiError extends Error {
  constructor(readonly status: number, message: string, readonly errors?: Array<{ field: string; message: string }>) {
    super(message);
    this.name = 'StoreApiError';
  }
}

/** Unique ids (idempotency keys, popup ids); adapters use crypto randomness, tests a counter. */
export interface IdGenerator {
  newId(): string;
}

/** The visitor's public IP address (spec section 7: a lookup service answering { ip }). Rejects on failure. */
export interface IpLookup {
  lookup(): Promise<string>;
}

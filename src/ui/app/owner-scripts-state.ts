/**
 * Whether the owner's third-party tags run in this document. Once loaded they cannot be unloaded,
 * so a page that must not have them (an address with a secret) is then opened as a new document.
 */
export const ownerScriptsState = { running: false };

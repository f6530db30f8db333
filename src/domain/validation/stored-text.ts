/**
 * Text the store keeps (names, addresses, notes, messages, beacons) carries no control characters:
 * PostgreSQL text cannot hold NUL at all, and no one types the other C0 controls or DEL, which only
 * garble the page, mail or export that shows them later. Multi-line text (a note, a message) keeps
 * its tabs and line breaks.
 */

// eslint-disable-next-line no-control-regex -- control characters are what these find
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab (U+0009), LF (U+000A) and CR (U+000D)
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when `value` may be stored: no C0 control or DEL, except tab and line breaks in multi-line text. */
export function isStorableText(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/** The message a field gets when its text holds a control character. */
export const controlCharacterMessage = (field: string): string => `${field} must not contain control characters`;

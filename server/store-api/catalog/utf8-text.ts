/**
 * Bytes of an uploaded file as UTF-8 text, chunk by chunk, refusing anything else with the line of
 * the first bad byte: a file saved as Latin-1 or UTF-16 would otherwise import with its accents
 * silently turned into U+FFFD (docs/catalogue.md). A sequence cut between two chunks waits for the next.
 */

export class CsvFileError extends Error {}

/** How many bytes at the start of `bytes` end on a whole UTF-8 sequence (the rest may be a cut one). */
function wholeSequencesEnd(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** The index of the first byte no UTF-8 text can hold (the bytes are known to hold one). */
function firstBadByte(bytes: Uint8Array): number {
  let [valid, invalid] = [0, bytes.length];
  while (invalid - valid > 1) {
    const middle = (valid + invalid) >> 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, middle), { stream: true });
      valid = middle;
    } catch {
      invalid = middle;
    }
  }
  return valid;
}

const newlines = (bytes: Uint8Array): number => bytes.reduce((count, byte) => count + (byte === 0x0a ? 1 : 0), 0);

export async function* utf8Text(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  // The byte order mark stays in the text: csv-parse takes it off the first cell (bom option).
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let [carry, line] = [new Uint8Array(0), 1];
  const refuse = (bytes: Uint8Array, at: number): CsvFileError =>
    new CsvFileError(
      `Line ${line + newlines(bytes.subarray(0, at))}: the file is not UTF-8 text. Save it as "CSV UTF-8" and import it again.`,
    );
  for await (const chunk of source) {
    const bytes = new Uint8Array(carry.length + chunk.length);
    bytes.set(carry);
    bytes.set(chunk, carry.length);
    const end = wholeSequencesEnd(bytes);
    const whole = bytes.subarray(0, end);
    try {
      yield decoder.decode(whole);
    } catch {
      throw refuse(whole, firstBadByte(whole));
    }
    line += newlines(whole);
    carry = bytes.slice(end);
  }
  if (carry.length > 0) throw refuse(carry, 0);
}

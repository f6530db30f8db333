/**
 * Store-owner CSS (theme_css, creator_theme_css, custom_css) is inlined into a <style> element.
 * It is the owner's own styling, so it is kept, but it must never end that element, and one block of
 * it must not swallow the blocks appended after it (an open comment, string, url( or brace would).
 */

const CLOSERS: Readonly<Record<string, string>> = { '{': '}', '(': ')', '[': ']' };
/** Characters that glue a following `url(` into a longer name (`myurl(`, `#url`), so it is no url token. */
const NAME_CHAR = /[\w\-\u0080-\uffff#@]/;
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
/** The CSS parser turns NUL into U+FFFD, a name character. */
const isNameStart = (ch: string | undefined): boolean => ch === '\u0000' || NAME_START.test(ch ?? '');
const isNameChar = (ch: string | undefined): boolean => ch === '\u0000' || NAME_CHAR.test(ch ?? '');
const UNQUOTED_URL = /url\([ \t\n\r\f]*[^ \t\n\r\f"']/iy;

/** Removing one marker can join its neighbours into a new one, so repeat until nothing changes. */
export function stripHtmlCommentMarkers(css: string): string {
  let text = css;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/<!--|-->/g, '');
  }
  return text;
}

/** `</style` ends the element even inside a CSS comment or string; `\3C ` is the same character to CSS. */
export function escapeStyleEndTag(css: string): string {
  return css.replace(/<(?=\/style)/gi, '\\3C ');
}

const NEWLINE = /[\n\r\f]/;
const CSS_SPACE = /[ \t\n\r\f]/;

/**
 * Length of the escape starting at the backslash at `at`. A hex escape also eats one whitespace
 * character after it (a newline included), which is what lets a string run past a line break.
 */
function escapeLength(css: string, at: number): number {
  const hex = /[0-9a-f]{1,6}/iy;
  hex.lastIndex = at + 1;
  const digits = hex.exec(css)?.[0].length ?? 0;
  if (digits === 0) return 2;
  const after = at + 1 + digits;
  if (css.startsWith('\r\n', after)) return 1 + digits + 2;
  return 1 + digits + (CSS_SPACE.test(css[after] ?? '') ? 1 : 0);
}

/** Whether an identifier starts at `at` (so `@` there begins an at-keyword rather than a lone delimiter). */
function startsIdentifier(css: string, at: number): boolean {
  const isEscape = (first: string | undefined, second: string | undefined) => first === '\\' && !NEWLINE.test(second ?? '');
  const [a, b, c] = [css[at], css[at + 1], css[at + 2]];
  if (a === '-') return isNameStart(b) || b === '-' || isEscape(b, c);
  return isNameStart(a) || isEscape(a, b);
}

/** A backslash as the very last character would escape whatever we append next. */
const pendingEscape = (css: string, next: number): string => (next > css.length ? ' ' : '');

/** [index just past the `)` ending an unquoted url( body or -1 when never closed, index reached]. */
function skipUnquotedUrl(css: string, from: number): [number, number] {
  let i = from;
  while (i < css.length) {
    if (css[i] === '\\') i += escapeLength(css, i);
    else if (css[i] === ')') return [i + 1, i + 1];
    else i += 1;
  }
  return [-1, i];
}

/** Closes whatever the CSS leaves open, following the CSS tokenizer closely enough for the cases above. */
export function sealCss(css: string): string {
  const stack: string[] = [];
  let dangling: 'none' | 'at-rule' | 'rule' = 'none';
  let tail = '';
  let i = 0;
  let escapeEnd = -1;
  while (i < css.length) {
    const ch = css[i] as string;
    if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end === -1) {
        tail = '*/';
        break;
      }
      i = end + 2;
      continue;
    }
    if (stack.length === 0 && dangling === 'none' && !CSS_SPACE.test(ch)) {
      dangling = ch === '@' && startsIdentifier(css, i + 1) ? 'at-rule' : 'rule';
    }
    if (ch === '\\') {
      // Outside strings a backslash before a line break is a lone delimiter, not an escape.
      if (NEWLINE.test(css[i + 1] ?? '')) {
        i += 1;
        continue;
      }
      i += escapeLength(css, i);
      escapeEnd = i;
      tail = pendingEscape(css, i);
      continue;
    }
    if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== ch && !NEWLINE.test(css[j] as string)) {
        // Inside a string a backslash before a line break continues the string onto the next line.
        j += css[j] === '\\' ? (NEWLINE.test(css[j + 1] ?? '') ? (css.startsWith('\r\n', j + 1) ? 3 : 2) : escapeLength(css, j)) : 1;
      }
      if (j >= css.length) {
        tail = pendingEscape(css, j) + ch;
        break;
      }
      i = j + 1;
      continue;
    }
    UNQUOTED_URL.lastIndex = i;
    const afterName = escapeEnd === i || isNameChar(css[i - 1]);
    if ((ch === 'u' || ch === 'U') && !afterName && UNQUOTED_URL.test(css)) {
      const [end, reached] = skipUnquotedUrl(css, i + 4);
      if (end === -1) {
        tail = `${pendingEscape(css, reached)})`;
        break;
      }
      i = end;
      continue;
    }
    if (ch === '{' || ch === '(' || ch === '[') stack.push(ch);
    else if (stack.length > 0 && ch === CLOSERS[stack[stack.length - 1] as string]) {
      stack.pop();
      if (stack.length === 0 && ch === '}') dangling = 'none';
    } else if (ch === ';' && stack.length === 0 && dangling === 'at-rule') dangling = 'none';
    i += 1;
  }
  while (stack.length > 0) {
    const opener = stack.pop() as string;
    tail += CLOSERS[opener];
    if (stack.length === 0 && opener === '{') dangling = 'none';
  }
  // A prelude without a block would take the next block of CSS as its own.
  if (dangling !== 'none') tail += '{}';
  return `${css}${tail}`;
}

/** Marker stripping comes first because it can change the structure that sealing inspects. */
export function prepareOwnerCss(css: string): string {
  return escapeStyleEndTag(sealCss(stripHtmlCommentMarkers(css)));
}

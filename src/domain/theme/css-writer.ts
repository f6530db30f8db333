/** Tiny CSS text builders for the theme compiler; values reaching them are already validated. */

export type Declarations = Readonly<Record<string, string | number>>;

export const px = (value: number): string => `${value}px`;

export function rule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

export function atRule(prelude: string, rules: readonly string[]): string {
  return `${prelude}{\n${rules.join('\n')}\n}`;
}

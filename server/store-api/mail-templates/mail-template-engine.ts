/**
 * Renders a store's mail templates (decision 108): Liquid (LiquidJS) with its limits on what a template
 * may cost, no files (no include, render or layout), unknown filters and variables refused, and object
 * prototypes out of reach. Owners write plain text: the HTML version is made from the rendered text with
 * every character escaped, so neither the owner's words nor a customer's name can put markup in a mail.
 */
import { Liquid, type Template } from 'liquidjs';
import { escapeHtmlText } from '../../../src/domain/seo/escape-inline';
import type { MailTemplateDefinition, MailValues, MailVariable } from '../../../src/domain/mail/mail-templates';

/** The most a template may cost: characters parsed, milliseconds of rendering, and characters and list entries made. */
export const MAIL_TEMPLATE_LIMITS = { parseLimit: 100_000, renderLimit: 200, memoryLimit: 1_000_000 } as const;

const NO_FILES = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async (): Promise<string> => {
    throw new Error('Mail templates read no files');
  },
  readFileSync: (): string => {
    throw new Error('Mail templates read no files');
  },
  resolve: (_root: string, file: string) => file,
  contains: async () => false,
};

function mailLiquid(): Liquid {
  const liquid = new Liquid({
    ...MAIL_TEMPLATE_LIMITS,
    strictFilters: true,
    strictVariables: true,
    ownPropertyOnly: true,
    fs: NO_FILES,
    root: [],
    partials: [],
    layouts: [],
    relativeReference: false,
    cache: false,
  });
  // A template stands alone: the tags that pull in other files are refused when it is saved.
  for (const tag of ['include', 'render', 'layout']) {
    liquid.registerTag(tag, {
      parse() {
        throw new Error(`the {% ${tag} %} tag cannot be used in a mail template`);
      },
      render() {
        return '';
      },
    });
  }
  return liquid;
}

const liquid = mailLiquid();

export type MailTemplateField = 'Subject' | 'Body';

/** What is wrong with a template, by field and line: the 400 the studio shows under the field. */
export interface MailTemplateProblem {
  field: MailTemplateField;
  line: number;
  message: string;
}

export interface MailTemplateSource {
  subject: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

class TemplateProblem extends Error {
  constructor(readonly problem: MailTemplateProblem) {
    super(problem.message);
  }
}

function problemOf(field: MailTemplateField, error: unknown): MailTemplateProblem {
  const failure = error as { token?: { getPosition?: () => [number, number] }; message?: string; originalError?: { message?: string } };
  const line = failure.token?.getPosition?.()[0] ?? 1;
  const reason = (failure.originalError?.message ?? failure.message ?? 'the template cannot be read').replace(/, line:\d+, col:\d+$/, '');
  return { field, line, message: `${field}, line ${line}: ${reason}` };
}

const LIST_ENTRY = /^(first|last|\d+)$/;

/** Whether a variable the template reads is one of the mail's: a known path, a part of one, or a field of a list's entry. */
function isKnown(variables: readonly MailVariable[], segments: readonly unknown[]): boolean {
  const names = segments.map((segment) => (typeof segment === 'string' || typeof segment === 'number' ? String(segment) : '\u0000'));
  return variables.some((variable) => {
    const parts = variable.path.split('.');
    const shared = Math.min(parts.length, names.length);
    if (!names.slice(0, shared).every((name, index) => name === parts[index])) return false;
    const rest = names.slice(parts.length);
    if (rest.length === 0) return true;
    if (!variable.fields) return false;
    if (rest.length === 1) return rest[0] === 'size' || LIST_ENTRY.test(rest[0]!);
    return rest.length === 2 && LIST_ENTRY.test(rest[0]!) && variable.fields.includes(rest[1]!);
  });
}

function parsed(definition: MailTemplateDefinition, field: MailTemplateField, source: string): Template[] {
  let templates: Template[];
  try {
    templates = liquid.parse(source);
  } catch (error) {
    throw new TemplateProblem(problemOf(field, error));
  }
  const unknown = Object.values(liquid.analyzeSync(templates).globals)
    .flat()
    .find((variable) => !isKnown(definition.variables, variable.segments));
  if (unknown) {
    const line = unknown.location.row;
    const name = unknown.segments.map(String).join('.');
    throw new TemplateProblem({ field, line, message: `${field}, line ${line}: there is no variable ${name} in this mail` });
  }
  return templates;
}

async function rendered(field: MailTemplateField, templates: Template[], values: MailValues): Promise<string> {
  try {
    return String(await liquid.render(templates, values));
  } catch (error) {
    throw new TemplateProblem(problemOf(field, error));
  }
}

/** Links in the text as anchors; everything else escaped. */
function withLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/u)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtmlText(part)}">${escapeHtmlText(part)}</a>` : escapeHtmlText(part)))
    .join('');
}

/** A paragraph of lines that all start with "- " is a list; any other keeps its line breaks. */
function paragraphHtml(paragraph: string): string {
  const lines = paragraph.split('\n');
  if (lines.every((line) => line.startsWith('- ')))
    return `<ul>${lines.map((line) => `<li>${withLinks(line.slice(2))}</li>`).join('')}</ul>`;
  return `<p>${lines.map(withLinks).join('<br>\n')}</p>`;
}

/** The HTML version of a mail's text: paragraphs, lists and links, every character of the text escaped. */
export function mailHtml(subject: string, text: string): string {
  const body = text
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/gu, ''))
    .filter((paragraph) => paragraph !== '')
    .map(paragraphHtml)
    .join('\n');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtmlText(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">\n${body}\n</div></body></html>`
  );
}

/** A subject is one line: line breaks a template leaves become spaces. */
const oneLine = (subject: string) => subject.replace(/\s*\n\s*/gu, ' ').trim();

/**
 * Renders a template with a mail's values. Throws a MailTemplateProblem-carrying error when the
 * template does not parse, reads a variable the mail does not have, or exceeds a limit.
 */
export async function renderMailTemplate(
  definition: MailTemplateDefinition,
  source: MailTemplateSource,
  values: MailValues,
): Promise<RenderedMail> {
  const subjectTemplates = parsed(definition, 'Subject', source.subject);
  const bodyTemplates = parsed(definition, 'Body', source.body);
  const subject = oneLine(await rendered('Subject', subjectTemplates, values));
  const text = await rendered('Body', bodyTemplates, values);
  return { subject, text, html: mailHtml(subject, text) };
}

/** The template's problem (the first, subject before body) when rendered with these values; null when it renders. */
export async function mailTemplateProblem(
  definition: MailTemplateDefinition,
  source: MailTemplateSource,
  values: MailValues,
): Promise<MailTemplateProblem | null> {
  try {
    await renderMailTemplate(definition, source, values);
    return null;
  } catch (error) {
    if (error instanceof TemplateProblem) return error.problem;
    throw error;
  }
}

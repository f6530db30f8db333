/**
 * A deferred island (section-islands.tsx) shows its server HTML until its view arrives, then the
 * view's markup replaces it. What the visitor did meanwhile is carried across: buttons clicked and
 * forms submitted are held and done again in the view, typed values, ticks and choices are copied
 * into the view's fields, and focus goes to the same place. What the page marked the section with
 * since hydration (animate-on-scroll's waiting and shown marks) goes onto the view's element. Elements are found again by their place
 * in the section (child indices), since the view renders the markup the server rendered.
 */

/** What the visitor did in the kept HTML. */
export interface HeldInput {
  /** Buttons clicked and forms submitted without a button, in order, by their place in the section. */
  actions: HeldAction[];
  /** Each field's value (or checked state for boxes), in document order; null until the kept HTML goes. */
  fields: Array<string | boolean> | null;
  /** Where focus was inside the section, if it was. */
  focused: number[] | null;
  /** Attributes and classes the section's element gained after the server's markup. */
  marks: { attributes: Array<[string, string]>; classes: string[] };
}

/**
 * A click or submit, by its element's place in the section; a button also by its name and which of the
 * section's buttons of that name it was. The view may render a control the server could not know of
 * (the slideshow's Pause button exists only where motion is allowed), which moves the places after it:
 * a button whose place now holds another is found by its name.
 */
export interface HeldAction {
  path: number[];
  submit: boolean;
  button?: { name: string; nth: number };
}

/** A button's name as the visitor knows it: its label, else its text. */
const nameOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
const buttonsNamed = (root: Element, name: string): Element[] =>
  [...root.querySelectorAll('button')].filter((button) => nameOf(button) === name);

/** The action of clicking `target` (a button) or submitting it (a form) inside `root`. */
export function actionOf(root: Element, target: Element, submit: boolean): HeldAction {
  if (submit || target.tagName !== 'BUTTON') return { path: pathOf(root, target), submit };
  const name = nameOf(target);
  return { path: pathOf(root, target), submit, button: { name, nth: buttonsNamed(root, name).indexOf(target) } };
}

/** Where a held action lands in the view's markup. */
function targetOf(root: Element, action: HeldAction): Element | null {
  const atPlace = atPath(root, action.path);
  if (!action.button || (atPlace?.tagName === 'BUTTON' && nameOf(atPlace) === action.button.name)) return atPlace;
  return buttonsNamed(root, action.button.name)[action.button.nth] ?? atPlace;
}

export const nothingHeld = (): HeldInput => ({ actions: [], fields: null, focused: null, marks: { attributes: [], classes: [] } });

/** The server's own attribute names and classes of a section's element, to tell the page's later marks from them. */
export interface ServerMarks {
  attributes: ReadonlySet<string>;
  classes: ReadonlySet<string>;
}

export function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

export const atPath = (root: Element, path: readonly number[]): Element | null =>
  path.reduce<Element | null>((at, index) => at?.children[index] ?? null, root);

const fieldsOf = (root: Element) => [
  ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
];
const isBox = (field: Element) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Holds clicks on buttons and submits in the kept HTML (their handlers are not here yet; a submit
 * would leave the page) and calls `wanted` on any sign of use, so the view loads at once. `swap`
 * waits while a pointer is pressed in the section: a press and its release on two different
 * elements make no click, so the click lands on the kept HTML (held, or a link followed) first.
 */
export function holdInput(element: HTMLElement, held: HeldInput, wanted: () => void) {
  let pressed = false;
  let waiting: (() => void) | null = null;
  const hold = (event: Event, target: Element | null, submit: boolean) => {
    if (!target || !element.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.actions.push(actionOf(element, target, submit));
    wanted();
  };
  const onClick = (event: Event) => hold(event, (event.target as Element | null)?.closest?.('button') ?? null, false);
  const onSubmit = (event: Event) => hold(event, event.target as Element, true);
  const onPress = () => {
    pressed = true;
    wanted();
  };
  const onRelease = () => {
    if (!pressed) return;
    pressed = false;
    const swap = waiting;
    waiting = null;
    // After the click this release makes.
    if (swap) setTimeout(swap);
  };
  const listeners: Array<[EventTarget, string, (event: Event) => void]> = [
    [element, 'click', onClick],
    [element, 'submit', onSubmit],
    [element, 'pointerdown', onPress],
    [element, 'focusin', wanted],
    [window, 'pointerup', onRelease],
    [window, 'pointercancel', onRelease],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener, true);
  return {
    stop: () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener, true);
    },
    swap: (take: () => void) => {
      if (pressed) waiting = take;
      else take();
    },
  };
}

/** Just before the kept HTML goes: its fields, focus and marks. */
export function snapshotInput(element: HTMLElement, held: HeldInput, server: ServerMarks): void {
  held.marks = {
    attributes: [...element.attributes].filter(({ name }) => !server.attributes.has(name)).map(({ name, value }) => [name, value]),
    classes: [...element.classList].filter((name) => !server.classes.has(name)),
  };
  held.fields = fieldsOf(element).map((field) => (isBox(field) ? (field as HTMLInputElement).checked : field.value));
  const active = document.activeElement;
  held.focused = active && active !== element && element.contains(active) ? pathOf(element, active) : null;
}

/** A value set as typing would set it, so a view that keeps its fields in state hears of it too. */
function setValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** In the view's markup, once rendered: the fields and focus as they were. */
export function restoreInput(root: HTMLElement, held: HeldInput): void {
  for (const [name, value] of held.marks.attributes) if (!root.hasAttribute(name)) root.setAttribute(name, value);
  root.classList.add(...held.marks.classes);
  const fields = fieldsOf(root);
  held.fields?.forEach((value, index) => {
    const field = fields[index];
    if (!field || field.type === 'file' || field.type === 'hidden') return;
    if (isBox(field)) {
      if ((field as HTMLInputElement).checked !== value) (field as HTMLInputElement).click();
    } else if (field.value !== value) setValue(field, value as string);
  });
  const focused = held.focused && atPath(root, held.focused);
  if (focused instanceof HTMLElement) focused.focus();
}

/** Once the view's handlers are in place: the held clicks and submits, again. */
export function replayActions(root: HTMLElement, held: HeldInput): void {
  for (const action of held.actions.splice(0)) {
    const target = targetOf(root, action);
    if (action.submit && target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}

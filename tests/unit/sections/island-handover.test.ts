// @vitest-environment jsdom
/**
 * A deferred section's hand-over (src/ui/sections/island-handover.ts): what a shopper does in the
 * server's HTML before the section's view arrives is done again, or carried, in the view's markup.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInput, nothingHeld, replayActions, restoreInput, snapshotInput } from '../../../src/ui/sections/island-handover';

const MARKUP = `
  <h2>Join our list</h2>
  <form>
    <label>Email <input name="email" type="email"></label>
    <label><input name="consent" type="checkbox"> Yes, send me news</label>
    <select name="size"><option>S</option><option>M</option></select>
    <button type="submit">Subscribe</button>
  </form>
  <button type="button" class="next">Next slide</button>
  <a href="/dresses">Dresses</a>`;

/** The section as the server rendered it, or as its view renders it (the same markup). */
function section(): HTMLElement {
  const element = document.createElement('section');
  element.className = 'subscribe';
  element.setAttribute('data-temp-id', 'temp-subscribe01');
  element.innerHTML = MARKUP;
  document.body.append(element);
  return element;
}

const serverMarks = (element: HTMLElement) => ({ attributes: new Set(element.getAttributeNames()), classes: new Set(element.classList) });

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('holding what the shopper does in the server’s HTML', () => {
  it('holds a button’s click and a form’s submit instead of letting them act, and asks for the view at once', () => {
    const element = section();
    const held = nothingHeld();
    const wanted = vi.fn();
    holdInput(element, held, wanted);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('.next')!.dispatchEvent(click);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    element.querySelector('form')!.dispatchEvent(submit);

    expect(click.defaultPrevented).toBe(true);
    expect(submit.defaultPrevented).toBe(true);
    expect(held.actions).toEqual([
      { path: [2], submit: false, button: { name: 'Next slide', nth: 0 } },
      { path: [1], submit: true },
    ]);
    expect(wanted).toHaveBeenCalled();
  });

  it('leaves links alone (the app routes them) and lets go of everything once stopped', () => {
    const element = section();
    const held = nothingHeld();
    const holding = holdInput(element, held, vi.fn());

    // Whether the link's click reached the page unheld (then stopped here: the test page has nowhere to go).
    let linkHeld: boolean | null = null;
    document.addEventListener(
      'click',
      (event) => {
        linkHeld = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    element.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    holding.stop();
    const afterStop = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('.next')!.dispatchEvent(afterStop);

    expect(linkHeld).toBe(false);
    expect(afterStop.defaultPrevented).toBe(false);
    expect(held.actions).toEqual([]);
  });

  it('does not swap the view in while a finger is down in the section, but right after it lifts', () => {
    vi.useFakeTimers();
    const element = section();
    const holding = holdInput(element, nothingHeld(), vi.fn());
    const take = vi.fn();

    element.querySelector('.next')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    holding.swap(take);
    expect(take).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    vi.runAllTimers();
    expect(take).toHaveBeenCalledOnce();

    const untouched = vi.fn();
    holding.swap(untouched);
    expect(untouched).toHaveBeenCalledOnce();
  });
});

describe('handing over to the view', () => {
  it('carries typed values, ticks, choices, focus and the page’s later marks into the view’s markup', () => {
    const server = section();
    const marks = serverMarks(server);
    const held = nothingHeld();
    server.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
    server.querySelector<HTMLInputElement>('[name=consent]')!.checked = true;
    server.querySelector<HTMLSelectElement>('[name=size]')!.value = 'M';
    server.querySelector<HTMLInputElement>('[name=email]')!.focus();
    // Animate-on-scroll marked the section after hydration.
    server.classList.add('is-shown');
    server.setAttribute('data-aos-waiting', '');

    snapshotInput(server, held, marks);
    server.remove();
    const view = section();
    const heard = vi.fn();
    view.addEventListener('input', heard);
    restoreInput(view, held);

    expect(view.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('ada@example.com');
    expect(view.querySelector<HTMLInputElement>('[name=consent]')!.checked).toBe(true);
    expect(view.querySelector<HTMLSelectElement>('[name=size]')!.value).toBe('M');
    expect(document.activeElement).toBe(view.querySelector('[name=email]'));
    expect(view.classList.contains('is-shown')).toBe(true);
    expect(view.hasAttribute('data-aos-waiting')).toBe(true);
    // Set as typing sets it, so a view keeping its fields in state hears of it.
    expect(heard).toHaveBeenCalled();
  });

  it('does the held clicks and submits again, in order, on the view’s own elements', () => {
    const server = section();
    const held = nothingHeld();
    holdInput(server, held, vi.fn());
    server.querySelector<HTMLButtonElement>('.next')!.click();
    server.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    server.remove();

    const view = section();
    const done: string[] = [];
    view.querySelector('.next')!.addEventListener('click', () => done.push('next'));
    view.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push('submit');
    });
    replayActions(view, held);

    expect(done).toEqual(['next', 'submit']);
    expect(held.actions).toEqual([]);
  });

  it('finds a held button by its name where the view renders a control the server did not (its place moved)', () => {
    const server = section();
    server.insertAdjacentHTML(
      'beforeend',
      '<button type="button" aria-label="Show slide 1"></button><button type="button" aria-label="Show slide 2"></button>',
    );
    const held = nothingHeld();
    holdInput(server, held, vi.fn());
    server.querySelector<HTMLButtonElement>('[aria-label="Show slide 2"]')!.click();
    server.remove();

    // The view adds a Pause button before the dots, where motion is allowed.
    const view = section();
    view.insertAdjacentHTML(
      'beforeend',
      '<button type="button">Pause slideshow</button><button type="button" aria-label="Show slide 1"></button><button type="button" aria-label="Show slide 2"></button>',
    );
    const done: string[] = [];
    for (const button of view.querySelectorAll('button'))
      button.addEventListener('click', () => done.push(button.getAttribute('aria-label') ?? button.textContent!));
    replayActions(view, held);

    expect(done).toEqual(['Show slide 2']);
  });
});

/**
 * @vitest-environment jsdom
 *
 * Clicks before the page is live (src/ui/app/early-clicks.ts): the head script as the page runs it,
 * then the app's side. A plain button's click waits for hydration; one in an interactive section
 * whose code comes later waits for that section's holder, even after hydration.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  awaitIslandHolder,
  EARLY_CLICKS_SCRIPT,
  releaseHeldClicks,
  takeHeldClicks,
  takeHeldClicksWithin,
} from '../../../src/ui/app/early-clicks';

let controller: AbortController;
const clicked: string[] = [];

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Menu</button>
      <section id="hero"><button type="button" id="dot">Show slide 2</button></section>
      <form><button type="submit" id="send">Send</button></form>
      <button data-replay="add" id="add">Add to cart</button>
    </div>`;
  for (const key of ['__wxClicks', '__wxReady', '__wxHeld', '__wxAwaiting', '__wxLive'] as const) delete window[key];
  // The script's own listener goes on the document; it is the page's first, as in the head.
  controller = new AbortController();
  const add = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, listener: EventListener, capture?: boolean) =>
    add(type, listener, { capture: Boolean(capture), signal: controller.signal })) as typeof document.addEventListener;
  new Function(EARLY_CLICKS_SCRIPT)();
  document.addEventListener = add;
  clicked.length = 0;
  // The handlers the app attaches: they hear what the script lets through.
  document.getElementById('root')!.addEventListener('click', (event) => clicked.push((event.target as Element).id));
});

afterEach(() => controller.abort());

const click = (id: string) => document.getElementById(id)!.click();

describe('the head script before hydration', () => {
  it('holds a plain button’s click, and clicks it again in order once the page is live', () => {
    click('menu');
    click('dot');
    expect(clicked).toEqual([]);
    releaseHeldClicks();
    expect(clicked).toEqual(['menu', 'dot']);
    click('menu');
    expect(clicked).toEqual(['menu', 'dot', 'menu']);
  });

  it('lets a submit button through (its form works without the app) and holds a data-replay button by name', () => {
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    click('send');
    click('add');
    expect(clicked).toEqual(['send']);
    expect(takeHeldClicks('add')).toBe(1);
    expect(takeHeldClicks('add')).toBe(0);
  });

  it('keeps an interactive section’s clicks for its holder, however late it comes', () => {
    const hero = document.getElementById('hero')!;
    awaitIslandHolder(hero);
    click('dot');
    click('menu');
    releaseHeldClicks();
    expect(clicked).toEqual(['menu']);
    // Live, but the section's holder is not on yet: still held.
    click('dot');
    expect(clicked).toEqual(['menu']);
    expect(takeHeldClicksWithin(hero).map((button) => button.id)).toEqual(['dot', 'dot']);
    click('dot');
    expect(clicked).toEqual(['menu', 'dot']);
  });
});

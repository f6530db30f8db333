/**
 * ScriptInjector over the DOM: async script elements appended to <head>, marked with their id so a
 * second injection (a remount, a navigation) is a no-op. In 'inert' mode (tests, offline demos) the
 * tags are inserted as type="text/plain" with the address kept in data-src: the page shows exactly
 * what would load, and nothing leaves the machine. Each tag carries the page's CSP nonce: the page
 * policy runs only nonced scripts (server/host/security-headers.ts), inline snippets included.
 */
import type { ScriptInjector } from '../../application/ports/script-injector.port';
import type { ScriptTag } from '../../domain/tracking/owner-scripts';

export class DomScriptInjector implements ScriptInjector {
  constructor(private readonly deps: { document: Document; inert: boolean }) {}

  /** The nonce the host gave this page (Vite's csp-nonce meta); browsers hide it from attributes, not from the property. */
  private nonce(): string {
    return this.deps.document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
  }

  inject(tag: ScriptTag): void {
    const doc = this.deps.document;
    // Tag ids are built from checked ids (letters, digits, - and _), safe inside the selector.
    if (doc.head.querySelector(`script[data-owner-script="${tag.id}"]`)) return;
    const script = doc.createElement('script');
    script.dataset.ownerScript = tag.id;
    if (this.deps.inert) script.type = 'text/plain';
    const nonce = this.nonce();
    if (nonce) script.nonce = nonce;
    if (tag.src) {
      script.async = true;
      if (this.deps.inert) script.dataset.src = tag.src;
      else script.src = tag.src;
    }
    if (tag.inline) script.text = tag.inline;
    doc.head.appendChild(script);
  }
}

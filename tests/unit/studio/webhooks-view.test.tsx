// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint, WebhooksApi } from '../../../src/application/ports/owner-webhooks-api.port';
import { SwitchedOffBadge, SwitchedOffEndpointsProvider } from '../../../src/studio/webhooks/switched-off-endpoints';
import WebhooksView from '../../../src/studio/webhooks/webhooks-view';

afterEach(cleanup);

const off: WebhookEndpoint = {
  endpointID: 4,
  url: 'https://erp.example.com/hooks',
  topics: ['orders/create'],
  enabled: false,
  disabledReason: 'Switched off: 5 deliveries in a row failed every attempt',
  createdAt: '2026-11-20T10:00:00.000Z',
  previousSecretUntil: null,
  lastDelivery: { state: 'failed', lastStatus: 503, at: '2026-11-21T10:00:00.000Z' },
};

function fakeApi(endpoints: WebhookEndpoint[]) {
  return {
    endpoints: vi.fn(async () => ({ ok: true as const, value: endpoints })),
    save: vi.fn(async () => ({
      ok: false as const,
      status: 400,
      message: 'Invalid request: Url',
      fields: { Url: 'The address must start with https://' },
    })),
    remove: vi.fn(async () => ({ ok: true as const, value: null })),
    rotateSecret: vi.fn(async () => ({ ok: true as const, value: { endpoint: off, secret: 'whsec_x' } })),
    deliveries: vi.fn(async () => ({ ok: true as const, value: [] })),
    resend: vi.fn(),
    sendTest: vi.fn(),
  } satisfies Partial<Record<keyof WebhooksApi, unknown>> as unknown as WebhooksApi;
}

describe('the studio Webhooks page', () => {
  it('marks an endpoint the platform switched off, says why and how to switch it back on, and counts it beside the link', async () => {
    const api = fakeApi([off]);
    render(
      <SwitchedOffEndpointsProvider api={api}>
        <nav>
          Webhooks <SwitchedOffBadge />
        </nav>
        <WebhooksView api={api} />
      </SwitchedOffEndpointsProvider>,
    );
    const endpoint = await screen.findByRole('article', { name: off.url });
    expect(within(endpoint).getByText('Switched off')).toBeTruthy();
    expect(endpoint.textContent).toContain('5 deliveries in a row failed every attempt');
    expect(endpoint.textContent).toContain('choose Edit, tick Enabled and save');
    expect(endpoint.textContent).toContain('Last delivery: Failed (503)');
    expect((await screen.findByText('(1 switched off)')).textContent).toContain('1 switched off');
  });

  it("shows the API's field error beside its field and puts the keyboard there", async () => {
    const api = fakeApi([]);
    render(<WebhooksView api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const url = screen.getByLabelText('Endpoint URL');
    expect(document.activeElement).toBe(url);
    fireEvent.change(url, { target: { value: 'http://erp.example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Order placed/ }));
    fireEvent.submit(url.closest('form')!);
    expect(await screen.findByText('The address must start with https://')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toContain('webhook-url-error');
    expect(api.save).toHaveBeenCalledWith({ url: 'http://erp.example.com', topics: ['orders/create'], enabled: true });
  });
});

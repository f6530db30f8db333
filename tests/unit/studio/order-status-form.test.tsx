// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackOfficeApi, OwnerOrder, OwnerOrderAnswer, StatusChange } from '../../../src/application/ports/back-office-api.port';
import { OrderStatusForm } from '../../../src/studio/orders/order-status-form';

afterEach(cleanup);

const order = { orderID: 7, code: 'WX-TEST', status: 'Paid', paymentMethod: 'bank_transfer' } as OwnerOrder;

function fakeApi(answer: (change: StatusChange) => Awaited<ReturnType<BackOfficeApi['setOrderStatus']>>) {
  const setOrderStatus = vi.fn(async (change: StatusChange) => answer(change));
  return { api: { setOrderStatus } as unknown as BackOfficeApi, setOrderStatus };
}

describe('the order status form', () => {
  it('offers only the statuses the machine allows, asks for tracking when shipping, and sends it', async () => {
    const onChanged = vi.fn();
    const shipped = { order: { ...order, status: 'Shipped' }, nextStatuses: ['Delivered'] } as OwnerOrderAnswer;
    const { api, setOrderStatus } = fakeApi(() => ({ ok: true, value: shipped }));
    render(<OrderStatusForm api={api} order={order} nextStatuses={['Confirmed', 'Shipped', 'Cancelled']} onChanged={onChanged} />);
    const select = screen.getByLabelText('New status') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['Confirmed', 'Shipped', 'Cancelled']);
    expect(screen.queryByLabelText('Tracking number')).toBeNull();
    fireEvent.change(select, { target: { value: 'Shipped' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'JP123' } });
    fireEvent.change(screen.getByLabelText('Tracking link'), { target: { value: 'https://track.example/JP123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'The order is Shipped; the customer was emailed.');
    expect(setOrderStatus).toHaveBeenCalledWith({
      orderID: 7,
      status: 'Shipped',
      note: '',
      trackingNumber: 'JP123',
      trackingUrl: 'https://track.example/JP123',
    });
    expect(onChanged).toHaveBeenCalledWith(shipped);
  });

  it("shows the store API's refusal beside the field it names", async () => {
    const { api } = fakeApi(() => ({
      ok: false,
      status: 409,
      message: 'A Paid order cannot become Delivered',
      fields: { Status: 'A Paid order cannot become Delivered' },
    }));
    render(<OrderStatusForm api={api} order={order} nextStatuses={['Confirmed']} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'A Paid order cannot become Delivered');
    expect(screen.getAllByText('A Paid order cannot become Delivered')).toHaveLength(2);
  });

  it('says so when the order is final', () => {
    render(
      <OrderStatusForm
        api={fakeApi(() => ({ ok: false, status: 0, message: '' })).api}
        order={{ ...order, status: 'Delivered' }}
        nextStatuses={[]}
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByText('A Delivered order cannot change any more.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
  });
});

describe('the last change of an order', () => {
  it('keeps saying what was done once the order is final', async () => {
    const cancelled = { order: { ...order, status: 'Cancelled' }, nextStatuses: [] } as unknown as OwnerOrderAnswer;
    const { api } = fakeApi(() => ({ ok: true, value: cancelled }));
    const view = render(
      <OrderStatusForm
        api={api}
        order={order}
        nextStatuses={['Cancelled']}
        onChanged={(answer) =>
          view.rerender(<OrderStatusForm api={api} order={answer.order} nextStatuses={answer.nextStatuses} onChanged={() => undefined} />)
        }
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'The order is Cancelled; the customer was emailed.');
    expect(screen.getByText('A Cancelled order cannot change any more.')).toBeTruthy();
  });
});

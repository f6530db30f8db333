import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { CUSTOMER_STATUSES } from '../../../src/domain/identity/customer-rules';
import { applyCustomerAction, CUSTOMER_ACTIONS, customerActions } from '../../../src/domain/identity/customer-transitions';

const status = fc.oneof(fc.constantFrom(...Object.values(CUSTOMER_STATUSES)), fc.integer({ min: -5, max: 20 }));
const action = fc.constantFrom(...CUSTOMER_ACTIONS);

test.prop([status, action])('an action is allowed exactly when it is offered, and a refusal says why', (from, act) => {
  const result = applyCustomerAction(from, act);
  expect(result.ok).toBe(customerActions(from).includes(act));
  if (!result.ok) expect(result.reason).toMatch(/cannot be (approved|rejected|deactivated|reactivated)$/);
});

test.prop([status, action])('approve and reactivate lead to Active, reject to Rejected, deactivate to Deactivated', (from, act) => {
  const result = applyCustomerAction(from, act);
  if (!result.ok) return;
  const expected = { approve: 3, reactivate: 3, reject: 4, deactivate: 5 }[act];
  expect(result.status).toBe(expected);
});

test.prop([fc.array(action, { maxLength: 10 })])('a customer always has a way back to Active, except an account already active', (acts) => {
  let current: number = CUSTOMER_STATUSES.APPROVAL_PENDING;
  for (const act of acts) {
    const result = applyCustomerAction(current, act);
    if (result.ok) current = result.status;
    const back = customerActions(current).some((a) => a === 'approve' || a === 'reactivate');
    expect(back).toBe(current !== CUSTOMER_STATUSES.ACTIVE);
  }
});

test('only a waiting account can be approved or rejected', () => {
  expect(applyCustomerAction(CUSTOMER_STATUSES.ACTIVE, 'approve').ok).toBe(false);
  expect(applyCustomerAction(CUSTOMER_STATUSES.DEACTIVATED, 'reject').ok).toBe(false);
  expect(applyCustomerAction(CUSTOMER_STATUSES.APPROVAL_PENDING, 'deactivate').ok).toBe(false);
});

/**
 * The address book calls' payloads (Account/SaveAddress, DeleteAddress, SetDefaultAddress): shapes
 * here (a field of the wrong type or length is a 400 naming it), the address rules (required
 * fields, postal code, listed country) in the domain's checkAddressDraft, which the store API
 * applies after parsing and the pages before sending.
 */
import { z } from 'zod';
import { recordId, storedText } from './input-fields.contract';
import { addressSchema } from './orders.contract';

const optionalText = (field: string, max: number) => storedText(field, max).default('');

export const saveAddressBody = z.object(
  {
    /** Absent to add an address; an id of the customer's own to change it. */
    AddressID: recordId('AddressID').optional(),
    Label: optionalText('Label', 40),
    FullName: optionalText('FullName', 120),
    Phone: optionalText('Phone', 40),
    // The same address fields as an order's shipping address: an address kept is one an order can take.
    ...addressSchema.shape,
    /** Make it the default (the first address kept is the default whatever this says). */
    IsDefault: z.boolean({ error: 'IsDefault must be true or false' }).default(false),
  },
  { error: 'The address must be an object' },
);

export type SaveAddressBody = z.infer<typeof saveAddressBody>;

export const addressIdBody = z.object({ AddressID: recordId('AddressID') }, { error: 'The request must be an object' });

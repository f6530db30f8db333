/**
 * Payloads of the account, password and wishlist calls. Every field names itself in its message,
 * so a form can show the message beside the field; lengths are capped before anything is hashed.
 */
import { z } from 'zod';
import { isBusinessCustomer } from '../domain/identity/customer-rules';
import { MAX_PASSWORD_LENGTH } from '../domain/identity/password-rules';
import { emailAddress, recordId, storedText } from './input-fields.contract';

const text = (field: string, max: number) => storedText(field, max, { trim: true });
const required = (field: string, max: number) => text(field, max).min(1, `${field} is required`);

const optionalEmail = z.union([z.literal(''), emailAddress]).optional();
const phoneField = text('Phone', 32)
  .refine((v) => v === '' || /^\+?[0-9 ()-]{6,}$/u.test(v), 'Phone must be a valid phone number')
  .optional();
/** Checked for length only here: the strength rules run where the email is known. */
const passwordField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(MAX_PASSWORD_LENGTH, `${field} must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const signUpBody = z
  .object({
    Email: optionalEmail,
    Phone: phoneField,
    Password: passwordField('Password'),
    FirstName: required('FirstName', 80),
    LastName: text('LastName', 80).optional(),
    CompanyName: text('CompanyName', 120).optional(),
    CustomerType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'CustomerType must be 1, 2 or 3' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (isBusinessCustomer(body.CustomerType ?? 1) && !body.CompanyName)
      ctx.addIssue({ code: 'custom', path: ['CompanyName'], message: 'CompanyName is required for a business account' });
  });

export const signInBody = z.object({
  /** An email, or a phone number where the store signs in by phone. */
  Login: required('Login', 254),
  Password: passwordField('Password'),
});

export const signOutBody = z.object({ refreshToken: z.string().max(4096).optional() });

export const updateProfileBody = z.object({
  FirstName: required('FirstName', 80),
  LastName: text('LastName', 80).optional(),
  Phone: phoneField,
  CompanyName: text('CompanyName', 120).optional(),
});

export const changePasswordBody = z.object({
  CurrentPassword: passwordField('CurrentPassword'),
  NewPassword: passwordField('NewPassword'),
});

export const forgotPasswordBody = z.object({ Email: emailAddress });

export const resetPasswordBody = z.object({
  Token: required('Token', 200),
  Password: passwordField('Password'),
});

export const wishlistItemBody = z.object({
  ProductID: recordId('ProductID'),
});

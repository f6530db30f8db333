/**
 * Sign-in and sign-up without JavaScript: the forms post to their own page, these actions check
 * every field at once, ask the store API (in-process on the server) as the browser's identity
 * runtime does, write the token pair into the host-named cookies the same way (CookieTokenStore),
 * and answer 303 to where the shopper was going; a refusal shows the page again with each message
 * beside its field.
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { contactNeeds, isBusinessCustomer } from '../../domain/identity/customer-rules';
import { isEmail } from '../../domain/identity/email-address';
import { passwordProblem } from '../../domain/identity/password-rules';
import { returnPath } from '../../domain/identity/return-path';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import type { TokenPair } from '../../domain/store/web-info';
import { openStoreForPost, postedText, refusalReply, type FieldErrors, type FormReply } from './form-post';
import { moveCookieCartIn } from './no-script-cart';

const SIGN_IN_LABEL: Record<number, string> = { 3: 'Email or phone', 4: 'Email or phone', 6: 'Phone' };
const PENDING = 'Your account is waiting for the store to approve it';

async function answerOf<T>(
  call: () => Promise<T>,
  values: Record<string, string>,
): Promise<{ answer: T; refused?: undefined } | { answer?: undefined; refused: ReturnType<typeof data<FormReply>> }> {
  try {
    return { answer: await call() };
  } catch (error) {
    const refused = refusalReply(error, values);
    if (!refused) throw error;
    return { refused: data<FormReply>(refused.reply, { status: refused.status }) };
  }
}

export async function signInAction({ request, context }: ActionFunctionArgs) {
  const { services, store } = await openStoreForPost(context, request);
  const values = postedText(await request.formData());
  const login = (values.Login ?? '').trim();
  const errors: FieldErrors = {};
  if (!login) errors.Login = `${SIGN_IN_LABEL[store.siteSettings.contact_requirement_mode] ?? 'Email'} is required`;
  if (!values.Password) errors.Password = 'Password is required';
  const shown = { Login: login };
  if (Object.keys(errors).length > 0) return data<FormReply>({ errors, message: '', values: shown }, { status: 400 });
  const { answer, refused } = await answerOf(() => services.identity.signIn(login, values.Password ?? ''), shown);
  if (refused) return refused;
  if (!answer.tokens) return data<FormReply>({ errors: {}, message: PENDING, tone: 'success', values: shown });
  return signedIn(services, store.webID, answer.tokens, request);
}

/** Tokens in their cookies, lines added before signing in moved into the customer's stored cart, and on to where they were going. */
async function signedIn(services: StorefrontServices, webID: number, tokens: TokenPair, request: Request): Promise<Response> {
  services.tokens.write(tokens);
  await moveCookieCartIn(services, webID);
  return redirect(returnPath(new URL(request.url).search), 303);
}

/** Every message the sign-up form can know before asking the store: all at once, beside their fields. */
export function signUpProblems(values: Record<string, string>, contactMode: number): FieldErrors {
  const needs = contactNeeds(contactMode);
  const errors: FieldErrors = {};
  const email = (values.Email ?? '').trim();
  const phone = (values.Phone ?? '').trim();
  if (!(values.FirstName ?? '').trim()) errors.FirstName = 'First name is required';
  if (needs.email === 'required' && !email) errors.Email = 'Email is required';
  else if (email && !isEmail(email)) errors.Email = 'Email must be a valid email';
  if (needs.phone === 'required' && !phone) errors.Phone = 'Phone is required';
  if (needs.eitherRequired && !email && !phone) errors.Email = 'Give an email or a phone number';
  if (!['1', '2', '3'].includes(values.CustomerType ?? '1')) errors.CustomerType = 'Account type must be one of the listed types';
  else if (isBusinessCustomer(Number(values.CustomerType ?? '1')) && !(values.CompanyName ?? '').trim())
    errors.CompanyName = 'Company name is required';
  const weak = values.Password ? passwordProblem(values.Password, email || null) : 'Password is required';
  if (weak) errors.Password = weak;
  return errors;
}

export async function signUpAction({ request, context }: ActionFunctionArgs) {
  const { services, store } = await openStoreForPost(context, request);
  const values = postedText(await request.formData());
  const { Password: _password, ...shown } = values;
  const errors = signUpProblems(values, store.siteSettings.contact_requirement_mode);
  if (Object.keys(errors).length > 0) return data<FormReply>({ errors, message: '', values: shown }, { status: 400 });
  const trimmed = (name: string) => (values[name] ?? '').trim();
  const { answer, refused } = await answerOf(
    () =>
      services.identity.signUp({
        firstName: trimmed('FirstName'),
        lastName: trimmed('LastName'),
        password: values.Password ?? '',
        customerType: Number(values.CustomerType ?? '1') as 1 | 2 | 3,
        ...(trimmed('Email') ? { email: trimmed('Email') } : {}),
        ...(trimmed('Phone') ? { phone: trimmed('Phone') } : {}),
        ...(trimmed('CompanyName') ? { companyName: trimmed('CompanyName') } : {}),
      }),
    shown,
  );
  if (refused) return refused;
  if (!answer.tokens) return redirect('/status?state=pending', 303);
  return signedIn(services, store.webID, answer.tokens, request);
}

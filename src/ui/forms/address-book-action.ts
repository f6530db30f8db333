/**
 * /account/addresses' loader and action (docs/identity.md): the same code answers a form post without
 * JavaScript (rendered by the server, 303 back to the page) and a live page's React Router <Form>
 * (run in the browser through the same AddressBookPort). Every field is checked by the address
 * book's own rules first, so each message shows beside its field with what was typed.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { countryOptions, type CountryOption } from '../../domain/address/countries';
import { checkAddressDraft, type AddressDraft, type SavedAddress } from '../../domain/address/saved-address';
import { servicesFrom } from '../app/services-holder';
import { openStoreForPost, postedText, refusalReply, type FormReply } from './form-post';

export const ADDRESS_BOOK_PATH = '/account/addresses';
const ID = /^[1-9]\d{0,9}$/;

export interface AddressBookData {
  addresses: SavedAddress[] | null;
  failure: string | null;
  /** The country list as the loader's side names them (Intl differs between Node and browsers), so the form hydrates as rendered. */
  countries: CountryOption[];
}

export async function addressBookLoader({ context }: LoaderFunctionArgs): Promise<AddressBookData> {
  const services = servicesFrom(context);
  const countries = countryOptions();
  if (!services.isSignedIn()) return { addresses: null, failure: null, countries };
  try {
    return { addresses: await services.addressBook.list(), failure: null, countries };
  } catch (error) {
    return { addresses: null, failure: error instanceof Error ? error.message : 'Something went wrong', countries };
  }
}

export const draftFrom = (values: Record<string, string>): AddressDraft => ({
  label: values.Label ?? '',
  fullName: values.FullName ?? '',
  phone: values.Phone ?? '',
  line1: values.Line1 ?? '',
  line2: values.Line2 ?? '',
  city: values.City ?? '',
  region: values.Region ?? '',
  postalCode: values.PostalCode ?? '',
  country: values.Country ?? '',
});

export async function addressBookAction({ request, context }: ActionFunctionArgs) {
  const { services } = await openStoreForPost(context, request);
  const values = postedText(await request.formData());
  const reply = (errors: FormReply['errors'], message: string, status: number) => data<FormReply>({ errors, message, values }, { status });
  if (!services.isSignedIn()) return redirect(`/signin?redirect=${encodeURIComponent(ADDRESS_BOOK_PATH)}`, 303);
  const id = values.AddressID ?? '';
  if (id !== '' && !ID.test(id)) return reply({}, 'The form field "AddressID" is not an address of yours.', 400);
  const addressId = id === '' ? undefined : Number(id);
  try {
    switch (values.intent) {
      case 'save': {
        const draft = draftFrom(values);
        const errors = Object.fromEntries(checkAddressDraft(draft).map((error) => [error.field, error.message]));
        if (Object.keys(errors).length > 0) return reply(errors, 'Please correct the fields marked below.', 400);
        await services.addressBook.save(draft, { addressId, makeDefault: values.IsDefault === '1' });
        return redirect(`${ADDRESS_BOOK_PATH}?done=saved`, 303);
      }
      case 'delete':
      case 'default':
        if (addressId === undefined) return reply({}, 'Say which address (form field "AddressID").', 400);
        if (values.intent === 'delete') await services.addressBook.remove(addressId);
        else await services.addressBook.setDefault(addressId);
        return redirect(`${ADDRESS_BOOK_PATH}?done=${values.intent === 'delete' ? 'deleted' : 'default'}`, 303);
      default:
        return reply({}, 'Say what to do: save, delete or default (form field "intent").', 400);
    }
  } catch (error) {
    const refused = refusalReply(error, values);
    if (!refused) throw error;
    return reply(refused.reply.errors, refused.reply.message || 'Please correct the fields marked below.', refused.status);
  }
}

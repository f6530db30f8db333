import { describe, expect, it } from 'vitest';
import { SECTION_TYPE_ID } from '../../src/domain/sections/section-types';
import { addCartItemBody, removeCartAddonBody, removeCartItemBody, syncCartBody } from '../../src/contracts/cart.contract';
import {
  addCartItemToWire,
  cartAnswerFromWire,
  cartAnswerToWire,
  removeCartAddonToWire,
  removeCartItemToWire,
  syncCartToWire,
  type CartAnswerWire,
} from '../../src/contracts/cart.wire';
import {
  changePasswordBody,
  forgotPasswordBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  updateProfileBody,
  wishlistItemBody,
} from '../../src/contracts/identity.contract';
import {
  changePasswordToWire,
  forgotPasswordToWire,
  profileChangeToWire,
  resetPasswordToWire,
  signInToWire,
  signUpToWire,
  wishlistEntryToWire,
  wishlistFromWire,
  wishlistItemToWire,
} from '../../src/contracts/identity.wire';
import { placeOrderBody } from '../../src/contracts/orders.contract';
import { orderRequestToWire } from '../../src/contracts/orders.wire';
import type { OrderRequest } from '../../src/domain/orders/order-request';
import { linkTargetsQuery, restoreBody, saveDraftBody, uploadMediaBody } from '../../src/contracts/theme.contract';
import { linkTargetsToWire, restoreVersionToWire, saveDraftToWire, uploadMediaToWire } from '../../src/contracts/theme.wire';
import { parseThemeDocument } from '../../src/domain/theme/theme-document';
import { addressIdBody, saveAddressBody } from '../../src/contracts/address-book.contract';
import { addressIdToWire, addressToWire } from '../../src/contracts/address-book.wire';

/** What the client's mappers send is what the server's schemas accept: one contract, both sides. */
describe("store API contracts: the domain's requests in wire names pass the server's schemas", () => {
  it('cart writes', () => {
    expect(addCartItemBody.parse(addCartItemToWire({ cartCodes: '12_1_0_', cartCode: '12_2_0_1', cartItemId: '0' }))).toMatchObject({
      CartItemID: 0,
    });
    expect(removeCartItemBody.parse(removeCartItemToWire({ cartItemId: '7' }))).toEqual({ CartItemID: 7 });
    expect(removeCartAddonBody.parse(removeCartAddonToWire({ cartItemId: '7', cartAddonId: '2' }))).toEqual({
      CartItemID: 7,
      CartAddonID: 2,
    });
    expect(syncCartBody.safeParse(syncCartToWire({ cartCodes: '12_1_0_|13_2_4_' })).success).toBe(true);
  });

  it('sign-up, sign-in, profile, passwords and wishlist', () => {
    const signUp = signUpToWire({
      firstName: 'Ada',
      lastName: '',
      password: 'Linen-Harbour-42',
      customerType: 2,
      email: 'ada@example.com',
      companyName: 'Lovelace Ltd',
    });
    expect(signUp).toEqual({
      FirstName: 'Ada',
      LastName: '',
      Password: 'Linen-Harbour-42',
      CustomerType: 2,
      Email: 'ada@example.com',
      CompanyName: 'Lovelace Ltd',
    });
    expect(signUpBody.safeParse(signUp).success).toBe(true);
    // Empty optional contact fields are not sent, as the form never sent them.
    expect(signUpToWire({ firstName: 'Ada', password: 'x', email: '', phone: '' })).toEqual({ FirstName: 'Ada', Password: 'x' });
    // The sign-up form keeps its company field in the page for every type: an individual's is not sent.
    expect(signUpToWire({ firstName: 'Ada', password: 'x', customerType: 1, companyName: 'Typed first' })).toEqual({
      FirstName: 'Ada',
      Password: 'x',
      CustomerType: 1,
    });
    expect(signInBody.safeParse(signInToWire('ada@example.com', 'pw')).success).toBe(true);
    expect(updateProfileBody.parse(profileChangeToWire({ firstName: 'Ada', lastName: 'L', phone: '', companyName: '' }))).toMatchObject({
      FirstName: 'Ada',
      LastName: 'L',
    });
    expect(forgotPasswordBody.parse(forgotPasswordToWire('Ada@Example.com'))).toEqual({ Email: 'ada@example.com' });
    expect(resetPasswordBody.safeParse(resetPasswordToWire('token', 'pw')).success).toBe(true);
    expect(changePasswordBody.safeParse(changePasswordToWire('old', 'new')).success).toBe(true);
    expect(wishlistItemBody.parse(wishlistItemToWire(5))).toEqual({ ProductID: 5 });
  });

  it('the address book', () => {
    const draft = {
      label: 'Home',
      fullName: 'Ren Matsuda',
      phone: '03-1234-5678',
      line1: '1-2-3 Shibuya',
      line2: '',
      city: 'Tokyo',
      region: '',
      postalCode: '150-0002',
      country: 'JP',
    };
    expect(saveAddressBody.parse(addressToWire(draft, { makeDefault: true }))).toEqual({
      Label: 'Home',
      FullName: 'Ren Matsuda',
      Phone: '03-1234-5678',
      Line1: '1-2-3 Shibuya',
      Line2: '',
      City: 'Tokyo',
      Region: '',
      PostalCode: '150-0002',
      Country: 'JP',
      IsDefault: true,
    });
    expect(saveAddressBody.parse(addressToWire(draft, { addressId: 4, makeDefault: false }))).toMatchObject({
      AddressID: 4,
      IsDefault: false,
    });
    expect(addressIdBody.parse(addressIdToWire(9))).toEqual({ AddressID: 9 });
  });

  it('an order request, cart and buy now', () => {
    const request: OrderRequest = {
      source: 'cart',
      cartCodes: '12_1_0_',
      contact: { fullName: 'Ren Matsuda', email: '', phone: '03-1234-5678' },
      shippingAddress: { line1: '1-2-3 Shibuya', line2: '', city: 'Tokyo', region: '', postalCode: '150-0002', country: 'JP' },
      shippingMethodId: 3,
      paymentMethod: 'cod',
      note: 'Ring twice',
      customFields: [{ fieldName: 'Gift', value: ['yes'] }],
      discountCode: 'WELCOME10',
      giftCardCode: '',
    };
    const cart = placeOrderBody.parse(orderRequestToWire(request));
    expect(cart).toMatchObject({
      Source: 'cart',
      Contact: { FullName: 'Ren Matsuda', Phone: '03-1234-5678' },
      ShippingAddress: { City: 'Tokyo', Country: 'JP' },
      ShippingMethodID: 3,
      Note: 'Ring twice',
      DiscountCode: 'WELCOME10',
      GiftCardCode: '',
    });
    const buyNow = placeOrderBody.parse(orderRequestToWire({ ...request, source: 'buynow', cartCodes: '', cartCode: '12_2_0_' }));
    expect(buyNow.CartCode).toMatchObject({ productID: 12, quantity: 2 });
  });
});

describe("store API contracts: the Theme Studio's requests pass the server's schemas", () => {
  it("a draft as the studio edited it, a version to restore, an upload and the link picker's query", () => {
    const doc = parseThemeDocument(
      JSON.stringify({
        settings: { primary_color: '#112233', site_is_rounded_corners: true, font_size: 16 },
        // Body sections: a header or footer in this list is read into its own group (decision 35).
        sections: [
          { temp_id: 'temp-aaaaaaaaaaaa', section_type_id: SECTION_TYPE_ID['hero-banner'], content: { heading: 'Linen' } },
          { temp_id: 'temp-bbbbbbbbbbbb', section_type_id: SECTION_TYPE_ID.content },
        ],
      }),
    );
    const saved = saveDraftBody.parse(saveDraftToWire(doc, 4));
    expect(saved.Revision).toBe(4);
    expect(saved.ThemeData.sections.map((section) => section.section_type_id)).toEqual([
      SECTION_TYPE_ID['hero-banner'],
      SECTION_TYPE_ID.content,
    ]);
    expect(saved.ThemeData.settings).toEqual({ primary_color: '#112233', site_is_rounded_corners: true, font_size: 16 });
    expect(restoreBody.parse(restoreVersionToWire(9))).toEqual({ VersionID: 9 });
    expect(uploadMediaBody.parse(uploadMediaToWire({ fileName: 'dot.gif', base64: 'R0lGODlhAQABAAAAACw=', alt: 'A dot' }))).toMatchObject({
      FileName: 'dot.gif',
      Alt: 'A dot',
    });
    expect(linkTargetsQuery.parse(Object.fromEntries(new URLSearchParams(linkTargetsToWire(3, 'linen & oak'))))).toEqual({
      Type: 3,
      Search: 'linen & oak',
    });
  });
});

describe('store API contracts: the cart answer', () => {
  const wire: CartAnswerWire = {
    data: [
      {
        cartItemID: '4',
        cartItemCode: '12_2_0_',
        quantity: '2',
        price: '39.80',
        status: 'ok',
        statusMessage: '',
        product: {
          productID: 12,
          variantID: 0,
          sku: 'S',
          itemName: 'Tee',
          variantName: '',
          price: '19.90',
          imageFile: '',
          thumbnailFile: '',
          productURL: '/p/tee',
        },
        addons: [],
      },
    ],
    cartResponse: { cartCode: '12_2_0_', status: 'ok', statusMessage: '' },
    cartStatusHeading: '',
    cartStatusMessage: '',
  };

  it("reads the server's answer as the domain's CartAnswer (data becomes items)", () => {
    const answer = cartAnswerFromWire(wire);
    expect(answer?.items.map((item) => [item.cartItemCode, item.totalCents, item.quantity, item.product.unitCents])).toEqual([
      ['12_2_0_', 3980, 2, 1990],
    ]);
    expect(answer?.cartResponse?.cartCode).toBe('12_2_0_');
  });

  it("writes the domain's cart back as the same wire answer: names and decimal text unchanged (decision 38)", () => {
    const withAddon: CartAnswerWire = {
      ...wire,
      data: wire.data.map((line) => ({
        ...line,
        addons: [{ cartItemID: '4', cartAddonID: '7', addonName: 'Gift wrap', quantity: '2', price: '2.50', totalPrice: '5.00' }],
      })),
    };
    const { items, ...answer } = cartAnswerFromWire(withAddon)!;
    expect(items[0]!.addons).toEqual([
      { cartItemID: '4', cartAddonID: '7', addonName: 'Gift wrap', quantity: 2, unitCents: 250, totalCents: 500 },
    ]);
    const data = items.map((item, index) => ({ ...item, statusMessage: withAddon.data[index]!.statusMessage }));
    expect(cartAnswerToWire({ ...answer, data })).toEqual(withAddon);
  });

  it("is no cart for something else (a captive portal's page), and drops a line it cannot read", () => {
    expect(cartAnswerFromWire('<html>')).toBeNull();
    expect(cartAnswerFromWire({ ...wire, data: [...wire.data, { cartItemCode: 5 }] })?.items).toHaveLength(1);
  });
});

describe('store API contracts: the wishlist answer', () => {
  const entry = {
    productID: 3,
    name: 'Linen Shirt',
    productURL: '/linen-shirt',
    price: '49.90',
    isHidePrice: false,
    imageFile: 'a.jpg',
    thumbnailFile: 'a-t.jpg',
    inStock: true,
  };

  it("reads an entry's decimal price as base cents, and writes the same answer back (decision 38)", () => {
    const wishlist = wishlistFromWire({ items: [entry, { ...entry, productID: 4, price: '0.1' }], wishlistCount: 2 });
    expect(wishlist.items.map((item) => item.unitCents)).toEqual([4990, 10]);
    expect(wishlist.wishlistCount).toBe(2);
    expect(wishlistEntryToWire(wishlist.items[0]!)).toEqual(entry);
  });
});

/** What a checkout needs, shared by the API tests and the checkout benchmark (bench/checkout.ts). */

/** The test payment provider's card that always succeeds. */
export const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

/** A valid shipping address for checkouts of physical items. */
export const TEST_SHIPPING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Perfume Lane',
  city: 'Grasse',
  postalCode: '06130',
  country: 'Other',
};

import type { Page } from '@playwright/test';

/**
 * Stripe.js is loaded from https://js.stripe.com, which these machines cannot reach. The browser
 * tests replace that one script at the network edge with this double, which implements the
 * Elements calls the payment page makes: Stripe(pk), elements().create('card'), mount, on('change'|
 * 'focus'|'blur'|'ready'), destroy, and createPaymentMethod. Its card field is a plain labelled
 * input; the PaymentMethod ids it makes are Stripe's test ids, which the local Stripe stand-in
 * (tests/support/stripe-standin.ts) knows: 4242… is a good Visa, 5555…4444 a good Mastercard,
 * 4000 0000 0000 0002 is declined when charged, anything else cannot be tokenised.
 */
const DOUBLE = `(() => {
  const cards = {
    '4242424242424242': () => 'pm_card_visa_' + Math.random().toString(36).slice(2),
    '5555555555554444': () => 'pm_card_mastercard',
    '4000000000000002': () => 'pm_card_chargeDeclined',
  };
  function makeCard() {
    const handlers = {};
    let input = null;
    const fire = (name, event) => (handlers[name] || []).forEach((fn) => fn(event));
    const value = () => (input ? input.value.replace(/\\s+/g, '') : '');
    const card = {
      mount(node) {
        if (typeof node === 'string') node = document.querySelector(node);
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('autocomplete', 'cc-number');
        input.setAttribute('inputmode', 'numeric');
        input.setAttribute('placeholder', '1234 1234 1234 1234  MM/YY  CVC');
        input.style.cssText = 'border:0;width:100%;font:inherit;font-size:18px;outline:none;background:transparent';
        input.addEventListener('input', () => fire('change', { elementType: 'card', empty: value() === '', complete: value().length >= 16, error: undefined }));
        input.addEventListener('focus', () => fire('focus', { elementType: 'card' }));
        input.addEventListener('blur', () => fire('blur', { elementType: 'card' }));
        node.appendChild(input);
        setTimeout(() => fire('ready', { elementType: 'card' }), 0);
      },
      on(name, fn) { (handlers[name] = handlers[name] || []).push(fn); return card; },
      off(name, fn) { handlers[name] = (handlers[name] || []).filter((f) => f !== fn); return card; },
      update() {},
      focus() { if (input) input.focus(); },
      blur() { if (input) input.blur(); },
      clear() { if (input) input.value = ''; },
      unmount() { if (input) input.remove(); input = null; },
      destroy() { if (input) input.remove(); input = null; },
      _number: value,
    };
    return card;
  }
  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    if (!/^pk_(test|live)_/.test(String(publishableKey))) throw new Error('Invalid API Key provided: ' + publishableKey);
    window.__stripeDouble = { publishableKey, paymentMethods: [] };
  }
  Stripe.version = 3;
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.registerAppInfo = function () {};
  Stripe.prototype.elements = function () {
    return { create: (type) => { if (type !== 'card') throw new Error('The double only has the card element'); return makeCard(); } };
  };
  Stripe.prototype.createPaymentMethod = function (options) {
    const number = options && options.card && options.card._number ? options.card._number() : '';
    const make = cards[number];
    if (!make) return Promise.resolve({ error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } });
    const id = make();
    window.__stripeDouble.paymentMethods.push(id);
    return Promise.resolve({ paymentMethod: { id, object: 'payment_method', type: 'card' } });
  };
  window.Stripe = Stripe;
})();`;

/** Serves the double in place of Stripe.js for this page. */
export async function useStripeDouble(page: Page): Promise<void> {
  await page.context().route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: DOUBLE }),
  );
}

/** Stripe.js does not load at all (a filter blocks it). */
export async function blockStripe(page: Page): Promise<void> {
  await page.context().route('https://js.stripe.com/**', (route) => route.abort('blockedbyclient'));
}

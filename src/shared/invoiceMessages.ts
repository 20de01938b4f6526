import { defineMessages } from './i18n/runtime';

/**
 * The server's words for charge previews, invoices, billing details and purchase-order documents
 * (issue 26; our wording, the spec has none). Spanish: src/locales/es/invoices.po.
 */
export const invoiceMessages = defineMessages('invoiceMessages', {
  previewFirst: 'Look at what this change costs before confirming it: the preview is missing or too old. Please try again.',
  amountChanged: (amount: string) =>
    `The amount for this change is now $${amount}, not what you were shown. Nothing was charged: look at the new amount and confirm again.`,
  noCustomer: 'Billing details are kept once you have paid by card.',
  taxIDInvalid: 'Stripe did not accept that tax ID for the type chosen. Check the number and its type.',
  addressIncomplete: 'An address needs its first line, city, postal code and country.',
  countryInvalid: 'Choose the country as its two-letter code (for example US or MX).',
  taxIDTypeInvalid: 'Choose the type of tax ID from the list.',
  nameRequired: 'Enter the name to bill.',
  groupBuysByOrder: "A group's teacher seats are bought by purchase order. Write to us and we will send a quote.",
});

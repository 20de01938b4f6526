import { defineMessages } from "../../../shared/i18n/runtime";

/** /payment's charge preview, receipts, billing details and purchase-order documents (issue 26). Spanish: src/locales/es/invoices.ts. */
export const invoiceText = defineMessages("invoices", {
  chargeToday: (today: string, next: string, date: string) =>
    `You will be charged $${today} today, then $${next} on ${date}.`,
  chargeNothingToday: (next: string, date: string) =>
    `Nothing is charged today. Your next payment is $${next} on ${date}.`,
  creditLeft: (credit: string) =>
    `$${credit} of unused time stays as credit and pays your next payments first.`,
  previewing: "Asking Stripe what this costs…",
  previewFailed:
    "We could not get the amount from Stripe. Nothing will be charged until you see it.",
  payAmount: (amount: string, time: string) => `Pay $${amount}/${time}`,
  confirmTitle: "Confirm the change",
  confirmQuestion: (plan: string, seats: string) =>
    `Change to ${plan}, ${seats}?`,
  confirmCharge: (amount: string) => `Confirm and pay $${amount}`,
  confirmNoCharge: "Confirm the change",
  line: "Item",
  amount: "Amount",
  receipts: "Invoices and receipts",
  receiptsIntro:
    "Every payment with its invoice from Stripe, to print or file.",
  noReceipts: "No invoices yet.",
  nextRenewal: (amount: string, date: string) =>
    `Next renewal: $${amount} on ${date}.`,
  noRenewal:
    "No renewal is due: your subscription ends at the end of this period.",
  number: "Number",
  date: "Date",
  status: "Status",
  invoice: "Invoice",
  paid: "Paid",
  open: "Due",
  void: "Void",
  uncollectible: "Not collected",
  viewInvoice: (number: string) => `View invoice ${number}`,
  downloadPdf: (number: string) => `PDF of invoice ${number}`,
  billingDetails: "Billing details",
  billingDetailsIntro:
    "The name, address and tax ID Stripe prints on your invoices.",
  billingName: "Name to bill (school or person)",
  line1: "Address",
  line2: "Address, second line (optional)",
  city: "City",
  state: "State or province (optional)",
  postalCode: "Postal code",
  country: "Country (two-letter code, e.g. US)",
  taxIDType: "Tax ID type",
  taxIDValue: "Tax ID (optional)",
  noTaxID: "No tax ID",
  saveDetails: "Save billing details",
  detailsSaved: "Billing details saved. Your next invoices show them.",
  detailsAfterPayment:
    "You can add a billing name, address and tax ID after your first card payment.",
  purchaseOrders: "Purchase orders",
  purchaseOrdersIntro:
    "Your school’s orders: print a quote for your business office, or the invoice for an order.",
  orderLine: (po: string, plan: string, until: string) =>
    `${po}: ${plan}, until ${until}`,
  noPoNumber: "Order without a PO number",
  printQuote: "Quote",
  printInvoice: "Invoice",
  groupByOrder:
    "Your group's teacher seats are bought by purchase order. Write to us for a quote, or print one from your last order below.",
  groupSeatsNow: (teachers: number, students: number, date: string) =>
    `Your group has ${teachers} teacher seats of ${students} students each until ${date}.`,
  // The printable documents.
  quoteTitle: "Quote",
  invoiceTitle: "Invoice",
  print: "Print",
  backToPayment: "Back to Payment and Plans",
  from: "From",
  billTo: "Bill to",
  documentNumber: (kind: string, po: string) => `${kind} for ${po}`,
  issued: (date: string) => `Date: ${date}`,
  validUntil: (date: string) => `Prices valid until ${date}.`,
  servicePeriod: (from: string, to: string) =>
    `Service period: ${from} to ${to}`,
  description: "Description",
  quantity: "Quantity",
  unitPrice: "Unit price",
  total: "Total",
  quoteNote: (email: string) =>
    `To order, send a purchase order quoting this reference to ${email}.`,
  invoiceNote: (email: string) =>
    `Please pay within 30 days. Questions: ${email}.`,
  orderNotFound: "That order is not one of yours.",
  seatsUnit: (seats: number) => `${seats} student seats`,
});

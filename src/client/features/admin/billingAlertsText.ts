import { defineMessages } from '../../../shared/i18n/runtime';

/** /admin/billing: what the billing reconciler cancelled and refunded (issue 26). */
export const billingAlertsText = defineMessages('billingAlerts', {
  tab: 'Billing',
  title: 'Billing alerts',
  intro:
    'Subscriptions Stripe charged a teacher for that the teacher’s account did not hold (for example, Pay pressed twice). Each one was cancelled at once and its payments refunded. The server checks every hour and after every card payment.',
  checkNow: 'Check Stripe now',
  checked: (checked: number, cancelled: number) =>
    `Checked ${checked} ${checked === 1 ? 'subscription' : 'subscriptions'}: ${cancelled} cancelled and refunded.`,
  loading: 'Loading billing alerts…',
  none: 'No billing alerts. Every subscription at Stripe belongs to the account it charges.',
  count: (count: number) => `${count} ${count === 1 ? 'alert' : 'alerts'}, newest first.`,
  when: 'When',
  teacher: 'Teacher',
  subscription: 'Subscription',
  refunded: 'Refunded',
  note: 'Note',
  deletedAccount: 'Deleted account',
  customer: (id: string) => `Customer ${id}`,
  noPayment: 'No payment to refund',
  endedNotRefunded: 'Not refunded: the account’s earlier plan, ended so it charges no more',
  refundProblem: (problem: string) => `Refund by hand in Stripe: ${problem}`,
  tryAgain: 'Try again',
});

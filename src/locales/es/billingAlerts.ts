import type { Translations } from '../../shared/i18n/runtime';
import type { billingAlertsText } from '../../client/features/admin/billingAlertsText';

/** Spanish (Latin America) of /admin/billing, the billing reconciler's alerts. */
export default {
  billingAlerts: {
    tab: 'Cobros',
    title: 'Alertas de cobro',
    intro:
      'Suscripciones que Stripe le cobró a un maestro y que su cuenta no tenía (por ejemplo, al presionar Pagar dos veces). Cada una se canceló de inmediato y se reembolsaron sus pagos. El servidor revisa cada hora y después de cada pago con tarjeta.',
    checkNow: 'Revisar Stripe ahora',
    checked:
      'Se {checked, plural, one {revisó # suscripción} other {revisaron # suscripciones}}: {cancelled, plural, one {# cancelada y reembolsada} other {# canceladas y reembolsadas}}.',
    loading: 'Cargando alertas de cobro…',
    none: 'No hay alertas de cobro. Cada suscripción en Stripe pertenece a la cuenta a la que le cobra.',
    count: '{count, plural, one {# alerta} other {# alertas}}, las más recientes primero.',
    when: 'Cuándo',
    teacher: 'Maestro',
    subscription: 'Suscripción',
    refunded: 'Reembolsado',
    note: 'Nota',
    deletedAccount: 'Cuenta eliminada',
    customer: 'Cliente {id}',
    noPayment: 'No hubo pago que reembolsar',
    endedNotRefunded: 'Sin reembolso: el plan anterior de la cuenta, terminado para que no cobre más',
    refundProblem: 'Reembolsa a mano en Stripe: {problem}',
    tryAgain: 'Intentar de nuevo',
  },
  actions: {
    'load the billing alerts': 'cargar las alertas de cobro',
    'check Stripe': 'revisar Stripe',
  },
} satisfies Translations<{ billingAlerts: typeof billingAlertsText }> & { actions: Record<string, string> };

import type { Translations } from "../../shared/i18n/runtime";
import type { invoiceText } from "../../client/features/billing/invoiceText";
import type { invoiceMessages } from "../../shared/invoiceMessages";

/** Spanish (Latin America) of /payment's charge preview, receipts, billing details and purchase-order documents (issue 26). */
export default {
  invoices: {
    chargeToday: "Se te cobrarán ${today} hoy y luego ${next} el {date}.",
    chargeNothingToday:
      "Hoy no se cobra nada. Tu próximo pago es de ${next} el {date}.",
    creditLeft:
      "${credit} del tiempo no usado quedan como crédito y pagan primero tus próximos pagos.",
    previewing: "Preguntando a Stripe cuánto cuesta…",
    previewFailed:
      "No pudimos obtener el monto de Stripe. No se cobrará nada hasta que lo veas.",
    payAmount: "Pagar ${amount}/{time}",
    confirmTitle: "Confirma el cambio",
    confirmQuestion: "¿Cambiar a {plan}, {seats}?",
    confirmCharge: "Confirmar y pagar ${amount}",
    confirmNoCharge: "Confirmar el cambio",
    line: "Concepto",
    amount: "Monto",
    receipts: "Facturas y recibos",
    receiptsIntro:
      "Cada pago con su factura de Stripe, para imprimir o archivar.",
    noReceipts: "Todavía no hay facturas.",
    nextRenewal: "Próxima renovación: ${amount} el {date}.",
    noRenewal:
      "No hay renovación pendiente: tu suscripción termina al final de este periodo.",
    number: "Número",
    date: "Fecha",
    status: "Estado",
    invoice: "Factura",
    paid: "Pagada",
    open: "Pendiente",
    void: "Anulada",
    uncollectible: "No cobrada",
    viewInvoice: "Ver la factura {number}",
    downloadPdf: "PDF de la factura {number}",
    billingDetails: "Datos de facturación",
    billingDetailsIntro:
      "El nombre, la dirección y el número fiscal que Stripe imprime en tus facturas.",
    billingName: "Nombre a facturar (escuela o persona)",
    line1: "Dirección",
    line2: "Dirección, segunda línea (opcional)",
    city: "Ciudad",
    state: "Estado o provincia (opcional)",
    postalCode: "Código postal",
    country: "País (código de dos letras, p. ej. MX)",
    taxIDType: "Tipo de número fiscal",
    taxIDValue: "Número fiscal (opcional)",
    noTaxID: "Sin número fiscal",
    saveDetails: "Guardar los datos de facturación",
    detailsSaved:
      "Datos de facturación guardados. Tus próximas facturas los muestran.",
    detailsAfterPayment:
      "Puedes agregar un nombre, una dirección y un número fiscal para facturar después de tu primer pago con tarjeta.",
    purchaseOrders: "Órdenes de compra",
    purchaseOrdersIntro:
      "Las órdenes de tu escuela: imprime una cotización para tu oficina administrativa, o la factura de una orden.",
    orderLine: "{po}: {plan}, hasta el {until}",
    noPoNumber: "Orden sin número de orden de compra",
    printQuote: "Cotización",
    printInvoice: "Factura",
    groupByOrder:
      "Los lugares de maestros de tu grupo se compran con orden de compra. Escríbenos para pedir una cotización, o imprime una de tu última orden aquí abajo.",
    groupSeatsNow:
      "Tu grupo tiene {teachers} lugares de maestros de {students} estudiantes cada uno hasta el {date}.",
    quoteTitle: "Cotización",
    invoiceTitle: "Factura",
    print: "Imprimir",
    backToPayment: "Volver a Pagos y planes",
    from: "De",
    billTo: "Facturar a",
    documentNumber: "{kind} de {po}",
    issued: "Fecha: {date}",
    validUntil: "Precios válidos hasta el {date}.",
    servicePeriod: "Periodo de servicio: del {from} al {to}",
    description: "Descripción",
    quantity: "Cantidad",
    unitPrice: "Precio unitario",
    total: "Total",
    quoteNote:
      "Para ordenar, envía una orden de compra con esta referencia a {email}.",
    invoiceNote: "Por favor paga dentro de 30 días. Preguntas: {email}.",
    orderNotFound: "Esa orden no es una de las tuyas.",
    seatsUnit: "{seats} lugares para estudiantes",
  },
  invoiceMessages: {
    previewFirst:
      "Revisa cuánto cuesta este cambio antes de confirmarlo: falta la vista previa o es muy antigua. Inténtalo de nuevo.",
    amountChanged:
      "El monto de este cambio ahora es de ${amount}, no el que se te mostró. No se cobró nada: revisa el nuevo monto y confirma de nuevo.",
    noCustomer:
      "Los datos de facturación se guardan después de tu primer pago con tarjeta.",
    taxIDInvalid:
      "Stripe no aceptó ese número fiscal para el tipo elegido. Revisa el número y su tipo.",
    addressIncomplete:
      "Una dirección necesita su primera línea, ciudad, código postal y país.",
    countryInvalid:
      "Escribe el país con su código de dos letras (por ejemplo US o MX).",
    taxIDTypeInvalid: "Elige el tipo de número fiscal de la lista.",
    nameRequired: "Escribe el nombre a facturar.",
    groupBuysByOrder:
      "Los lugares de maestros de un grupo se compran con orden de compra. Escríbenos y te enviaremos una cotización.",
  },
  actions: {
    'save the billing details': 'guardar los datos de facturación',
  },
} satisfies Translations<{ invoices: typeof invoiceText; invoiceMessages: typeof invoiceMessages }> & { actions: Record<string, string> };

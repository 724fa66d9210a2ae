/** Spanish (es): terms as HollaEx, Trezor Suite, Xaman, Cake Wallet and BTCPay use them in Spanish (dirección de depósito, etiqueta de destino, memo, red, importe); "usted" throughout; "billetera" for wallet as Binance writes it. The field labels put the Latin "Tag" and "Memo" beside the local word, as the exchanges' help pages keep them (Binance, OKX, MEXC: /work/shared/payment-terms.md, src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/** The memo with its article: la etiqueta de destino, el memo, el comentario. */
const MEMO: Record<MemoKind, string> = {
  'destination-tag': 'la etiqueta de destino',
  memo: 'el memo',
  comment: 'el comentario',
};

registerTranslation({
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  loading: 'Cargando el pago…',
  loadRetrying: 'Seguimos intentando conectar con la tienda…',
  renewing: 'Obteniendo un nuevo tipo de cambio…',
  amountDue: 'Importe a pagar',
  orderTotal: 'Total del pedido',
  rate: (charged, rate, billed) => `Tipo de cambio fijado: 1 ${charged} = ${rate} ${billed}`,
  network: 'Red',
  networkWarning: (currency, network) =>
    `Envíe solo ${currency} a través de la red ${network}. Cualquier otro envío a esta dirección podría perderse.`,
  address: 'Dirección de depósito',
  qrLabel: (address) => `Código QR de la dirección de depósito ${address}`,
  qrUriLabel: (amount, currency, address) => `Código QR de una solicitud de pago: ${amount} ${currency} a ${address}`,
  qrContent: 'El código QR contiene',
  qrWithAmount: 'Con importe',
  qrAddressOnly: 'Solo la dirección',
  qrCarriesMemo: (memo) => `Este código incluye ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `Este código solo contiene la dirección: introduzca ${MEMO[memo]} manualmente.`,
  qrLacksAmount: (memo) =>
    `Este código solo contiene la dirección: introduzca el importe${memo ? ` y ${MEMO[memo]}` : ''} manualmente.`,
  scanWithPhone: 'Escanee con la billetera de su teléfono',
  payFromAnotherDevice: 'Pagar desde otro dispositivo',
  openInWallet: 'Abrir en la billetera',
  walletDidNotOpen:
    'No se ha abierto ninguna aplicación de billetera. Copie en su lugar el importe y la dirección en su billetera.',
  memoLabel: { 'destination-tag': 'Tag (etiqueta de destino)', memo: 'Memo', comment: 'Comentario' },
  memoWarning: (memo) =>
    `Es obligatorio introducir ${MEMO[memo]} en su billetera; de lo contrario, el pago podría perderse.`,
  memoConfirm: (memo, value) => `Incluiré ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Confirme que introducirá ${MEMO[memo]} para ver la dirección.`,
  expiresIn: 'Tiempo restante',
  timeLeft: (duration) => `Tiene ${duration} para pagar.`,
  copy: 'Copiar',
  copied: 'Copiado',
  copiedAnnouncement: (what) => `Copiado: ${what}.`,
  copyByHand: 'El texto está seleccionado: pulse Ctrl+C (⌘+C en Mac) para copiarlo.',
  openPaymentPage: 'Pagar en la página del servicio de pago',
  buyNft: 'Pagar comprando el NFT',
  openInstructions: 'Abrir el enlace de pago',
  openNft: 'Abrir el anuncio del NFT',
  instructionLink: 'Código QR del enlace de pago',
  scanInstructions: 'Escanee con su teléfono para abrir el enlace de pago.',
  fieldLabels: {
    exchange: 'Plataforma',
    prepayId: 'ID de pago',
    amount: 'Importe',
    currency: 'Moneda',
    expiresAt: 'Caducidad',
    collection: 'Colección',
    tokenId: 'ID del token',
    price: 'Precio',
    priceCurrency: 'Moneda del precio',
  },
  paidAmount: 'Importe',
  invoiceId: 'Factura',
  orderReference: 'Pedido',
  quoteReference: 'Indique estos datos si contacta con la tienda:',
  status: {
    pending: { title: 'Esperando su pago', body: '' },
    processing: {
      title: 'Pago recibido',
      body: 'Esperando la confirmación de la red. Puede cerrar esta página: la tienda recibirá un aviso cuando se confirme.',
    },
    complete: { title: 'Pago completado', body: 'Gracias. Su pago se ha recibido.' },
    expired: {
      title: 'Este pago ha caducado',
      body: 'El tipo de cambio ya no está garantizado. No envíe ahora ningún pago para esta factura.',
    },
    cancelled: { title: 'Este pago se ha cancelado', body: 'No envíe ningún pago para esta factura.' },
    rejected: { title: 'Este pago se ha rechazado', body: 'Contacte con la tienda sobre su pago.' },
    onHold: {
      title: 'Pago en revisión',
      body: 'Su pago se está revisando. La tienda se pondrá en contacto con usted si es necesario.',
    },
  },
  alreadySent: '¿Ya ha enviado un pago? No envíe otro: contacte con la tienda.',
  renew: 'Obtener nuevo tipo de cambio',
  invalidInvoice: 'No se puede mostrar este pago. Contacte con la tienda.',
  loadFailed: 'No se ha podido cargar el pago.',
  tryAgain: 'Reintentar',
  paymentChanged:
    'Los datos del pago han cambiado mientras esta página estaba abierta. No envíe un pago con los datos que se mostraban antes. Si ya lo ha hecho, contacte con la tienda.',
  redirectingIn: (duration) => `Volverá a la tienda en ${duration}.`,
  continueNow: 'Continuar ahora',
  stay: 'Quedarse en esta página',
  returnToShop: 'Volver a la tienda',
  closePage: 'Puede cerrar esta página.',
  redirectRefused: 'Vuelva a la tienda por su cuenta.',
} satisfies Translation);

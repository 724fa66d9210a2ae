/** Spanish (es) coin picker words: "método de pago", "Buscar moneda" and "Continuar" as Cake Wallet has them, "Monedas" as Trezor Suite writes coins in Spanish, "Pagar con" as BTCPay's checkout; "usted", as in es.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  chooseMethod: 'Elija un método de pago',
  searchMethods: 'Buscar monedas y redes',
  noMethodMatches: 'Ninguna moneda ni red coincide con su búsqueda.',
  noMethods: 'No hay ningún método de pago disponible para este pedido. Contacte con la tienda.',
  continueToPay: 'Continuar',
  preparingPayment: 'Preparando su pago…',
  methodFailed: 'No se ha podido configurar este método de pago. Vuelva a elegirlo o elija otro.',
  payWithAnotherCoin: 'Pagar con otra moneda',
  switchWarning: 'Si ya ha enviado un pago, no cambie de moneda: espere a que llegue o contacte con la tienda.',
  switchAnyway: 'Elegir otra moneda',
  keepMethod: 'Mantener este pago',
} satisfies PickerTranslation);

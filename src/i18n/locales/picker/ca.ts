/** Catalan (ca) coin picker words: "Paga amb" as BTCPay's Catalan checkout has it, "criptomoneda" for a coin and "mètode de pagament" unsourced; botiga and the informal "tu" imperative of Catalan apps, as in ca.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ca',
  $name: 'Català',
  $dir: 'ltr',
  chooseMethod: 'Tria com vols pagar',
  searchMethods: 'Cerca criptomonedes i xarxes',
  noMethodMatches: 'Cap criptomoneda ni xarxa coincideix amb la cerca.',
  noMethods: 'No hi ha cap mètode de pagament disponible per a aquesta comanda. Contacta amb la botiga.',
  continueToPay: 'Continua',
  preparingPayment: 'S’està preparant el pagament…',
  methodFailed: 'No s’ha pogut configurar aquest mètode de pagament. Torna’l a triar o tria’n un altre.',
  payWithAnotherCoin: 'Paga amb una altra criptomoneda',
  switchWarning:
    'Si ja has enviat un pagament, no canviïs de criptomoneda: espera que arribi o contacta amb la botiga.',
  switchAnyway: 'Tria una altra criptomoneda',
  keepMethod: 'Mantén aquest pagament',
} satisfies PickerTranslation);

/** Filipino (fil) coin picker words: "paraan ng pagbabayad" and "Magpatuloy" as Cake Wallet has them in Filipino; "coin", "network" and "shop" kept in English as Filipino exchange apps show them, and "ikaw"-form imperatives with "po" left out, as in fil.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'fil',
  $name: 'Filipino',
  $dir: 'ltr',
  chooseMethod: 'Pumili ng paraan ng pagbabayad',
  searchMethods: 'Maghanap ng coin o network',
  noMethodMatches: 'Walang coin o network na tugma sa hinanap mo.',
  noMethods: 'Walang available na paraan ng pagbabayad para sa order na ito. Kontakin ang shop.',
  continueToPay: 'Magpatuloy',
  preparingPayment: 'Inihahanda ang bayad mo…',
  methodFailed: 'Hindi ma-set up ang paraan ng pagbabayad na ito. Piliin ulit ito o pumili ng iba.',
  payWithAnotherCoin: 'Magbayad gamit ang ibang coin',
  switchWarning:
    'Kung nakapagpadala ka na ng bayad, huwag magpalit ng coin: hintayin itong dumating, o kontakin ang shop.',
  switchAnyway: 'Pumili ng ibang coin',
  keepMethod: 'Ituloy ang bayad na ito',
} satisfies PickerTranslation);

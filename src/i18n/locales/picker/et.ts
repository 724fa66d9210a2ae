/** Estonian (et) coin picker words: no Estonian wallet source words the choice of a payment method, so "makseviis" and "krüptovaluuta" are unsourced; pood and the informal "sina" imperative of Estonian apps, as in et.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'et',
  $name: 'Eesti',
  $dir: 'ltr',
  chooseMethod: 'Vali makseviis',
  searchMethods: 'Otsi krüptovaluutasid ja võrke',
  noMethodMatches: 'Otsingule ei vasta ükski krüptovaluuta ega võrk.',
  noMethods: 'Selle tellimuse jaoks pole ühtegi makseviisi saadaval. Võta e-poega ühendust.',
  continueToPay: 'Jätka',
  preparingPayment: 'Valmistame su makset ette…',
  methodFailed: 'Seda makseviisi ei õnnestunud seadistada. Vali see uuesti või vali mõni muu.',
  payWithAnotherCoin: 'Maksa muu krüptovaluutaga',
  switchWarning:
    'Kui oled makse juba saatnud, ära vaheta krüptovaluutat: oota, kuni makse kohale jõuab, või võta e-poega ühendust.',
  switchAnyway: 'Vali muu krüptovaluuta',
  keepMethod: 'Jää selle makse juurde',
} satisfies PickerTranslation);

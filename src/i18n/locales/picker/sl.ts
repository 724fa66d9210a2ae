/** Slovenian (sl) coin picker words: "Plačaj z" as BTCPay's Slovenian checkout has it, "način plačila" and "kriptovaluta" unsourced; trgovina and the informal "ti" of Slovenian banking apps, as in sl.ts, with the payment, not the payer, as the subject of "already sent", so no word takes a gender. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'sl',
  $name: 'Slovenščina',
  $dir: 'ltr',
  chooseMethod: 'Izberi način plačila',
  searchMethods: 'Išči kriptovalute in omrežja',
  noMethodMatches: 'Iskanju ne ustreza nobena kriptovaluta ali omrežje.',
  noMethods: 'Za to naročilo ni na voljo noben način plačila. Obrni se na trgovino.',
  continueToPay: 'Nadaljuj',
  preparingPayment: 'Pripravljamo tvoje plačilo…',
  methodFailed: 'Tega načina plačila ni bilo mogoče nastaviti. Izberi ga znova ali izberi drugega.',
  payWithAnotherCoin: 'Plačaj z drugo kriptovaluto',
  switchWarning: 'Če je plačilo že poslano, ne menjaj kriptovalute: počakaj, da prispe, ali se obrni na trgovino.',
  switchAnyway: 'Izberi drugo kriptovaluto',
  keepMethod: 'Obdrži to plačilo',
} satisfies PickerTranslation);

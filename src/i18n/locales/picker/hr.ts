/** Croatian (hr) coin picker words: "način plaćanja", "Traži" and "Nastavi" after Cake Wallet's Croatian picker (Odaberite način plaćanja, Traži valutu), "Plati" as BTCPay's checkout, "kriptovaluta" for a coin unsourced; trgovina and the informal "ti" imperative, as in hr.ts, with the payment, not the payer, as the subject of "already sent", so no word takes a gender. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'hr',
  $name: 'Hrvatski',
  $dir: 'ltr',
  chooseMethod: 'Odaberi način plaćanja',
  searchMethods: 'Traži kriptovalute i mreže',
  noMethodMatches: 'Nijedna kriptovaluta ni mreža ne odgovara pretrazi.',
  noMethods: 'Za ovu narudžbu nije dostupan nijedan način plaćanja. Obrati se trgovini.',
  continueToPay: 'Nastavi',
  preparingPayment: 'Pripremamo tvoju uplatu…',
  methodFailed: 'Ovaj način plaćanja nije se mogao postaviti. Odaberi ga ponovno ili odaberi drugi.',
  payWithAnotherCoin: 'Plati drugom kriptovalutom',
  switchWarning: 'Ako je uplata već poslana, nemoj mijenjati kriptovalutu: pričekaj da stigne ili se obrati trgovini.',
  switchAnyway: 'Odaberi drugu kriptovalutu',
  keepMethod: 'Zadrži ovu uplatu',
} satisfies PickerTranslation);

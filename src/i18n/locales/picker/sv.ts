/** Swedish (sv) coin picker words: "Betala med" as BTCPay's checkout, "kryptovaluta" for a coin (unsourced); "du", as in sv.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'sv',
  $name: 'Svenska',
  $dir: 'ltr',
  chooseMethod: 'Välj hur du vill betala',
  searchMethods: 'Sök kryptovalutor och nätverk',
  noMethodMatches: 'Inga kryptovalutor eller nätverk matchar din sökning.',
  noMethods: 'Ingen betalningsmetod är tillgänglig för den här beställningen. Kontakta butiken.',
  continueToPay: 'Fortsätt',
  preparingPayment: 'Förbereder din betalning…',
  methodFailed: 'Betalningsmetoden kunde inte ställas in. Välj den igen eller välj en annan.',
  payWithAnotherCoin: 'Betala med en annan kryptovaluta',
  switchWarning:
    'Om du redan har skickat en betalning ska du inte byta: vänta tills den kommer fram, eller kontakta butiken.',
  switchAnyway: 'Välj en annan kryptovaluta',
  keepMethod: 'Behåll den här betalningen',
} satisfies PickerTranslation);

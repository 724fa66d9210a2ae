/** Finnish (fi) coin picker words: "Maksa" as BTCPay's checkout begins its choice ("Maksa käyttämällä"), "maksutapa" and "kryptovaluutta" unsourced; "sinä", as in fi.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'fi',
  $name: 'Suomi',
  $dir: 'ltr',
  chooseMethod: 'Valitse maksutapa',
  searchMethods: 'Hae kryptovaluuttoja ja verkkoja',
  noMethodMatches: 'Hakuasi vastaavaa kryptovaluuttaa tai verkkoa ei löytynyt.',
  noMethods: 'Tälle tilaukselle ei ole saatavilla maksutapaa. Ota yhteyttä kauppaan.',
  continueToPay: 'Jatka',
  preparingPayment: 'Valmistellaan maksuasi…',
  methodFailed: 'Tätä maksutapaa ei voitu ottaa käyttöön. Valitse se uudelleen tai valitse toinen.',
  payWithAnotherCoin: 'Maksa toisella kryptovaluutalla',
  switchWarning: 'Jos olet jo lähettänyt maksun, älä vaihda: odota, että se saapuu, tai ota yhteyttä kauppaan.',
  switchAnyway: 'Valitse toinen kryptovaluutta',
  keepMethod: 'Pidä tämä maksu',
} satisfies PickerTranslation);

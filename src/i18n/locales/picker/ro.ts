/** Romanian (ro) coin picker words: "Monede" as Trezor Suite writes coins in Romanian, "Plătiți cu" as BTCPay's checkout; polite plural address (dumneavoastră), as in ro.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ro',
  $name: 'Română',
  $dir: 'ltr',
  chooseMethod: 'Alegeți metoda de plată',
  searchMethods: 'Căutați monede și rețele',
  noMethodMatches: 'Nicio monedă sau rețea nu corespunde căutării.',
  noMethods: 'Nu este disponibilă nicio metodă de plată pentru această comandă. Vă rugăm să contactați magazinul.',
  continueToPay: 'Continuați',
  preparingPayment: 'Se pregătește plata…',
  methodFailed: 'Această metodă de plată nu a putut fi configurată. Alegeți-o din nou sau alegeți alta.',
  payWithAnotherCoin: 'Plătiți cu altă monedă',
  switchWarning: 'Dacă ați trimis deja o plată, nu schimbați moneda: așteptați să ajungă sau contactați magazinul.',
  switchAnyway: 'Alegeți altă monedă',
  keepMethod: 'Păstrați această plată',
} satisfies PickerTranslation);

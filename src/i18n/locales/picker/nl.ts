/** Dutch (nl) coin picker words: "Kies een betaalmethode" and "Zoek valuta" as Cake Wallet has them, "Munten" as Trezor Suite writes coins in Dutch; formal "u", as in nl.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'nl',
  $name: 'Nederlands',
  $dir: 'ltr',
  chooseMethod: 'Kies een betaalmethode',
  searchMethods: 'Zoek munten en netwerken',
  noMethodMatches: 'Geen munt of netwerk komt overeen met uw zoekopdracht.',
  noMethods: 'Voor deze bestelling is geen betaalmethode beschikbaar. Neem contact op met de winkel.',
  continueToPay: 'Doorgaan',
  preparingPayment: 'Uw betaling wordt voorbereid…',
  methodFailed: 'Deze betaalmethode kon niet worden ingesteld. Kies deze opnieuw of kies een andere.',
  payWithAnotherCoin: 'Betalen met een andere munt',
  switchWarning:
    'Hebt u al een betaling verstuurd? Wissel dan niet: wacht tot deze binnenkomt, of neem contact op met de winkel.',
  switchAnyway: 'Andere munt kiezen',
  keepMethod: 'Bij deze betaling blijven',
} satisfies PickerTranslation);

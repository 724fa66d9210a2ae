/** Danish (da) coin picker words: "Betal med" as BTCPay's checkout, "kryptovaluta" for a coin (unsourced); "du", and a capital after a colon before a whole sentence, as in da.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'da',
  $name: 'Dansk',
  $dir: 'ltr',
  chooseMethod: 'Vælg, hvordan du vil betale',
  searchMethods: 'Søg efter kryptovaluta og netværk',
  noMethodMatches: 'Ingen kryptovaluta eller netværk matcher din søgning.',
  noMethods: 'Der er ingen betalingsmetode tilgængelig for denne ordre. Kontakt butikken.',
  continueToPay: 'Fortsæt',
  preparingPayment: 'Forbereder din betaling…',
  methodFailed: 'Betalingsmetoden kunne ikke oprettes. Vælg den igen, eller vælg en anden.',
  payWithAnotherCoin: 'Betal med en anden kryptovaluta',
  switchWarning:
    'Hvis du allerede har sendt en betaling, så skift ikke: Vent på, at den kommer frem, eller kontakt butikken.',
  switchAnyway: 'Vælg en anden kryptovaluta',
  keepMethod: 'Behold denne betaling',
} satisfies PickerTranslation);

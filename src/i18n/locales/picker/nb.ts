/** Norwegian Bokmål (nb) coin picker words: "Betal med" as BTCPay's checkout, "kryptovaluta" for a coin (unsourced); "du", as in nb.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'nb',
  $name: 'Norsk bokmål',
  $dir: 'ltr',
  chooseMethod: 'Velg hvordan du vil betale',
  searchMethods: 'Søk etter kryptovaluta og nettverk',
  noMethodMatches: 'Ingen kryptovaluta eller nettverk samsvarer med søket ditt.',
  noMethods: 'Ingen betalingsmåte er tilgjengelig for denne bestillingen. Kontakt butikken.',
  continueToPay: 'Fortsett',
  preparingPayment: 'Forbereder betalingen din…',
  methodFailed: 'Denne betalingsmåten kunne ikke settes opp. Velg den på nytt, eller velg en annen.',
  payWithAnotherCoin: 'Betal med en annen kryptovaluta',
  switchWarning: 'Hvis du allerede har sendt en betaling, ikke bytt: vent til den kommer fram, eller kontakt butikken.',
  switchAnyway: 'Velg en annen kryptovaluta',
  keepMethod: 'Behold denne betalingen',
} satisfies PickerTranslation);

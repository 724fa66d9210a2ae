/** Swahili (sw) coin picker words: "njia ya malipo" and "sarafu" for a coin as Swahili payment apps word them, unsourced here; duka and plain singular imperatives, as in sw.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'sw',
  $name: 'Kiswahili',
  $dir: 'ltr',
  chooseMethod: 'Chagua njia ya malipo',
  searchMethods: 'Tafuta sarafu na mitandao',
  noMethodMatches: 'Hakuna sarafu au mtandao unaolingana na utafutaji wako.',
  noMethods: 'Hakuna njia ya malipo inayopatikana kwa agizo hili. Tafadhali wasiliana na duka.',
  continueToPay: 'Endelea',
  preparingPayment: 'Tunaandaa malipo yako…',
  methodFailed: 'Njia hii ya malipo haikuweza kuwekwa. Ichague tena au uchague nyingine.',
  payWithAnotherCoin: 'Lipa kwa sarafu nyingine',
  switchWarning: 'Ikiwa umeshatuma malipo, usibadilishe sarafu: subiri yafike, au wasiliana na duka.',
  switchAnyway: 'Chagua sarafu nyingine',
  keepMethod: 'Baki na malipo haya',
} satisfies PickerTranslation);

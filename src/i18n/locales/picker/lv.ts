/** Latvian (lv) coin picker words: "Maksāt ar" as BTCPay's Latvian checkout has it, "maksājuma veids" and "kriptovalūta" unsourced; veikals and the polite plural imperative, as in lv.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'lv',
  $name: 'Latviešu',
  $dir: 'ltr',
  chooseMethod: 'Izvēlieties maksājuma veidu',
  searchMethods: 'Meklēt kriptovalūtas un tīklus',
  noMethodMatches: 'Meklēšanai neatbilst neviena kriptovalūta vai tīkls.',
  noMethods: 'Šim pasūtījumam nav pieejams neviens maksājuma veids. Lūdzu, sazinieties ar veikalu.',
  continueToPay: 'Turpināt',
  preparingPayment: 'Jūsu maksājums tiek sagatavots…',
  methodFailed: 'Šo maksājuma veidu neizdevās iestatīt. Izvēlieties to vēlreiz vai citu.',
  payWithAnotherCoin: 'Maksāt ar citu kriptovalūtu',
  switchWarning:
    'Ja jau nosūtījāt maksājumu, nemainiet kriptovalūtu: gaidiet, līdz tas pienāks, vai sazinieties ar veikalu.',
  switchAnyway: 'Izvēlēties citu kriptovalūtu',
  keepMethod: 'Paturēt šo maksājumu',
} satisfies PickerTranslation);

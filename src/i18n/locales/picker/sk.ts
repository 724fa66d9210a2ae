/** Slovak (sk) coin picker words: "Zaplatiť" as BTCPay's Slovak checkout begins its choice ("Zaplatiť s"), "spôsob platby" and "kryptomena" unsourced; the informal "ty" of Slovak banking apps, as in sk.ts, with the payment, not the payer, as the subject of "already sent", so no word takes a gender. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'sk',
  $name: 'Slovenčina',
  $dir: 'ltr',
  chooseMethod: 'Vyber spôsob platby',
  searchMethods: 'Hľadať kryptomeny a siete',
  noMethodMatches: 'Vyhľadávaniu nezodpovedá žiadna kryptomena ani sieť.',
  noMethods: 'Pre túto objednávku nie je k dispozícii žiadny spôsob platby. Kontaktuj obchod.',
  continueToPay: 'Pokračovať',
  preparingPayment: 'Pripravujeme tvoju platbu…',
  methodFailed: 'Tento spôsob platby sa nepodarilo nastaviť. Vyber ho znova alebo vyber iný.',
  payWithAnotherCoin: 'Zaplatiť inou kryptomenou',
  switchWarning: 'Ak už bola platba odoslaná, kryptomenu nemeň: počkaj, kým platba príde, alebo kontaktuj obchod.',
  switchAnyway: 'Vybrať inú kryptomenu',
  keepMethod: 'Ponechať túto platbu',
} satisfies PickerTranslation);

/** Hungarian (hu) coin picker words: "Fizetési mód kiválasztása" as BTCPay's checkout has it, "Kripto" as Trezor Suite writes coins in Hungarian ("kriptovaluta" in full); formal address (Ön), as in hu.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'hu',
  $name: 'Magyar',
  $dir: 'ltr',
  chooseMethod: 'Fizetési mód kiválasztása',
  searchMethods: 'Kriptovaluták és hálózatok keresése',
  noMethodMatches: 'Nincs a keresésnek megfelelő kriptovaluta vagy hálózat.',
  noMethods: 'Ehhez a rendeléshez nem érhető el fizetési mód. Forduljon a bolthoz.',
  continueToPay: 'Tovább',
  preparingPayment: 'A fizetés előkészítése…',
  methodFailed: 'Ezt a fizetési módot nem sikerült beállítani. Válassza újra, vagy válasszon egy másikat.',
  payWithAnotherCoin: 'Fizetés másik kriptovalutával',
  switchWarning: 'Ha már elküldte a fizetést, ne váltson: várja meg, amíg megérkezik, vagy forduljon a bolthoz.',
  switchAnyway: 'Másik kriptovaluta választása',
  keepMethod: 'Maradok ennél a fizetésnél',
} satisfies PickerTranslation);

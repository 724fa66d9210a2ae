/** Italian (it) coin picker words: "metodo di pagamento", "Cerca valuta" and "Continua" as Cake Wallet has them, "Paga con" as BTCPay's checkout; "criptovaluta" for a coin (Trezor Suite keeps the English "coin"); formal "Lei" in sentences and the usual imperative on buttons, as in it.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'it',
  $name: 'Italiano',
  $dir: 'ltr',
  chooseMethod: 'Scelga un metodo di pagamento',
  searchMethods: 'Cerca criptovalute e reti',
  noMethodMatches: 'Nessuna criptovaluta o rete corrisponde alla ricerca.',
  noMethods: 'Per questo ordine non è disponibile alcun metodo di pagamento. Contatti il negozio.',
  continueToPay: 'Continua',
  preparingPayment: 'Preparazione del pagamento…',
  methodFailed: 'Non è stato possibile impostare questo metodo di pagamento. Lo scelga di nuovo o ne scelga un altro.',
  payWithAnotherCoin: 'Paga con un’altra criptovaluta',
  switchWarning: 'Se ha già inviato un pagamento, non cambi criptovaluta: attenda che arrivi o contatti il negozio.',
  switchAnyway: 'Scegli un’altra criptovaluta',
  keepMethod: 'Mantieni questo pagamento',
} satisfies PickerTranslation);

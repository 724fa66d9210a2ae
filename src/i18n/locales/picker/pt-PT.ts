/** Portuguese, Portugal (pt-PT) coin picker words: "Escolha um método de pagamento", "Pesquisar moeda" and "Continuar" as Cake Wallet has them, "Moedas" as Trezor Suite writes coins; the courteous third person ("o seu", "Escolha"), as in pt-PT.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'pt-PT',
  $name: 'Português (Portugal)',
  $dir: 'ltr',
  chooseMethod: 'Escolha um método de pagamento',
  searchMethods: 'Pesquisar moedas e redes',
  noMethodMatches: 'Nenhuma moeda ou rede corresponde à sua pesquisa.',
  noMethods: 'Não há nenhum método de pagamento disponível para esta encomenda. Contacte a loja.',
  continueToPay: 'Continuar',
  preparingPayment: 'A preparar o seu pagamento…',
  methodFailed: 'Não foi possível configurar este método de pagamento. Escolha-o novamente ou escolha outro.',
  payWithAnotherCoin: 'Pagar com outra moeda',
  switchWarning: 'Se já enviou um pagamento, não mude de moeda: aguarde que chegue ou contacte a loja.',
  switchAnyway: 'Escolher outra moeda',
  keepMethod: 'Manter este pagamento',
} satisfies PickerTranslation);

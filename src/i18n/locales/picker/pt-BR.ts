/** Portuguese, Brazil (pt-BR) coin picker words: "Escolha um método de pagamento" and "Continuar" as Cake Wallet has them, "Moedas" as Trezor Suite writes coins, "Pagar com" as BTCPay's checkout; "você", as in pt-BR.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'pt-BR',
  $name: 'Português (Brasil)',
  $dir: 'ltr',
  chooseMethod: 'Escolha um método de pagamento',
  searchMethods: 'Buscar moedas e redes',
  noMethodMatches: 'Nenhuma moeda ou rede corresponde à sua busca.',
  noMethods: 'Nenhum método de pagamento está disponível para este pedido. Entre em contato com a loja.',
  continueToPay: 'Continuar',
  preparingPayment: 'Preparando o seu pagamento…',
  methodFailed: 'Não foi possível configurar este método de pagamento. Escolha-o novamente ou escolha outro.',
  payWithAnotherCoin: 'Pagar com outra moeda',
  switchWarning:
    'Se você já enviou um pagamento, não troque de moeda: aguarde a chegada dele ou entre em contato com a loja.',
  switchAnyway: 'Escolher outra moeda',
  keepMethod: 'Manter este pagamento',
} satisfies PickerTranslation);

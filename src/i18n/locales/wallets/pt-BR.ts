/** Portuguese, Brazil (pt-BR) browser-wallet words: carteira, rede, pagamento and código QR as in pt-BR.ts, "transação" as Brazilian wallets write it (unsourced); "você", as in pt-BR.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'pt-BR',
  $name: 'Português (Brasil)',
  $dir: 'ltr',
  walletsHeading: 'Pagar com uma carteira do navegador',
  payWith: (wallet) => `Pagar com ${wallet}`,
  confirmInWallet: (wallet) => `Confirme o pagamento em ${wallet}.`,
  walletCancelled: 'Você cancelou na sua carteira. Nada foi enviado.',
  walletWrongChain: (network) =>
    `A sua carteira não está na rede ${network}, então nada foi enviado. Mude-a para ${network} e tente novamente.`,
  walletChainUnknown: (network) =>
    `A sua carteira não tem a rede ${network}, então nada foi enviado. Adicione ${network} à sua carteira e tente novamente, ou use o código QR ou o endereço.`,
  walletBusy:
    'A sua carteira tem uma solicitação anterior pendente. Abra a carteira, conclua ou feche essa solicitação e tente novamente.',
  walletFailed: 'A sua carteira não conseguiu enviar o pagamento. Tente novamente ou use o código QR ou o endereço.',
  walletSent: 'Enviado da sua carteira',
  walletSentNext: 'Mantenha esta página aberta: ela muda assim que o pagamento chegar. Não envie o pagamento de novo.',
  transaction: 'Transação',
  viewTransaction: 'Ver a transação',
} satisfies WalletTranslation);

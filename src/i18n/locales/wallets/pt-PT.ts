/** Portuguese, Portugal (pt-PT) browser-wallet words: carteira, rede, pagamento and código QR as in pt-PT.ts, "transação" as Portuguese wallets write it (unsourced); the courteous third person ("o seu", "Confirme"), as in pt-PT.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'pt-PT',
  $name: 'Português (Portugal)',
  $dir: 'ltr',
  walletsHeading: 'Pagar com uma carteira do navegador',
  payWith: (wallet) => `Pagar com ${wallet}`,
  confirmInWallet: (wallet) => `Confirme o pagamento em ${wallet}.`,
  walletCancelled: 'Cancelou o pedido na sua carteira. Nada foi enviado.',
  walletWrongChain: (network) =>
    `A sua carteira não está na rede ${network}, por isso nada foi enviado. Mude-a para ${network} e tente novamente.`,
  walletChainUnknown: (network) =>
    `A sua carteira não tem a rede ${network}, por isso nada foi enviado. Adicione ${network} à sua carteira e tente novamente, ou utilize o código QR ou o endereço.`,
  walletBusy:
    'A sua carteira tem um pedido anterior pendente. Abra a carteira, conclua ou feche esse pedido e tente novamente.',
  walletFailed:
    'A sua carteira não conseguiu enviar o pagamento. Tente novamente ou utilize o código QR ou o endereço.',
  walletSent: 'Enviado a partir da sua carteira',
  walletSentNext: 'Mantenha esta página aberta: muda assim que o pagamento chegar. Não envie o pagamento novamente.',
  transaction: 'Transação',
  viewTransaction: 'Ver a transação',
} satisfies WalletTranslation);

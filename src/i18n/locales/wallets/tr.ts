/** Turkish (tr) browser-wallet words: cüzdan, ağ, ödeme and QR kodu as in tr.ts, "işlem" for a transaction as Turkish exchanges write it (unsourced); each name before a separate word ("${wallet} ile", "${network} ağında"), so no suffix has to follow a name's vowels; polite plural address (siz) in sentences and the short imperative on buttons, as in tr.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'tr',
  $name: 'Türkçe',
  $dir: 'ltr',
  walletsHeading: 'Tarayıcı cüzdanından ödeme',
  payWith: (wallet) => `${wallet} ile öde`,
  confirmInWallet: (wallet) => `Ödemeyi ${wallet} cüzdanında onaylayın.`,
  walletCancelled: 'Cüzdanınızda iptal ettiniz. Hiçbir şey gönderilmedi.',
  walletWrongChain: (network) =>
    `Cüzdanınız ${network} ağında değil, bu yüzden hiçbir şey gönderilmedi. Cüzdanınızı ${network} ağına geçirip tekrar deneyin.`,
  walletChainUnknown: (network) =>
    `Cüzdanınızda ${network} ağı yok, bu yüzden hiçbir şey gönderilmedi. ${network} ağını cüzdanınıza ekleyip tekrar deneyin veya QR kodunu ya da adresi kullanın.`,
  walletBusy:
    'Cüzdanınız önceki bir isteği bekliyor. Cüzdanı açın, o isteği tamamlayın veya kapatın, ardından tekrar deneyin.',
  walletFailed: 'Cüzdanınız ödemeyi gönderemedi. Tekrar deneyin veya QR kodunu ya da adresi kullanın.',
  walletSent: 'Cüzdanınızdan gönderildi',
  walletSentNext: 'Bu sayfayı açık tutun: ödeme ulaşır ulaşmaz değişecek. Ödemeyi tekrar göndermeyin.',
  transaction: 'İşlem',
  viewTransaction: 'İşlemi görüntüle',
} satisfies WalletTranslation);

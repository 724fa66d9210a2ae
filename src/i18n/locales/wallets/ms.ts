/** Malay (ms) browser-wallet words: dompet, rangkaian, pembayaran and kod QR as in ms.ts, "transaksi" unsourced; "anda", as in ms.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ms',
  $name: 'Melayu',
  $dir: 'ltr',
  walletsHeading: 'Bayar dari dompet pelayar',
  payWith: (wallet) => `Bayar dengan ${wallet}`,
  confirmInWallet: (wallet) => `Sahkan pembayaran dalam ${wallet}.`,
  walletCancelled: 'Anda telah membatalkannya dalam dompet. Tiada apa-apa yang dihantar.',
  walletWrongChain: (network) =>
    `Dompet anda tidak berada pada rangkaian ${network}, jadi tiada apa-apa yang dihantar. Tukar dompet ke rangkaian ${network} dan cuba lagi.`,
  walletChainUnknown: (network) =>
    `Dompet anda tidak mempunyai rangkaian ${network}, jadi tiada apa-apa yang dihantar. Tambah rangkaian ${network} pada dompet anda dan cuba lagi, atau gunakan kod QR atau alamat.`,
  walletBusy:
    'Dompet anda masih menunggu permintaan sebelumnya. Buka dompet, selesaikan atau tutup permintaan itu, kemudian cuba lagi.',
  walletFailed: 'Dompet anda tidak dapat menghantar pembayaran. Cuba lagi, atau gunakan kod QR atau alamat.',
  walletSent: 'Dihantar dari dompet anda',
  walletSentNext:
    'Biarkan halaman ini terbuka: ia akan berubah sebaik sahaja pembayaran tiba. Jangan hantar pembayaran lagi.',
  transaction: 'Transaksi',
  viewTransaction: 'Lihat transaksi',
} satisfies WalletTranslation);

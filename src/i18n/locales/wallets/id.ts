/** Indonesian (id) browser-wallet words: dompet, jaringan, pembayaran and kode QR as in id.ts, "transaksi" as Indonesian exchanges write it (unsourced); polite "Anda", as in id.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'id',
  $name: 'Indonesia',
  $dir: 'ltr',
  walletsHeading: 'Bayar dari dompet browser',
  payWith: (wallet) => `Bayar dengan ${wallet}`,
  confirmInWallet: (wallet) => `Konfirmasi pembayaran di ${wallet}.`,
  walletCancelled: 'Anda membatalkan di dompet. Tidak ada yang dikirim.',
  walletWrongChain: (network) =>
    `Dompet Anda tidak berada di jaringan ${network}, jadi tidak ada yang dikirim. Alihkan dompet ke jaringan ${network} lalu coba lagi.`,
  walletChainUnknown: (network) =>
    `Dompet Anda belum memiliki jaringan ${network}, jadi tidak ada yang dikirim. Tambahkan jaringan ${network} ke dompet Anda lalu coba lagi, atau gunakan kode QR atau alamat.`,
  walletBusy:
    'Dompet Anda masih menunggu permintaan sebelumnya. Buka dompet, selesaikan atau tutup permintaan itu, lalu coba lagi.',
  walletFailed: 'Dompet Anda tidak dapat mengirim pembayaran. Coba lagi, atau gunakan kode QR atau alamat.',
  walletSent: 'Terkirim dari dompet Anda',
  walletSentNext:
    'Biarkan halaman ini tetap terbuka: halaman akan berubah begitu pembayaran masuk. Jangan kirim pembayaran lagi.',
  transaction: 'Transaksi',
  viewTransaction: 'Lihat transaksi',
} satisfies WalletTranslation);

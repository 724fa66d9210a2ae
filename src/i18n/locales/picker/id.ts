/** Indonesian (id) coin picker words: "Pilih metode pembayaran" and "Lanjutkan" as Cake Wallet has them, "Metode pembayaran" as BTCPay's checkout, "koin" for a coin (unsourced); polite "Anda", as in id.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'id',
  $name: 'Indonesia',
  $dir: 'ltr',
  chooseMethod: 'Pilih metode pembayaran',
  searchMethods: 'Cari koin dan jaringan',
  noMethodMatches: 'Tidak ada koin atau jaringan yang cocok dengan pencarian Anda.',
  noMethods: 'Tidak ada metode pembayaran yang tersedia untuk pesanan ini. Silakan hubungi toko.',
  continueToPay: 'Lanjutkan',
  preparingPayment: 'Menyiapkan pembayaran Anda…',
  methodFailed: 'Metode pembayaran ini tidak dapat disiapkan. Pilih lagi atau pilih metode lain.',
  payWithAnotherCoin: 'Bayar dengan koin lain',
  switchWarning:
    'Jika Anda sudah mengirim pembayaran, jangan beralih: tunggu hingga pembayaran masuk, atau hubungi toko.',
  switchAnyway: 'Pilih koin lain',
  keepMethod: 'Tetap gunakan pembayaran ini',
} satisfies PickerTranslation);

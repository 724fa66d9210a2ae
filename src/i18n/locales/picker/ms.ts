/** Malay (ms) coin picker words: no Malay wallet or exchange source was found, so "kaedah pembayaran" and "mata wang kripto" are unsourced; kedai and "anda", as in ms.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ms',
  $name: 'Melayu',
  $dir: 'ltr',
  chooseMethod: 'Pilih kaedah pembayaran',
  searchMethods: 'Cari mata wang kripto dan rangkaian',
  noMethodMatches: 'Tiada mata wang kripto atau rangkaian yang sepadan dengan carian anda.',
  noMethods: 'Tiada kaedah pembayaran tersedia untuk pesanan ini. Sila hubungi kedai.',
  continueToPay: 'Teruskan',
  preparingPayment: 'Menyediakan pembayaran anda…',
  methodFailed: 'Kaedah pembayaran ini tidak dapat disediakan. Pilih semula atau pilih kaedah lain.',
  payWithAnotherCoin: 'Bayar dengan mata wang kripto lain',
  switchWarning:
    'Jika anda sudah menghantar pembayaran, jangan tukar: tunggu sehingga pembayaran diterima, atau hubungi kedai.',
  switchAnyway: 'Pilih mata wang kripto lain',
  keepMethod: 'Kekalkan pembayaran ini',
} satisfies PickerTranslation);

/** Malay (ms): network, amount, copy and QR code as MetaMask's Malay uses them (Rangkaian, Jumlah, Salin, Kod QR); no Malay source was found for deposit address, destination tag, memo, expired or the TON comment, so Alamat deposit, Tag destinasi, Memo, tamat tempoh and Komen are unsourced; "anda". */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo's name inside a sentence, and capitalised to start one, keyed by its kind.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': 'tag destinasi', memo: 'memo', comment: 'komen' };
const LABEL: Record<MemoKind, string> = { 'destination-tag': 'Tag destinasi', memo: 'Memo', comment: 'Komen' };

registerTranslation({
  $code: 'ms',
  $name: 'Melayu',
  $dir: 'ltr',
  loading: 'Memuatkan pembayaran…',
  loadRetrying: 'Masih cuba menghubungi kedai…',
  renewing: 'Mendapatkan kadar baharu…',
  amountDue: 'Jumlah perlu dibayar',
  orderTotal: 'Jumlah pesanan',
  rate: (charged, rate, billed) => `Kadar dikunci: 1 ${charged} = ${rate} ${billed}`,
  network: 'Rangkaian',
  networkWarning: (currency, network) =>
    `Hantar ${currency} sahaja pada rangkaian ${network}. Aset lain yang dihantar ke sini mungkin hilang.`,
  address: 'Alamat deposit',
  qrLabel: (address) => `Kod QR alamat deposit ${address}`,
  qrUriLabel: (amount, currency, address) => `Kod QR permintaan pembayaran: ${amount} ${currency} kepada ${address}`,
  qrContent: 'Kandungan kod QR',
  qrWithAmount: 'Dengan jumlah',
  qrAddressOnly: 'Alamat sahaja',
  qrCarriesMemo: (memo) => `Kod ini sudah termasuk ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `Kod ini mengandungi alamat sahaja: masukkan ${MEMO[memo]} sendiri.`,
  qrLacksAmount: (memo) =>
    `Kod ini mengandungi alamat sahaja: masukkan jumlah${memo ? ` dan ${MEMO[memo]}` : ''} sendiri.`,
  scanWithPhone: 'Imbas dengan dompet di telefon anda',
  payFromAnotherDevice: 'Bayar dari peranti lain',
  openInWallet: 'Buka dalam dompet',
  walletDidNotOpen: 'Tiada aplikasi dompet dibuka. Sebaliknya, salin jumlah dan alamat ke dompet anda.',
  memoLabel: { 'destination-tag': 'Tag destinasi', memo: 'Memo', comment: 'Komen' },
  memoWarning: (memo) =>
    `${LABEL[memo]} diperlukan. Masukkannya dalam dompet anda: tanpanya, pembayaran mungkin hilang.`,
  memoConfirm: (memo, value) => `Saya akan sertakan ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Sahkan bahawa anda akan memasukkan ${MEMO[memo]} untuk melihat alamat.`,
  expiresIn: 'Masa berbaki',
  timeLeft: (duration) => `Tinggal ${duration} untuk membayar.`,
  copy: 'Salin',
  copied: 'Disalin',
  copiedAnnouncement: (what) => `${what} disalin.`,
  copyByHand: 'Teks telah dipilih: tekan Ctrl+C (⌘+C pada Mac) untuk menyalinnya.',
  openPaymentPage: 'Bayar di halaman perkhidmatan pembayaran',
  buyNft: 'Bayar dengan membeli NFT',
  openInstructions: 'Buka pautan pembayaran',
  openNft: 'Buka halaman jualan NFT',
  instructionLink: 'Kod QR pautan pembayaran',
  scanInstructions: 'Imbas dengan telefon anda untuk membuka pautan pembayaran.',
  fieldLabels: {
    exchange: 'Bursa',
    prepayId: 'ID pembayaran',
    amount: 'Jumlah',
    currency: 'Mata wang',
    expiresAt: 'Tamat tempoh',
    collection: 'Koleksi',
    tokenId: 'ID token',
    price: 'Harga',
    priceCurrency: 'Mata wang harga',
  },
  paidAmount: 'Jumlah',
  invoiceId: 'Invois',
  orderReference: 'Pesanan',
  quoteReference: 'Nyatakan butiran ini jika anda menghubungi kedai:',
  status: {
    pending: { title: 'Menunggu pembayaran anda', body: '' },
    processing: {
      title: 'Pembayaran diterima',
      body: 'Menunggu pengesahan rangkaian. Anda boleh menutup halaman ini: kedai akan dimaklumkan apabila pembayaran disahkan.',
    },
    complete: { title: 'Pembayaran selesai', body: 'Terima kasih. Pembayaran anda telah diterima.' },
    expired: {
      title: 'Pembayaran ini telah tamat tempoh',
      body: 'Kadar tidak lagi dikunci. Jangan hantar pembayaran untuk invois ini sekarang.',
    },
    cancelled: { title: 'Pembayaran ini telah dibatalkan', body: 'Jangan hantar pembayaran untuk invois ini.' },
    rejected: { title: 'Pembayaran ini telah ditolak', body: 'Sila hubungi kedai mengenai pembayaran anda.' },
    onHold: {
      title: 'Pembayaran ditahan',
      body: 'Pembayaran anda sedang disemak. Kedai akan menghubungi anda jika perlu.',
    },
  },
  alreadySent: 'Sudah menghantar pembayaran? Jangan hantar lagi: hubungi kedai.',
  renew: 'Dapatkan kadar baharu',
  invalidInvoice: 'Pembayaran ini tidak dapat dipaparkan. Sila hubungi kedai.',
  loadFailed: 'Pembayaran tidak dapat dimuatkan.',
  tryAgain: 'Cuba lagi',
  paymentChanged:
    'Butiran pembayaran telah berubah semasa halaman ini dibuka. Jangan hantar pembayaran menggunakan butiran yang dipaparkan sebelum ini. Jika anda sudah menghantarnya, hubungi kedai.',
  redirectingIn: (duration) => `Kembali ke kedai dalam ${duration}.`,
  continueNow: 'Teruskan sekarang',
  stay: 'Kekal di halaman ini',
  returnToShop: 'Kembali ke kedai',
  closePage: 'Anda boleh menutup halaman ini.',
  redirectRefused: 'Sila kembali ke kedai sendiri.',
} satisfies Translation);

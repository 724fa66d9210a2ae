/** Indonesian (id): terms as HollaEx, Xaman, Cake Wallet and Electrum use them in Indonesian (Alamat deposit, Tag tujuan, Memo, Jaringan, Jumlah, Salin, kode QR, kedaluwarsa), the TON comment as Tonkeeper (Komentar); polite "Anda". */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo's name inside a sentence, and capitalised to start one, keyed by its kind.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': 'tag tujuan', memo: 'memo', comment: 'komentar' };
const LABEL: Record<MemoKind, string> = { 'destination-tag': 'Tag tujuan', memo: 'Memo', comment: 'Komentar' };

registerTranslation({
  $code: 'id',
  $name: 'Indonesia',
  $dir: 'ltr',
  loading: 'Memuat pembayaran…',
  loadRetrying: 'Masih mencoba menghubungi toko…',
  renewing: 'Mengambil kurs baru…',
  amountDue: 'Jumlah yang harus dibayar',
  orderTotal: 'Total pesanan',
  rate: (charged, rate, billed) => `Kurs dikunci: 1 ${charged} = ${rate} ${billed}`,
  network: 'Jaringan',
  networkWarning: (currency, network) =>
    `Kirim hanya ${currency} di jaringan ${network}. Aset lain yang dikirim ke sini bisa hilang.`,
  address: 'Alamat deposit',
  qrLabel: (address) => `Kode QR alamat deposit ${address}`,
  qrUriLabel: (amount, currency, address) => `Kode QR permintaan pembayaran: ${amount} ${currency} ke ${address}`,
  qrContent: 'Isi kode QR',
  qrWithAmount: 'Dengan jumlah',
  qrAddressOnly: 'Alamat saja',
  qrCarriesMemo: (memo) => `Kode ini sudah menyertakan ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `Kode ini hanya berisi alamat: masukkan ${MEMO[memo]} sendiri.`,
  qrLacksAmount: (memo) => `Kode ini hanya berisi alamat: masukkan jumlah${memo ? ` dan ${MEMO[memo]}` : ''} sendiri.`,
  scanWithPhone: 'Pindai dengan dompet di ponsel Anda',
  payFromAnotherDevice: 'Bayar dari perangkat lain',
  openInWallet: 'Buka di dompet',
  walletDidNotOpen: 'Tidak ada aplikasi dompet yang terbuka. Salin saja jumlah dan alamat ke dompet Anda.',
  memoLabel: { 'destination-tag': 'Tag tujuan', memo: 'Memo', comment: 'Komentar' },
  memoWarning: (memo) => `${LABEL[memo]} wajib diisi. Masukkan di dompet Anda: tanpanya, pembayaran bisa hilang.`,
  memoConfirm: (memo, value) => `Saya akan menyertakan ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Konfirmasikan bahwa Anda akan memasukkan ${MEMO[memo]} untuk melihat alamat.`,
  expiresIn: 'Sisa waktu',
  timeLeft: (duration) => `Sisa waktu pembayaran ${duration}.`,
  copy: 'Salin',
  copied: 'Disalin',
  copiedAnnouncement: (what) => `${what} disalin.`,
  copyByHand: 'Teks sudah dipilih: tekan Ctrl+C (⌘+C di Mac) untuk menyalinnya.',
  openPaymentPage: 'Bayar di halaman layanan pembayaran',
  buyNft: 'Bayar dengan membeli NFT',
  openInstructions: 'Buka tautan pembayaran',
  openNft: 'Buka halaman jual NFT',
  instructionLink: 'Kode QR tautan pembayaran',
  scanInstructions: 'Pindai dengan ponsel Anda untuk membuka tautan pembayaran.',
  fieldLabels: {
    exchange: 'Bursa',
    prepayId: 'ID pembayaran',
    amount: 'Jumlah',
    currency: 'Mata uang',
    expiresAt: 'Kedaluwarsa',
    collection: 'Koleksi',
    tokenId: 'ID token',
    price: 'Harga',
    priceCurrency: 'Mata uang harga',
  },
  paidAmount: 'Jumlah',
  invoiceId: 'Tagihan',
  orderReference: 'Pesanan',
  quoteReference: 'Sebutkan data ini jika Anda menghubungi toko:',
  status: {
    pending: { title: 'Menunggu pembayaran Anda', body: '' },
    processing: {
      title: 'Pembayaran diterima',
      body: 'Menunggu konfirmasi jaringan. Anda boleh menutup halaman ini: toko akan diberi tahu setelah pembayaran dikonfirmasi.',
    },
    complete: { title: 'Pembayaran selesai', body: 'Terima kasih. Pembayaran Anda telah diterima.' },
    expired: {
      title: 'Pembayaran ini telah kedaluwarsa',
      body: 'Kurs tidak lagi dikunci. Jangan kirim pembayaran untuk tagihan ini sekarang.',
    },
    cancelled: { title: 'Pembayaran ini dibatalkan', body: 'Jangan kirim pembayaran untuk tagihan ini.' },
    rejected: { title: 'Pembayaran ini ditolak', body: 'Silakan hubungi toko terkait pembayaran Anda.' },
    onHold: {
      title: 'Pembayaran ditahan',
      body: 'Pembayaran Anda sedang ditinjau. Toko akan menghubungi Anda jika diperlukan.',
    },
  },
  alreadySent: 'Sudah mengirim pembayaran? Jangan kirim lagi: hubungi toko.',
  renew: 'Ambil kurs baru',
  invalidInvoice: 'Pembayaran ini tidak dapat ditampilkan. Silakan hubungi toko.',
  loadFailed: 'Pembayaran tidak dapat dimuat.',
  tryAgain: 'Coba lagi',
  paymentChanged:
    'Detail pembayaran berubah saat halaman ini terbuka. Jangan kirim pembayaran dengan detail yang ditampilkan sebelumnya. Jika sudah telanjur mengirim, hubungi toko.',
  redirectingIn: (duration) => `Kembali ke toko dalam ${duration}.`,
  continueNow: 'Lanjutkan sekarang',
  stay: 'Tetap di halaman ini',
  returnToShop: 'Kembali ke toko',
  closePage: 'Anda boleh menutup halaman ini.',
  redirectRefused: 'Silakan kembali ke toko secara manual.',
} satisfies Translation);

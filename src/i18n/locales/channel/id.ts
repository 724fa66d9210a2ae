/** Indonesian (id) channel words: deposit and Alamat deposit as in id.ts and Indonesian exchanges, toko, dikreditkan; polite "Anda". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'id',
  $name: 'Indonesia',
  $dir: 'ltr',
  channelTitle: (currency) => `Deposit ${currency}`,
  channelCredit: (currency) =>
    `Alamat ini tetap milik Anda: kirim berapa pun jumlahnya, sesering yang Anda inginkan. Setiap deposit dikonversi dan dikreditkan ke akun Anda dalam ${currency}.`,
  channelDisabled: {
    title: 'Deposit dijeda',
    body: 'Deposit ke alamat ini tidak dikreditkan. Jangan kirim apa pun ke alamat ini: hubungi toko.',
  },
  deposits: 'Deposit Anda',
  noDeposits: 'Belum ada deposit. Deposit akan muncul di sini setelah terdeteksi oleh jaringan.',
  noDepositsDisabled: 'Tidak ada deposit ke alamat ini.',
  depositSent: 'Dikirim',
  depositRate: 'Kurs',
  depositFee: 'Biaya pemrosesan',
  depositConsolidationFee: 'Biaya konsolidasi',
  depositTransaction: 'ID transaksi',
  depositStatus: { completed: 'Dikreditkan', pending: 'Diproses', rejected: 'Tidak dikreditkan' },
  depositReceived: (amount, currency) => `Deposit diterima: ${amount} ${currency}.`,
  depositsUnavailable: 'Deposit Anda tidak dapat dimuat saat ini. Mencoba lagi…',
  invalidChannel: 'Alamat deposit ini tidak dapat ditampilkan. Silakan hubungi toko.',
  channelWalletDidNotOpen: 'Tidak ada aplikasi dompet yang terbuka. Salin saja alamat ke dompet Anda.',
} satisfies ChannelTranslation);

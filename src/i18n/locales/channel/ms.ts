/** Malay (ms) channel words: deposit and Alamat deposit as in ms.ts (unsourced there), kedai, dikreditkan; "anda". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ms',
  $name: 'Melayu',
  $dir: 'ltr',
  channelTitle: (currency) => `Deposit ${currency}`,
  channelCredit: (currency) =>
    `Alamat ini kekal milik anda: hantar sebarang jumlah, sekerap yang anda mahu. Setiap deposit ditukar dan dikreditkan ke akaun anda dalam ${currency}.`,
  channelDisabled: {
    title: 'Deposit dijeda',
    body: 'Deposit ke alamat ini tidak dikreditkan. Jangan hantar apa-apa ke alamat ini: hubungi kedai.',
  },
  deposits: 'Deposit anda',
  noDeposits: 'Belum ada deposit. Deposit akan dipaparkan di sini sebaik sahaja rangkaian mengesannya.',
  noDepositsDisabled: 'Tiada deposit ke alamat ini.',
  depositSent: 'Dihantar',
  depositRate: 'Kadar pertukaran',
  depositFee: 'Yuran pemprosesan',
  depositConsolidationFee: 'Yuran penyatuan',
  depositTransaction: 'ID transaksi',
  depositStatus: { completed: 'Dikreditkan', pending: 'Sedang diproses', rejected: 'Tidak dikreditkan' },
  depositReceived: (amount, currency) => `Deposit diterima: ${amount} ${currency}.`,
  depositsUnavailable: 'Deposit anda tidak dapat dimuatkan sekarang. Mencuba lagi…',
  invalidChannel: 'Alamat deposit ini tidak dapat dipaparkan. Sila hubungi kedai.',
  channelWalletDidNotOpen: 'Tiada aplikasi dompet dibuka. Sebaliknya, salin alamat ke dompet anda.',
} satisfies ChannelTranslation);

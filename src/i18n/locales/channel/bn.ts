/** Bengali (bn) channel words: "ডিপোজিট" and "ডিপোজিট ঠিকানা" as in bn.ts, "স্টোর", the polite "আপনি". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'bn',
  $name: 'বাংলা',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} ডিপোজিট করুন`,
  channelCredit: (currency) =>
    `এই ঠিকানা সবসময় আপনার: যেকোনো পরিমাণ, যখন খুশি পাঠান। প্রতিটি ডিপোজিট ${currency}-এ বদলে আপনার অ্যাকাউন্টে জমা হয়।`,
  channelDisabled: {
    title: 'ডিপোজিট স্থগিত',
    body: 'এই ঠিকানার ডিপোজিট আপনার অ্যাকাউন্টে জমা হয় না। এখানে কিছু পাঠাবেন না: স্টোরে যোগাযোগ করুন।',
  },
  deposits: 'আপনার ডিপোজিট',
  noDeposits: 'এখনও কোনো ডিপোজিট নেই। নেটওয়ার্কে দেখা গেলেই এখানে দেখাবে।',
  noDepositsDisabled: 'এই ঠিকানায় কোনো ডিপোজিট নেই।',
  depositSent: 'পাঠানো',
  depositRate: 'বিনিময় হার',
  depositFee: 'প্রসেসিং ফি',
  depositConsolidationFee: 'একত্রীকরণ ফি',
  depositTransaction: 'লেনদেন আইডি',
  depositStatus: { completed: 'জমা হয়েছে', pending: 'প্রক্রিয়াধীন', rejected: 'জমা হয়নি' },
  depositReceived: (amount, currency) => `ডিপোজিট পাওয়া গেছে: ${amount} ${currency}।`,
  depositsUnavailable: 'আপনার ডিপোজিট এখন লোড হচ্ছে না। আবার চেষ্টা চলছে…',
  invalidChannel: 'এই ডিপোজিট ঠিকানা দেখানো যাচ্ছে না। স্টোরে যোগাযোগ করুন।',
  channelWalletDidNotOpen: 'ওয়ালেট খোলেনি। ঠিকানা নিজে ওয়ালেটে কপি করুন।',
} satisfies ChannelTranslation);

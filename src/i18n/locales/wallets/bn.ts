/** Bengali (bn) browser-wallet words: ওয়ালেট, নেটওয়ার্ক, পেমেন্ট and QR কোড as in bn.ts, "লেনদেন" for a transaction unsourced; the polite "আপনি", as in bn.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'bn',
  $name: 'বাংলা',
  $dir: 'ltr',
  walletsHeading: 'ব্রাউজার ওয়ালেট থেকে পেমেন্ট',
  payWith: (wallet) => `${wallet} দিয়ে পেমেন্ট করুন`,
  confirmInWallet: (wallet) => `${wallet} ওয়ালেটে পেমেন্ট নিশ্চিত করুন।`,
  walletCancelled: 'আপনি ওয়ালেটে বাতিল করেছেন। কিছুই পাঠানো হয়নি।',
  walletWrongChain: (network) =>
    `আপনার ওয়ালেট ${network} নেটওয়ার্কে নেই, তাই কিছুই পাঠানো হয়নি। ওয়ালেটে ${network} নেটওয়ার্ক বেছে নিয়ে আবার চেষ্টা করুন।`,
  walletChainUnknown: (network) =>
    `আপনার ওয়ালেটে ${network} নেটওয়ার্ক নেই, তাই কিছুই পাঠানো হয়নি। ওয়ালেটে ${network} নেটওয়ার্ক যোগ করে আবার চেষ্টা করুন, অথবা QR কোড বা ঠিকানা ব্যবহার করুন।`,
  walletBusy:
    'আপনার ওয়ালেট এখনও আগের একটি অনুরোধের অপেক্ষায় আছে। ওয়ালেট খুলুন, সেই অনুরোধ শেষ বা বন্ধ করুন, তারপর আবার চেষ্টা করুন।',
  walletFailed: 'আপনার ওয়ালেট পেমেন্ট পাঠাতে পারেনি। আবার চেষ্টা করুন, অথবা QR কোড বা ঠিকানা ব্যবহার করুন।',
  walletSent: 'আপনার ওয়ালেট থেকে পাঠানো হয়েছে',
  walletSentNext: 'এই পেজটি খোলা রাখুন: পেমেন্ট পৌঁছালেই এটি বদলে যাবে। আবার পাঠাবেন না।',
  transaction: 'লেনদেন',
  viewTransaction: 'লেনদেন দেখুন',
} satisfies WalletTranslation);

/** Urdu (ur), right to left, browser-wallet words: والیٹ, نیٹ ورک, ادائیگی and QR کوڈ as in ur.ts, "ٹرانزیکشن" as Pakistani wallet apps write it (unsourced); the polite "آپ", and no first-person or future form that takes the payer's gender, as in ur.ts. Each wallet or network name is set in U+2068 … U+2069, as ur.ts sets its values, so that a Latin name keeps its place in the right-to-left sentence. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ur',
  $name: 'اردو',
  $dir: 'rtl',
  walletsHeading: 'براؤزر والیٹ سے ادائیگی',
  payWith: (wallet) => `\u2068${wallet}\u2069 سے ادائیگی کریں`,
  confirmInWallet: (wallet) => `\u2068${wallet}\u2069 میں ادائیگی کی تصدیق کریں۔`,
  walletCancelled: 'آپ نے والیٹ میں منسوخ کر دیا۔ کچھ نہیں بھیجا گیا۔',
  walletWrongChain: (network) =>
    `آپ کا والیٹ \u2068${network}\u2069 نیٹ ورک پر نہیں ہے، اس لیے کچھ نہیں بھیجا گیا۔ والیٹ میں \u2068${network}\u2069 نیٹ ورک منتخب کریں اور دوبارہ کوشش کریں۔`,
  walletChainUnknown: (network) =>
    `آپ کے والیٹ میں \u2068${network}\u2069 نیٹ ورک نہیں ہے، اس لیے کچھ نہیں بھیجا گیا۔ \u2068${network}\u2069 نیٹ ورک کو والیٹ میں شامل کریں اور دوبارہ کوشش کریں، یا QR کوڈ یا ایڈریس استعمال کریں۔`,
  walletBusy:
    'آپ کا والیٹ ابھی پچھلی درخواست کا منتظر ہے۔ اسے کھولیں، وہ درخواست مکمل یا بند کریں، پھر دوبارہ کوشش کریں۔',
  walletFailed: 'آپ کا والیٹ ادائیگی نہیں بھیج سکا۔ دوبارہ کوشش کریں، یا QR کوڈ یا ایڈریس استعمال کریں۔',
  walletSent: 'ادائیگی آپ کے والیٹ سے بھیج دی گئی',
  walletSentNext: 'یہ صفحہ کھلا رکھیں: ادائیگی پہنچتے ہی یہ بدل جائے گا۔ ادائیگی دوبارہ نہ بھیجیں۔',
  transaction: 'ٹرانزیکشن',
  viewTransaction: 'ٹرانزیکشن دیکھیں',
} satisfies WalletTranslation);

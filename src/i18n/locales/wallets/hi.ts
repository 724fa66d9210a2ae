/** Hindi (hi) browser-wallet words: वॉलेट, नेटवर्क, भुगतान and QR कोड as in hi.ts, "लेनदेन" for a transaction unsourced; polite आप, as in hi.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'hi',
  $name: 'हिन्दी',
  $dir: 'ltr',
  walletsHeading: 'ब्राउज़र वॉलेट से भुगतान करें',
  payWith: (wallet) => `${wallet} से भुगतान करें`,
  confirmInWallet: (wallet) => `${wallet} में भुगतान की पुष्टि करें।`,
  walletCancelled: 'आपने वॉलेट में रद्द कर दिया। कुछ भी नहीं भेजा गया।',
  walletWrongChain: (network) =>
    `आपका वॉलेट ${network} नेटवर्क पर नहीं है, इसलिए कुछ भी नहीं भेजा गया। वॉलेट को ${network} नेटवर्क पर स्विच करें और फिर कोशिश करें।`,
  walletChainUnknown: (network) =>
    `आपके वॉलेट में ${network} नेटवर्क नहीं है, इसलिए कुछ भी नहीं भेजा गया। ${network} नेटवर्क को वॉलेट में जोड़ें और फिर कोशिश करें, या QR कोड या पते का इस्तेमाल करें।`,
  walletBusy: 'आपका वॉलेट अभी पिछले अनुरोध का इंतज़ार कर रहा है। उसे खोलें, वह अनुरोध पूरा करें या बंद करें, फिर कोशिश करें।',
  walletFailed: 'आपका वॉलेट भुगतान नहीं भेज सका। फिर कोशिश करें, या QR कोड या पते का इस्तेमाल करें।',
  walletSent: 'आपके वॉलेट से भेजा गया',
  walletSentNext: 'यह पेज खुला रखें: भुगतान पहुँचते ही यह बदल जाएगा। भुगतान दोबारा न भेजें।',
  transaction: 'लेनदेन',
  viewTransaction: 'लेनदेन देखें',
} satisfies WalletTranslation);

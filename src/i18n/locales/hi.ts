/** Hindi (hi): terms as Xaman, Cake Wallet and BTCPay use them in Hindi (गंतव्य टैग, मेमो, नेटवर्क, राशि, कॉपी करें, QR कोड), the TON comment as Tonkeeper (टिप्पणी); जमा पता is unsourced (BTCPay's hi "address" is wrong); polite आप; बिल for invoice. The network warning and the expired body in full sentences of the register Hindi payment apps use. The tag's label puts the Latin "Tag" first, as the exchanges' help pages keep it (src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo's name inside a sentence, keyed by its kind. The sentences below are worded so that nothing agrees with its
 * gender (टैग and मेमो are masculine, टिप्पणी feminine), nor with the payer's: "… दर्ज करने के लिए सहमत हूँ" instead of
 * करूँगा/करूँगी, "… दर्ज करने की पुष्टि करें" instead of करेंगे/करेंगी.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': 'गंतव्य टैग', memo: 'मेमो', comment: 'टिप्पणी' };

registerTranslation({
  $code: 'hi',
  $name: 'हिन्दी',
  $dir: 'ltr',
  loading: 'भुगतान लोड हो रहा है…',
  loadRetrying: 'स्टोर से जुड़ने की कोशिश जारी है…',
  renewing: 'नई दर ली जा रही है…',
  amountDue: 'देय राशि',
  orderTotal: 'ऑर्डर की कुल राशि',
  rate: (charged, rate, billed) => `तय दर: 1 ${charged} = ${rate} ${billed}`,
  network: 'नेटवर्क',
  networkWarning: (currency, network) => `केवल ${network} नेटवर्क पर ${currency} भेजें। इस पते पर कुछ और भेजने पर वह खो सकता है।`,
  address: 'जमा पता',
  qrLabel: (address) => `जमा पते ${address} का QR कोड`,
  qrUriLabel: (amount, currency, address) => `भुगतान अनुरोध का QR कोड: ${address} पर ${amount} ${currency}`,
  qrContent: 'QR कोड में',
  qrWithAmount: 'राशि सहित',
  qrAddressOnly: 'केवल पता',
  qrCarriesMemo: (memo) => `इस कोड में ${MEMO[memo]} शामिल है।`,
  qrLacksMemo: (memo) => `इस कोड में केवल पता है: ${MEMO[memo]} ख़ुद दर्ज करें।`,
  qrLacksAmount: (memo) => `इस कोड में केवल पता है: राशि${memo ? ` और ${MEMO[memo]}` : ''} ख़ुद दर्ज करें।`,
  scanWithPhone: 'फ़ोन के वॉलेट से स्कैन करें',
  payFromAnotherDevice: 'दूसरे डिवाइस से भुगतान करें',
  openInWallet: 'वॉलेट में खोलें',
  walletDidNotOpen: 'वॉलेट ऐप नहीं खुला। राशि और पता ख़ुद वॉलेट में कॉपी करें।',
  memoLabel: { 'destination-tag': 'Tag (गंतव्य टैग)', memo: 'मेमो', comment: 'टिप्पणी' },
  memoWarning: (memo) => `${MEMO[memo]} ज़रूरी है। इसे वॉलेट में दर्ज करें, वरना भुगतान खो सकता है।`,
  memoConfirm: (memo, value) => `${MEMO[memo]} ${value} दर्ज करने के लिए सहमत हूँ`,
  memoConfirmHint: (memo) => `पता देखने के लिए ${MEMO[memo]} दर्ज करने की पुष्टि करें।`,
  expiresIn: 'शेष समय',
  // A label, not a verb: बचा/बचे would have to agree with the count.
  timeLeft: (duration) => `भुगतान के लिए शेष समय: ${duration}।`,
  copy: 'कॉपी करें',
  copied: 'कॉपी हो गया',
  copiedAnnouncement: (what) => `कॉपी हो गया: ${what}।`,
  copyByHand: 'टेक्स्ट चुना गया: Ctrl+C (Mac पर ⌘+C) से कॉपी करें।',
  openPaymentPage: 'भुगतान सेवा के पेज पर भुगतान करें',
  buyNft: 'NFT खरीदकर भुगतान करें',
  openInstructions: 'भुगतान लिंक खोलें',
  openNft: 'NFT पेज खोलें',
  instructionLink: 'भुगतान लिंक का QR कोड',
  scanInstructions: 'भुगतान लिंक खोलने के लिए फ़ोन से स्कैन करें।',
  fieldLabels: {
    exchange: 'एक्सचेंज',
    prepayId: 'भुगतान ID',
    amount: 'राशि',
    currency: 'मुद्रा',
    expiresAt: 'समाप्ति',
    collection: 'कलेक्शन',
    tokenId: 'टोकन ID',
    price: 'कीमत',
    priceCurrency: 'कीमत की मुद्रा',
  },
  paidAmount: 'राशि',
  invoiceId: 'बिल',
  orderReference: 'ऑर्डर',
  quoteReference: 'स्टोर से संपर्क करें तो ये बताएँ:',
  status: {
    pending: { title: 'भुगतान की प्रतीक्षा है', body: '' },
    processing: {
      title: 'भुगतान प्राप्त हुआ',
      body: 'नेटवर्क पुष्टि की प्रतीक्षा है। पेज बंद कर सकते हैं: पुष्टि पर स्टोर को सूचना मिलेगी।',
    },
    complete: { title: 'भुगतान पूरा हुआ', body: 'धन्यवाद। भुगतान प्राप्त हुआ।' },
    expired: {
      title: 'भुगतान की समय सीमा समाप्त',
      body: 'अब यह दर लागू नहीं है। इस बिल के लिए अभी भुगतान न भेजें।',
    },
    cancelled: { title: 'यह भुगतान रद्द हुआ', body: 'इस बिल के लिए भुगतान न भेजें।' },
    rejected: { title: 'यह भुगतान अस्वीकार हुआ', body: 'कृपया भुगतान के बारे में स्टोर से संपर्क करें।' },
    onHold: {
      title: 'भुगतान रोका गया',
      body: 'भुगतान की समीक्षा हो रही है। ज़रूरत पर स्टोर आपसे संपर्क करेगा।',
    },
  },
  alreadySent: 'भुगतान भेज चुके हैं? दूसरा न भेजें: स्टोर से संपर्क करें।',
  renew: 'नई दर लें',
  invalidInvoice: 'भुगतान नहीं दिखा सकते। कृपया स्टोर से संपर्क करें।',
  loadFailed: 'भुगतान लोड नहीं हो सका।',
  tryAgain: 'फिर कोशिश करें',
  paymentChanged: 'पेज खुले रहते भुगतान विवरण बदल गया। पुराने विवरण से भुगतान न भेजें। भेज चुके हैं तो स्टोर से संपर्क करें।',
  // The passive verb agrees with no one.
  redirectingIn: (duration) => `${duration} में आपको स्टोर पर वापस भेजा जाएगा।`,
  continueNow: 'अभी जारी रखें',
  stay: 'इस पेज पर रहें',
  returnToShop: 'स्टोर पर वापस जाएँ',
  closePage: 'आप यह पेज बंद कर सकते हैं।',
  redirectRefused: 'कृपया ख़ुद स्टोर पर वापस जाएँ।',
} satisfies Translation);

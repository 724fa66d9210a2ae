/** Hindi (hi) channel words: जमा and जमा पता as in hi.ts, स्टोर; polite आप; जमा राशि (feminine) as the subject, so nothing agrees with the payer's gender. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'hi',
  $name: 'हिन्दी',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} जमा करें`,
  channelCredit: (currency) =>
    `यह पता हमेशा आपका रहेगा: कोई भी राशि, जितनी बार चाहें, भेजें। हर जमा राशि ${currency} में बदली जाती है और आपके खाते में जोड़ी जाती है।`,
  channelDisabled: {
    title: 'जमा फ़िलहाल बंद है',
    body: 'इस पते पर भेजी गई राशि आपके खाते में नहीं जोड़ी जाएगी। इस पते पर कुछ न भेजें: स्टोर से संपर्क करें।',
  },
  deposits: 'आपकी जमा राशियाँ',
  noDeposits: 'अभी तक कोई जमा राशि नहीं। नेटवर्क पर दिखते ही जमा राशि यहाँ दिखेगी।',
  noDepositsDisabled: 'इस पते पर कोई जमा राशि नहीं।',
  depositSent: 'भेजी गई राशि',
  depositRate: 'विनिमय दर',
  depositFee: 'प्रोसेसिंग शुल्क',
  depositConsolidationFee: 'समेकन शुल्क',
  depositTransaction: 'लेनदेन आईडी',
  depositStatus: { completed: 'खाते में जोड़ी गई', pending: 'प्रोसेस हो रही है', rejected: 'खाते में नहीं जोड़ी गई' },
  depositReceived: (amount, currency) => `जमा राशि प्राप्त हुई: ${amount} ${currency}।`,
  depositsUnavailable: 'आपकी जमा राशियाँ अभी लोड नहीं हो सकीं। फिर कोशिश जारी है…',
  invalidChannel: 'यह जमा पता नहीं दिखा सकते। कृपया स्टोर से संपर्क करें।',
  channelWalletDidNotOpen: 'वॉलेट ऐप नहीं खुला। पता ख़ुद वॉलेट में कॉपी करें।',
} satisfies ChannelTranslation);

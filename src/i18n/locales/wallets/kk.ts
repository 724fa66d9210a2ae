/** Kazakh (kk) browser-wallet words, in Cyrillic as kk.ts: әмиян, желі, төлем and QR код as in kk.ts, "транзакция" unsourced; each name before a separate word ("${wallet} арқылы", "${network} желісінде"), so no suffix has to follow a name's vowels; the polite "сіз", as in kk.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'kk',
  $name: 'Қазақ тілі',
  $dir: 'ltr',
  walletsHeading: 'Браузер әмиянынан төлеу',
  payWith: (wallet) => `${wallet} арқылы төлеу`,
  confirmInWallet: (wallet) => `Төлемді ${wallet} әмиянында растаңыз.`,
  walletCancelled: 'Сұрауды әмиянда болдырмадыңыз. Ештеңе жіберілмеді.',
  walletWrongChain: (network) =>
    `Әмияныңыз ${network} желісінде емес, сондықтан ештеңе жіберілмеді. Әмиянды ${network} желісіне ауыстырып, қайталап көріңіз.`,
  walletChainUnknown: (network) =>
    `Әмияныңызда ${network} желісі жоқ, сондықтан ештеңе жіберілмеді. ${network} желісін әмиянға қосып, қайталап көріңіз немесе QR кодты не мекенжайды пайдаланыңыз.`,
  walletBusy:
    'Әмияныңыз алдыңғы сұрауды күтіп тұр. Оны ашып, сол сұрауды аяқтаңыз не жабыңыз, содан кейін қайталап көріңіз.',
  walletFailed: 'Әмиян төлемді жібере алмады. Қайталап көріңіз немесе QR кодты не мекенжайды пайдаланыңыз.',
  walletSent: 'Әмияныңыздан жіберілді',
  walletSentNext: 'Бұл бетті ашық қалдырыңыз: төлем түскен бойда ол өзгереді. Төлемді қайта жібермеңіз.',
  transaction: 'Транзакция',
  viewTransaction: 'Транзакцияны көру',
} satisfies WalletTranslation);

/** Serbian (sr) browser-wallet words, in Cyrillic as sr.ts: новчаник, мрежа, уплата and QR код as in sr.ts, each name after its noun ("новчаником ${wallet}"), so that no case ending is put on a name; "трансакција" unsourced; the informal "ти", as in sr.ts, with the request and the payment, not the payer, as the subject of what was cancelled and sent, so no word takes a gender. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'sr',
  $name: 'Српски',
  $dir: 'ltr',
  walletsHeading: 'Плати новчаником у прегледачу',
  payWith: (wallet) => `Плати новчаником ${wallet}`,
  confirmInWallet: (wallet) => `Потврди уплату у новчанику ${wallet}.`,
  walletCancelled: 'Захтев је отказан у новчанику. Ништа није послато.',
  walletWrongChain: (network) =>
    `Новчаник није на мрежи ${network}, па ништа није послато. Пребаци га на мрежу ${network} и покушај поново.`,
  walletChainUnknown: (network) =>
    `Новчаник нема мрежу ${network}, па ништа није послато. Додај мрежу ${network} у новчаник и покушај поново или употреби QR код или адресу.`,
  walletBusy: 'Новчаник још чека ранији захтев. Отвори га, заврши или затвори тај захтев, па покушај поново.',
  walletFailed: 'Новчаник није могао да пошаље уплату. Покушај поново или употреби QR код или адресу.',
  walletSent: 'Послато из новчаника',
  walletSentNext: 'Остави ову страницу отвореном: промениће се чим уплата стигне. Не шаљи је поново.',
  transaction: 'Трансакција',
  viewTransaction: 'Прикажи трансакцију',
} satisfies WalletTranslation);

/** Russian (ru) browser-wallet words: кошелёк, сеть, платёж and QR-код as in ru.ts, "транзакция" as Russian wallets write it (unsourced); polite plural address (вы), terse as in ru.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ru',
  $name: 'Русский',
  $dir: 'ltr',
  walletsHeading: 'Оплата из браузерного кошелька',
  payWith: (wallet) => `Оплатить через ${wallet}`,
  confirmInWallet: (wallet) => `Подтвердите платёж в ${wallet}.`,
  walletCancelled: 'Вы отменили запрос в кошельке. Ничего не отправлено.',
  walletWrongChain: (network) =>
    `Ваш кошелёк не в сети ${network}, поэтому ничего не отправлено. Переключите его на сеть ${network} и повторите попытку.`,
  walletChainUnknown: (network) =>
    `В вашем кошельке нет сети ${network}, поэтому ничего не отправлено. Добавьте сеть ${network} в кошелёк и повторите попытку или воспользуйтесь QR-кодом или адресом.`,
  walletBusy:
    'Кошелёк ещё ждёт ответа на предыдущий запрос. Откройте его, завершите или закройте этот запрос, затем повторите попытку.',
  walletFailed: 'Кошельку не удалось отправить платёж. Повторите попытку или воспользуйтесь QR-кодом или адресом.',
  walletSent: 'Отправлено из кошелька',
  walletSentNext: 'Не закрывайте эту страницу: она обновится, как только платёж поступит. Не отправляйте его повторно.',
  transaction: 'Транзакция',
  viewTransaction: 'Посмотреть транзакцию',
} satisfies WalletTranslation);

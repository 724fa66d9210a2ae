/** Bulgarian (bg) browser-wallet words: портфейл, мрежа, плащане and QR код as in bg.ts, "транзакция" unsourced; polite plural address (Вие) in sentences and the short imperative on buttons, as in bg.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'bg',
  $name: 'Български',
  $dir: 'ltr',
  walletsHeading: 'Плащане с портфейл в браузъра',
  payWith: (wallet) => `Плащане с ${wallet}`,
  confirmInWallet: (wallet) => `Потвърдете плащането в ${wallet}.`,
  walletCancelled: 'Отказахте в портфейла си. Нищо не е изпратено.',
  walletWrongChain: (network) =>
    `Портфейлът ви не е в мрежата ${network}, затова нищо не е изпратено. Превключете го към мрежата ${network} и опитайте отново.`,
  walletChainUnknown: (network) =>
    `Портфейлът ви няма мрежата ${network}, затова нищо не е изпратено. Добавете ${network} към портфейла си и опитайте отново или използвайте QR кода или адреса.`,
  walletBusy:
    'Портфейлът ви има незавършена предишна заявка. Отворете го, завършете или затворете тази заявка и опитайте отново.',
  walletFailed: 'Портфейлът ви не успя да изпрати плащането. Опитайте отново или използвайте QR кода или адреса.',
  walletSent: 'Изпратено от портфейла ви',
  walletSentNext:
    'Оставете страницата отворена: тя ще се промени веднага щом плащането пристигне. Не го изпращайте отново.',
  transaction: 'Транзакция',
  viewTransaction: 'Виж транзакцията',
} satisfies WalletTranslation);

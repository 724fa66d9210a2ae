/** Ukrainian (uk) browser-wallet words: гаманець, мережа, платіж and QR-код as in uk.ts, "транзакція" as Ukrainian wallets write it (unsourced); polite plural address (ви), terse as in uk.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'uk',
  $name: 'Українська',
  $dir: 'ltr',
  walletsHeading: 'Оплата з браузерного гаманця',
  payWith: (wallet) => `Оплатити через ${wallet}`,
  confirmInWallet: (wallet) => `Підтвердьте платіж у ${wallet}.`,
  walletCancelled: 'Ви скасували запит у гаманці. Нічого не надіслано.',
  walletWrongChain: (network) =>
    `Ваш гаманець не в мережі ${network}, тому нічого не надіслано. Перемкніть його на мережу ${network} і спробуйте ще раз.`,
  walletChainUnknown: (network) =>
    `У вашому гаманці немає мережі ${network}, тому нічого не надіслано. Додайте мережу ${network} до гаманця і спробуйте ще раз або скористайтеся QR-кодом чи адресою.`,
  walletBusy:
    'Гаманець ще чекає на відповідь на попередній запит. Відкрийте його, завершіть або закрийте цей запит, а потім спробуйте ще раз.',
  walletFailed: 'Гаманцю не вдалося надіслати платіж. Спробуйте ще раз або скористайтеся QR-кодом чи адресою.',
  walletSent: 'Надіслано з гаманця',
  walletSentNext: 'Не закривайте цю сторінку: вона оновиться, щойно платіж надійде. Не надсилайте його повторно.',
  transaction: 'Транзакція',
  viewTransaction: 'Переглянути транзакцію',
} satisfies WalletTranslation);

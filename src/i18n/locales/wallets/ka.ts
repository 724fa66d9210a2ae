/** Georgian (ka) browser-wallet words: საფულე, ქსელი, გადახდა and QR კოდი as in ka.ts, "ტრანზაქცია" unsourced; each name before its noun ("${wallet} საფულით", "${network} ქსელში"), so no suffix is put on a name; the polite plural, as in ka.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ka',
  $name: 'ქართული',
  $dir: 'ltr',
  walletsHeading: 'გადახდა ბრაუზერის საფულით',
  payWith: (wallet) => `${wallet} საფულით გადახდა`,
  confirmInWallet: (wallet) => `დაადასტურეთ გადახდა ${wallet} საფულეში.`,
  walletCancelled: 'თქვენ გააუქმეთ მოთხოვნა საფულეში. არაფერი გაგზავნილა.',
  walletWrongChain: (network) =>
    `თქვენი საფულე ${network} ქსელში არ არის, ამიტომ არაფერი გაგზავნილა. გადართეთ საფულე ${network} ქსელზე და ხელახლა სცადეთ.`,
  walletChainUnknown: (network) =>
    `თქვენს საფულეში ${network} ქსელი არ არის დამატებული, ამიტომ არაფერი გაგზავნილა. დაამატეთ ${network} ქსელი საფულეში და ხელახლა სცადეთ, ან გამოიყენეთ QR კოდი ან მისამართი.`,
  walletBusy:
    'თქვენი საფულე ჯერ კიდევ ელოდება წინა მოთხოვნას. გახსენით ის, დაასრულეთ ან დახურეთ ეს მოთხოვნა და ხელახლა სცადეთ.',
  walletFailed: 'საფულემ ვერ გააგზავნა გადახდა. ხელახლა სცადეთ ან გამოიყენეთ QR კოდი ან მისამართი.',
  walletSent: 'გაიგზავნა თქვენი საფულიდან',
  walletSentNext: 'დატოვეთ ეს გვერდი ღია: ის შეიცვლება, როგორც კი გადახდა მოვა. ხელახლა ნუ გადაიხდით.',
  transaction: 'ტრანზაქცია',
  viewTransaction: 'ტრანზაქციის ნახვა',
} satisfies WalletTranslation);

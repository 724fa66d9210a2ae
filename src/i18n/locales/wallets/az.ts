/** Azerbaijani (az) browser-wallet words: pulqabı, şəbəkə, ödəniş and QR kod as in az.ts, "tranzaksiya" unsourced; each name before a separate word ("${wallet} ilə", "${network} şəbəkəsində"), so no suffix has to follow a name's vowels; the polite "siz" imperative, as in az.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'az',
  $name: 'Azərbaycanca',
  $dir: 'ltr',
  walletsHeading: 'Brauzer pulqabından ödəniş',
  payWith: (wallet) => `${wallet} ilə ödəyin`,
  confirmInWallet: (wallet) => `Ödənişi ${wallet} pulqabında təsdiqləyin.`,
  walletCancelled: 'Pulqabınızda ləğv etdiniz. Heç nə göndərilmədi.',
  walletWrongChain: (network) =>
    `Pulqabınız ${network} şəbəkəsində deyil, ona görə heç nə göndərilmədi. Pulqabını ${network} şəbəkəsinə keçirin və yenidən cəhd edin.`,
  walletChainUnknown: (network) =>
    `Pulqabınızda ${network} şəbəkəsi yoxdur, ona görə heç nə göndərilmədi. ${network} şəbəkəsini pulqabınıza əlavə edib yenidən cəhd edin, ya da QR koddan və ya ünvandan istifadə edin.`,
  walletBusy:
    'Pulqabınız əvvəlki sorğunu gözləyir. Onu açın, həmin sorğunu tamamlayın və ya bağlayın, sonra yenidən cəhd edin.',
  walletFailed: 'Pulqabınız ödənişi göndərə bilmədi. Yenidən cəhd edin, ya da QR koddan və ya ünvandan istifadə edin.',
  walletSent: 'Pulqabınızdan göndərildi',
  walletSentNext: 'Bu səhifəni açıq saxlayın: ödəniş çatan kimi dəyişəcək. Ödənişi yenidən göndərməyin.',
  transaction: 'Tranzaksiya',
  viewTransaction: 'Tranzaksiyaya baxın',
} satisfies WalletTranslation);

/** Azerbaijani (az) coin picker words: "ödəniş" as BTCPay's Azerbaijani checkout has it, "ödəniş üsulu" and "kriptovalyuta" unsourced; mağaza and the polite "siz" imperative, as in az.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'az',
  $name: 'Azərbaycanca',
  $dir: 'ltr',
  chooseMethod: 'Ödəniş üsulunu seçin',
  searchMethods: 'Kriptovalyuta və şəbəkə axtarın',
  noMethodMatches: 'Axtarışınıza uyğun kriptovalyuta və ya şəbəkə yoxdur.',
  noMethods: 'Bu sifariş üçün heç bir ödəniş üsulu mövcud deyil. Mağaza ilə əlaqə saxlayın.',
  continueToPay: 'Davam edin',
  preparingPayment: 'Ödənişiniz hazırlanır…',
  methodFailed: 'Bu ödəniş üsulunu qurmaq mümkün olmadı. Onu yenidən və ya başqasını seçin.',
  payWithAnotherCoin: 'Başqa kriptovalyuta ilə ödəyin',
  switchWarning:
    'Əgər ödənişi artıq göndərmisinizsə, kriptovalyutanı dəyişməyin: onun çatmasını gözləyin və ya mağaza ilə əlaqə saxlayın.',
  switchAnyway: 'Başqa kriptovalyuta seçin',
  keepMethod: 'Bu ödənişdə qalın',
} satisfies PickerTranslation);

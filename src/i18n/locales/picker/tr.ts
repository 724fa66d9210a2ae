/** Turkish (tr) coin picker words: "Ödeme Yöntemi Seçin" and "Devam et" as Cake Wallet has them, "coin" as Trezor Suite writes it in Turkish; polite plural address (siz) in sentences and the short imperative on buttons, as in tr.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'tr',
  $name: 'Türkçe',
  $dir: 'ltr',
  chooseMethod: 'Ödeme yöntemi seçin',
  searchMethods: 'Coin veya ağ ara',
  noMethodMatches: 'Aramanızla eşleşen coin veya ağ yok.',
  noMethods: 'Bu sipariş için kullanılabilir ödeme yöntemi yok. Lütfen mağazayla iletişime geçin.',
  continueToPay: 'Devam et',
  preparingPayment: 'Ödemeniz hazırlanıyor…',
  methodFailed: 'Bu ödeme yöntemi ayarlanamadı. Tekrar seçin veya başka bir yöntem seçin.',
  payWithAnotherCoin: 'Başka bir coin ile öde',
  switchWarning:
    'Zaten ödeme gönderdiyseniz coin değiştirmeyin: ödemenin ulaşmasını bekleyin veya mağazayla iletişime geçin.',
  switchAnyway: 'Başka coin seç',
  keepMethod: 'Bu ödemeyle devam et',
} satisfies PickerTranslation);

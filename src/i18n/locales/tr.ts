/** Turkish (tr): terms as Turkish exchange and wallet UIs use them (para yatırma adresi, hedef etiketi, memo, ağ, tutar, QR kodu), Tonkeeper's "yorum" for TON; polite plural address (siz). A noun after a numeral stays singular, so Intl's duration ("5 dakika", "5 saniye") fits as it is. The tag's label puts the Latin "Tag" first, as the exchanges' help pages keep it (src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/** The memo by its kind, in the accusative (a suffix after it follows its last vowel, so such sentences are written whole). */
const ACC = { 'destination-tag': 'hedef etiketini', memo: 'memoyu', comment: 'yorumu' };
const acc = (memo: MemoKind) => ACC[memo];

registerTranslation({
  $code: 'tr',
  $name: 'Türkçe',
  $dir: 'ltr',
  loading: 'Ödeme yükleniyor…',
  loadRetrying: 'Mağazaya ulaşılmaya çalışılıyor…',
  renewing: 'Yeni kur alınıyor…',
  amountDue: 'Ödenecek tutar',
  orderTotal: 'Sipariş toplamı',
  rate: (charged, rate, billed) => `Sabitlenen kur: 1 ${charged} = ${rate} ${billed}`,
  network: 'Ağ',
  networkWarning: (currency, network) =>
    `Yalnızca ${network} ağı üzerinden ${currency} gönderin. Buraya gönderilen başka her şey kaybolabilir.`,
  address: 'Para yatırma adresi',
  qrLabel: (address) => `Para yatırma adresinin QR kodu: ${address}`,
  qrUriLabel: (amount, currency, address) => `Ödeme isteğinin QR kodu: ${amount} ${currency}, alıcı ${address}`,
  qrContent: 'QR kodunun içeriği',
  qrWithAmount: 'Tutarla',
  qrAddressOnly: 'Yalnızca adres',
  qrCarriesMemo: (memo) =>
    ({
      'destination-tag': 'Bu kod hedef etiketini de içerir.',
      memo: 'Bu kod memoyu da içerir.',
      comment: 'Bu kod yorumu da içerir.',
    })[memo],
  qrLacksMemo: (memo) => `Bu kod yalnızca adresi içerir: ${acc(memo)} kendiniz girin.`,
  qrLacksAmount: (memo) => `Bu kod yalnızca adresi içerir: tutarı${memo ? ` ve ${acc(memo)}` : ''} kendiniz girin.`,
  scanWithPhone: 'Telefonunuzdaki cüzdanla tarayın',
  payFromAnotherDevice: 'Başka bir cihazdan ödeme',
  openInWallet: 'Cüzdanda aç',
  walletDidNotOpen: 'Hiçbir cüzdan uygulaması açılmadı. Bunun yerine tutarı ve adresi cüzdanınıza kopyalayın.',
  memoLabel: { 'destination-tag': 'Tag (hedef etiketi)', memo: 'Memo', comment: 'Yorum' },
  memoWarning: (memo) =>
    ({
      'destination-tag': 'Hedef etiketi zorunludur. Cüzdanınızda girin: hedef etiketi olmadan ödeme kaybolabilir.',
      memo: 'Memo zorunludur. Cüzdanınızda girin: memo olmadan ödeme kaybolabilir.',
      comment: 'Yorum zorunludur. Cüzdanınızda girin: yorum olmadan ödeme kaybolabilir.',
    })[memo],
  memoConfirm: (memo, value) => `${value} ${acc(memo)} gireceğim`,
  memoConfirmHint: (memo) => `Adresi görmek için ${acc(memo)} gireceğinizi onaylayın.`,
  expiresIn: 'Kalan süre',
  timeLeft: (duration) => `Ödeme için ${duration} kaldı.`,
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  copiedAnnouncement: (what) => `Kopyalandı: ${what}.`,
  copyByHand: 'Metin seçildi: kopyalamak için Ctrl+C (Mac’te ⌘+C) tuşlarına basın.',
  openPaymentPage: 'Ödeme hizmetinin sayfasında öde',
  buyNft: 'NFT’yi satın alarak öde',
  openInstructions: 'Ödeme bağlantısını aç',
  openNft: 'NFT ilanını aç',
  instructionLink: 'Ödeme bağlantısının QR kodu',
  scanInstructions: 'Ödeme bağlantısını açmak için telefonunuzla tarayın.',
  fieldLabels: {
    exchange: 'Borsa',
    prepayId: 'Ödeme kimliği',
    amount: 'Tutar',
    currency: 'Para birimi',
    expiresAt: 'Son geçerlilik',
    collection: 'Koleksiyon',
    tokenId: 'Token kimliği',
    price: 'Fiyat',
    priceCurrency: 'Fiyat para birimi',
  },
  paidAmount: 'Tutar',
  invoiceId: 'Fatura',
  orderReference: 'Sipariş',
  quoteReference: 'Mağazayla iletişime geçerseniz bunları belirtin:',
  status: {
    pending: { title: 'Ödemeniz bekleniyor', body: '' },
    processing: {
      title: 'Ödeme alındı',
      body: 'Ağ onayı bekleniyor. Bu sayfayı kapatabilirsiniz: ödeme onaylandığında mağazaya bildirilir.',
    },
    complete: { title: 'Ödeme tamamlandı', body: 'Teşekkürler. Ödemeniz alındı.' },
    expired: {
      title: 'Bu ödemenin süresi doldu',
      body: 'Kur artık sabit değil. Bu fatura için şimdi ödeme göndermeyin.',
    },
    cancelled: { title: 'Bu ödeme iptal edildi', body: 'Bu fatura için ödeme göndermeyin.' },
    rejected: { title: 'Bu ödeme reddedildi', body: 'Ödemenizle ilgili lütfen mağazayla iletişime geçin.' },
    onHold: {
      title: 'Ödeme beklemede',
      body: 'Ödemeniz inceleniyor. Gerekirse mağaza sizinle iletişime geçecek.',
    },
  },
  alreadySent: 'Zaten ödeme gönderdiniz mi? Başka ödeme göndermeyin: mağazayla iletişime geçin.',
  renew: 'Yeni kur al',
  invalidInvoice: 'Bu ödeme gösterilemiyor. Lütfen mağazayla iletişime geçin.',
  loadFailed: 'Ödeme yüklenemedi.',
  tryAgain: 'Tekrar dene',
  paymentChanged:
    'Bu sayfa açıkken ödeme bilgileri değişti. Daha önce gösterilen bilgilerle ödeme göndermeyin. Zaten gönderdiyseniz mağazayla iletişime geçin.',
  redirectingIn: (duration) => `${duration} içinde mağazaya dönülüyor.`,
  continueNow: 'Şimdi devam et',
  stay: 'Bu sayfada kal',
  returnToShop: 'Mağazaya dön',
  closePage: 'Bu sayfayı kapatabilirsiniz.',
  redirectRefused: 'Lütfen mağazaya kendiniz dönün.',
} satisfies Translation);

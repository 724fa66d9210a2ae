/** Turkish (tr) channel words: "para yatırma" for a deposit, as in tr.ts's "para yatırma adresi"; polite plural address (siz), as in tr.ts. The currency stands before "cinsinden", so it takes no suffix. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'tr',
  $name: 'Türkçe',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} yatırın`,
  channelCredit: (currency) =>
    `Bu adres kalıcı olarak sizindir: istediğiniz tutarı, istediğiniz sıklıkta gönderin. Her yatırma işlemi dönüştürülür ve hesabınıza ${currency} cinsinden yansıtılır.`,
  channelDisabled: {
    title: 'Para yatırma duraklatıldı',
    body: 'Bu adrese gönderilenler hesaba yansıtılmaz. Buraya hiçbir şey göndermeyin: mağazayla iletişime geçin.',
  },
  deposits: 'Yatırma işlemleriniz',
  noDeposits: 'Henüz yatırma işlemi yok. Bir yatırma işlemi, ağ onu gördüğü anda burada görünür.',
  noDepositsDisabled: 'Bu adrese yatırma işlemi yok.',
  depositSent: 'Gönderilen',
  depositRate: 'Kur',
  depositFee: 'İşlem ücreti',
  depositConsolidationFee: 'Konsolidasyon ücreti',
  depositTransaction: 'İşlem kimliği',
  depositStatus: { completed: 'Hesaba yansıtıldı', pending: 'İşleniyor', rejected: 'Hesaba yansıtılmadı' },
  depositReceived: (amount, currency) => `Yatırma işlemi alındı: ${amount} ${currency}.`,
  depositsUnavailable: 'Yatırma işlemleriniz şu anda yüklenemiyor. Yeniden deneniyor…',
  invalidChannel: 'Bu para yatırma adresi gösterilemiyor. Lütfen mağazayla iletişime geçin.',
  channelWalletDidNotOpen: 'Hiçbir cüzdan uygulaması açılmadı. Bunun yerine adresi cüzdanınıza kopyalayın.',
} satisfies ChannelTranslation);

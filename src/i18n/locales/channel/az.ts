/** Azerbaijani (az) channel words: "depozit" and "depozit ünvanı" as in az.ts, "mağaza", the polite "siz". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'az',
  $name: 'Azərbaycanca',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} depozit edin`,
  channelCredit: (currency) =>
    `Bu ünvan həmişə sizindir: istənilən məbləği, istədiyiniz vaxt göndərin. Hər depozit ${currency} valyutasına çevrilir və hesabınıza yazılır.`,
  channelDisabled: {
    title: 'Depozitlər dayandırılıb',
    body: 'Bu ünvana göndərilən depozitlər hesabınıza yazılmır. Bura heç nə göndərməyin: mağaza ilə əlaqə saxlayın.',
  },
  deposits: 'Depozitləriniz',
  noDeposits: 'Hələ depozit yoxdur. Şəbəkə depoziti görən kimi burada görünəcək.',
  noDepositsDisabled: 'Bu ünvana depozit yoxdur.',
  depositSent: 'Göndərilən',
  depositRate: 'Məzənnə',
  depositFee: 'Emal haqqı',
  depositConsolidationFee: 'Konsolidasiya haqqı',
  depositTransaction: 'Əməliyyat ID-si',
  depositStatus: { completed: 'Hesaba yazıldı', pending: 'İşlənir', rejected: 'Hesaba yazılmadı' },
  depositReceived: (amount, currency) => `Depozit alındı: ${amount} ${currency}.`,
  depositsUnavailable: 'Depozitlərinizi indi yükləmək mümkün deyil. Yenidən cəhd edirik…',
  invalidChannel: 'Bu depozit ünvanını göstərmək mümkün deyil. Mağaza ilə əlaqə saxlayın.',
  channelWalletDidNotOpen: 'Heç bir pulqabı açılmadı. Ünvanı pulqabınıza kopyalayın.',
} satisfies ChannelTranslation);

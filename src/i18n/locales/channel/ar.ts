/** Arabic (ar) channel words: الإيداع and عنوان الإيداع as in ar.ts, المتجر, plain imperatives, يرجى where English says please. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ar',
  $name: 'العربية',
  $dir: 'rtl',
  // U+2068…U+2069 isolates each value by its own direction inside the right-to-left sentence, as in ar.ts.
  channelTitle: (currency) => `إيداع \u2068${currency}\u2069`,
  channelCredit: (currency) =>
    `هذا العنوان لك دائمًا: أرسل أي مبلغ، وكلما شئت. يُحوَّل كل إيداع إلى \u2068${currency}\u2069 ويُضاف إلى حسابك.`,
  channelDisabled: {
    title: 'الإيداعات متوقفة مؤقتًا',
    body: 'لا تُضاف الإيداعات المرسلة إلى هذا العنوان إلى حسابك. لا ترسل إليه أي شيء، وتواصل مع المتجر.',
  },
  deposits: 'إيداعاتك',
  noDeposits: 'لا توجد إيداعات بعد. يظهر الإيداع هنا بمجرد أن تراه الشبكة.',
  noDepositsDisabled: 'لا توجد إيداعات إلى هذا العنوان.',
  depositSent: 'المبلغ المرسل',
  depositRate: 'سعر الصرف',
  depositFee: 'رسوم المعالجة',
  depositConsolidationFee: 'رسوم التجميع',
  depositTransaction: 'معرّف المعاملة',
  depositStatus: { completed: 'أُضيف إلى حسابك', pending: 'قيد المعالجة', rejected: 'لم يُضف إلى حسابك' },
  depositReceived: (amount, currency) => `تم استلام إيداع: \u2068${amount} ${currency}\u2069.`,
  depositsUnavailable: 'تعذّر تحميل إيداعاتك الآن. جارٍ إعادة المحاولة…',
  invalidChannel: 'لا يمكن عرض عنوان الإيداع هذا. يرجى التواصل مع المتجر.',
  channelWalletDidNotOpen: 'لم يُفتح أي تطبيق محفظة. انسخ العنوان إلى محفظتك بدلًا من ذلك.',
} satisfies ChannelTranslation);

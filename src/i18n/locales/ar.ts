/** Arabic (ar): Modern Standard Arabic; terms as HollaEx, Cake Wallet, Xaman and BTCPay use them in Arabic (عنوان الإيداع, علامة الوجهة, مذكرة, الشبكة, المبلغ, نسخ, رمز QR), the TON comment as Tonkeeper (تعليق); plain imperatives for instructions, يرجى where English says please. The field labels put the Latin "Tag" and "Memo" beside the local word, as the exchanges' help pages keep them (Binance, OKX, MEXC: /work/shared/payment-terms.md, src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo with its article, for a sentence (علامة الوجهة is already definite), keyed by its kind. علامة and مذكرة are
 * feminine, تعليق masculine.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': 'علامة الوجهة', memo: 'المذكرة', comment: 'التعليق' };

registerTranslation({
  $code: 'ar',
  $name: 'العربية',
  $dir: 'rtl',
  loading: 'جارٍ تحميل الدفعة…',
  loadRetrying: 'لا نزال نحاول الاتصال بالمتجر…',
  renewing: 'جارٍ الحصول على سعر جديد…',
  amountDue: 'المبلغ المطلوب',
  orderTotal: 'إجمالي الطلب',
  // Unicode isolates keep values in order inside right-to-left sentences: U+2066…U+2069 sets the rate's
  // equation left to right as a whole, U+2068…U+2069 isolates a currency, network or memo by its own direction.
  rate: (charged, rate, billed) => `السعر مثبّت: \u20661 ${charged} = ${rate} ${billed}\u2069`,
  network: 'الشبكة',
  networkWarning: (currency, network) =>
    `أرسل \u2068${currency}\u2069 فقط عبر شبكة \u2068${network}\u2069. أي أصل آخر يُرسَل إلى هنا قد يضيع.`,
  address: 'عنوان الإيداع',
  qrLabel: (address) => `رمز QR لعنوان الإيداع ${address}`,
  qrUriLabel: (amount, currency, address) => `رمز QR لطلب دفع: ${amount} ${currency} إلى ${address}`,
  qrContent: 'محتوى رمز QR',
  qrWithAmount: 'مع المبلغ',
  qrAddressOnly: 'العنوان فقط',
  qrCarriesMemo: (memo) => `يتضمن هذا الرمز ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `يحتوي هذا الرمز على العنوان فقط: أدخل ${MEMO[memo]} بنفسك.`,
  qrLacksAmount: (memo) => `يحتوي هذا الرمز على العنوان فقط: أدخل المبلغ${memo ? ` و${MEMO[memo]}` : ''} بنفسك.`,
  scanWithPhone: 'امسح الرمز بمحفظة هاتفك',
  payFromAnotherDevice: 'الدفع من جهاز آخر',
  openInWallet: 'فتح في المحفظة',
  walletDidNotOpen: 'لم يُفتح أي تطبيق محفظة. انسخ المبلغ والعنوان إلى محفظتك بدلًا من ذلك.',
  memoLabel: { 'destination-tag': 'علامة الوجهة (Tag)', memo: 'مذكرة (Memo)', comment: 'تعليق' },
  memoWarning: (memo) =>
    memo == 'comment'
      ? 'التعليق مطلوب. أدخله في محفظتك، فبدونه قد تضيع الدفعة.'
      : `${MEMO[memo]} مطلوبة. أدخلها في محفظتك، فبدونها قد تضيع الدفعة.`,
  memoConfirm: (memo, value) => `سأضيف ${MEMO[memo]} \u2068${value}\u2069`,
  memoConfirmHint: (memo) => `أكّد أنك ستضيف ${MEMO[memo]} لعرض العنوان.`,
  expiresIn: 'الوقت المتبقي',
  timeLeft: (duration) => `الوقت المتبقي للدفع: ${duration}.`,
  copy: 'نسخ',
  copied: 'تم النسخ',
  copiedAnnouncement: (what) => `تم نسخ ${what}.`,
  copyByHand: 'النص محدد: اضغط Ctrl+C (أو ⌘+C على Mac) لنسخه.',
  openPaymentPage: 'الدفع في صفحة خدمة الدفع',
  buyNft: 'الدفع عبر شراء NFT',
  openInstructions: 'فتح رابط الدفع',
  openNft: 'فتح صفحة بيع NFT',
  instructionLink: 'رمز QR لرابط الدفع',
  scanInstructions: 'امسح الرمز بهاتفك لفتح رابط الدفع.',
  fieldLabels: {
    exchange: 'منصة التداول',
    prepayId: 'معرّف الدفع',
    amount: 'المبلغ',
    currency: 'العملة',
    expiresAt: 'ينتهي في',
    collection: 'المجموعة',
    tokenId: 'معرّف الرمز',
    price: 'السعر',
    priceCurrency: 'عملة السعر',
  },
  paidAmount: 'المبلغ',
  invoiceId: 'الفاتورة',
  orderReference: 'الطلب',
  quoteReference: 'اذكر هذه البيانات عند التواصل مع المتجر:',
  status: {
    pending: { title: 'في انتظار دفعتك', body: '' },
    processing: {
      title: 'تم استلام الدفعة',
      body: 'في انتظار تأكيد الشبكة. يمكنك إغلاق هذه الصفحة: سيُبلَّغ المتجر عند التأكيد.',
    },
    complete: { title: 'اكتمل الدفع', body: 'شكرًا لك. تم استلام دفعتك.' },
    expired: {
      title: 'انتهت صلاحية هذه الدفعة',
      body: 'لم يعد السعر محجوزًا. لا ترسل أي دفعة لهذه الفاتورة الآن.',
    },
    cancelled: { title: 'تم إلغاء هذه الدفعة', body: 'لا ترسل أي دفعة لهذه الفاتورة.' },
    rejected: { title: 'تم رفض هذه الدفعة', body: 'يرجى التواصل مع المتجر بشأن دفعتك.' },
    onHold: { title: 'الدفعة معلّقة', body: 'دفعتك قيد المراجعة. سيتواصل معك المتجر عند الحاجة.' },
  },
  alreadySent: 'هل أرسلت دفعة بالفعل؟ لا ترسل أخرى، وتواصل مع المتجر.',
  renew: 'الحصول على سعر جديد',
  invalidInvoice: 'لا يمكن عرض هذه الدفعة. يرجى التواصل مع المتجر.',
  loadFailed: 'تعذّر تحميل الدفعة.',
  tryAgain: 'إعادة المحاولة',
  paymentChanged:
    'تغيّرت تفاصيل الدفع أثناء فتح هذه الصفحة. لا ترسل دفعة بالتفاصيل السابقة. وإن كنت قد أرسلتها، فتواصل مع المتجر.',
  redirectingIn: (duration) => `الوقت المتبقي للعودة إلى المتجر: ${duration}.`,
  continueNow: 'المتابعة الآن',
  stay: 'البقاء في هذه الصفحة',
  returnToShop: 'العودة إلى المتجر',
  closePage: 'يمكنك إغلاق هذه الصفحة.',
  redirectRefused: 'يرجى العودة إلى المتجر بنفسك.',
} satisfies Translation);

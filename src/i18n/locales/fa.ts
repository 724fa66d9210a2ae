/** Persian (fa): terms as HollaEx, Cake Wallet and BTCPay use them in Persian (آدرس واریز, تگ مقصد, یادداشت (Memo), شبکه, مبلغ, کپی, کد QR), the TON comment as توضیحات; polite plural address (شما). توضیحات for the TON comment, as Iranian bank-transfer forms name a transfer's note, where نظر read as "opinion" (unsourced). The tag's label gives the Latin "Tag" after the local word, as ar, he and ur do and the exchanges' help pages keep it (src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo's name inside a sentence: Persian has no articles or gender, so one form serves every sentence. Keyed by its
 * kind.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': 'تگ مقصد', memo: 'یادداشت (Memo)', comment: 'توضیحات' };

registerTranslation({
  $code: 'fa',
  $name: 'فارسی',
  $dir: 'rtl',
  loading: 'در حال بارگذاری پرداخت…',
  loadRetrying: 'همچنان در تلاش برای اتصال به فروشگاه…',
  renewing: 'در حال دریافت نرخ جدید…',
  amountDue: 'مبلغ قابل پرداخت',
  orderTotal: 'مجموع سفارش',
  // Unicode isolates keep values in order inside right-to-left sentences: U+2066…U+2069 sets the rate's
  // equation left to right as a whole, U+2068…U+2069 isolates a currency, network or memo by its own direction.
  rate: (charged, rate, billed) => `نرخ ثابت‌شده: \u20661 ${charged} = ${rate} ${billed}\u2069`,
  network: 'شبکه',
  networkWarning: (currency, network) =>
    `فقط \u2068${currency}\u2069 را روی شبکه \u2068${network}\u2069 ارسال کنید. هر چیز دیگری که اینجا ارسال شود ممکن است از دست برود.`,
  address: 'آدرس واریز',
  qrLabel: (address) => `کد QR آدرس واریز ${address}`,
  qrUriLabel: (amount, currency, address) => `کد QR درخواست پرداخت: ${amount} ${currency} به ${address}`,
  qrContent: 'محتوای کد QR',
  qrWithAmount: 'با مبلغ',
  qrAddressOnly: 'فقط آدرس',
  qrCarriesMemo: (memo) => `این کد شامل ${MEMO[memo]} است.`,
  qrLacksMemo: (memo) => `این کد فقط آدرس را دارد: ${MEMO[memo]} را خودتان وارد کنید.`,
  qrLacksAmount: (memo) => `این کد فقط آدرس را دارد: مبلغ${memo ? ` و ${MEMO[memo]}` : ''} را خودتان وارد کنید.`,
  scanWithPhone: 'با کیف پول گوشی خود اسکن کنید',
  payFromAnotherDevice: 'پرداخت از دستگاه دیگر',
  openInWallet: 'باز کردن در کیف پول',
  walletDidNotOpen: 'برنامه کیف پول باز نشد. در عوض، مبلغ و آدرس را در کیف پول خود کپی کنید.',
  memoLabel: { 'destination-tag': 'تگ مقصد (Tag)', memo: 'یادداشت (Memo)', comment: 'توضیحات' },
  memoWarning: (memo) =>
    `${MEMO[memo]} الزامی است. آن را در کیف پول خود وارد کنید: بدون آن، ممکن است پرداخت از دست برود.`,
  memoConfirm: (memo, value) => `${MEMO[memo]} \u2068${value}\u2069 را وارد می‌کنم`,
  memoConfirmHint: (memo) => `برای دیدن آدرس، تأیید کنید که ${MEMO[memo]} را وارد می‌کنید.`,
  expiresIn: 'زمان باقی‌مانده',
  timeLeft: (duration) => `${duration} برای پرداخت باقی مانده است.`,
  copy: 'کپی',
  copied: 'کپی شد',
  copiedAnnouncement: (what) => `${what} کپی شد.`,
  copyByHand: 'متن انتخاب شده: برای کپی، Ctrl+C (در Mac، ⌘+C) را بزنید.',
  openPaymentPage: 'پرداخت در صفحه درگاه پرداخت',
  buyNft: 'پرداخت با خرید NFT',
  openInstructions: 'باز کردن لینک پرداخت',
  openNft: 'باز کردن صفحه فروش NFT',
  instructionLink: 'کد QR لینک پرداخت',
  scanInstructions: 'برای باز کردن لینک پرداخت، با گوشی خود اسکن کنید.',
  fieldLabels: {
    exchange: 'صرافی',
    prepayId: 'شناسه پرداخت',
    amount: 'مبلغ',
    currency: 'ارز',
    expiresAt: 'انقضا',
    collection: 'کالکشن',
    tokenId: 'شناسه توکن',
    price: 'قیمت',
    priceCurrency: 'ارز قیمت',
  },
  paidAmount: 'مبلغ',
  invoiceId: 'فاکتور',
  orderReference: 'سفارش',
  quoteReference: 'در تماس با فروشگاه، این موارد را ذکر کنید:',
  status: {
    pending: { title: 'در انتظار پرداخت شما', body: '' },
    processing: {
      title: 'پرداخت دریافت شد',
      body: 'در انتظار تأیید شبکه. می‌توانید این صفحه را ببندید: فروشگاه پس از تأیید مطلع می‌شود.',
    },
    complete: { title: 'پرداخت انجام شد', body: 'سپاسگزاریم. پرداخت شما دریافت شد.' },
    expired: {
      title: 'این پرداخت منقضی شده است',
      body: 'نرخ دیگر ثابت نیست. اکنون برای این فاکتور پرداختی ارسال نکنید.',
    },
    cancelled: { title: 'این پرداخت لغو شد', body: 'برای این فاکتور پرداختی ارسال نکنید.' },
    rejected: { title: 'این پرداخت رد شد', body: 'لطفاً درباره پرداخت خود با فروشگاه تماس بگیرید.' },
    onHold: {
      title: 'پرداخت در انتظار بررسی',
      body: 'پرداخت شما در حال بررسی است. در صورت نیاز، فروشگاه با شما تماس می‌گیرد.',
    },
  },
  alreadySent: 'قبلاً پرداخت کرده‌اید؟ دوباره پرداخت نکنید: با فروشگاه تماس بگیرید.',
  renew: 'دریافت نرخ جدید',
  invalidInvoice: 'این پرداخت قابل نمایش نیست. لطفاً با فروشگاه تماس بگیرید.',
  loadFailed: 'بارگذاری پرداخت ممکن نشد.',
  tryAgain: 'تلاش دوباره',
  paymentChanged:
    'جزئیات پرداخت زمانی که این صفحه باز بود تغییر کرد. با جزئیات قبلی پرداخت نکنید. اگر قبلاً پرداخت کرده‌اید، با فروشگاه تماس بگیرید.',
  redirectingIn: (duration) => `تا ${duration} دیگر به فروشگاه بازگردانده می‌شوید.`,
  continueNow: 'ادامه',
  stay: 'ماندن در این صفحه',
  returnToShop: 'بازگشت به فروشگاه',
  closePage: 'می‌توانید این صفحه را ببندید.',
  redirectRefused: 'لطفاً خودتان به فروشگاه بازگردید.',
} satisfies Translation);

/** Persian (fa) channel words: واریز and آدرس واریز as in fa.ts, فروشگاه; polite plural address (شما). */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'fa',
  $name: 'فارسی',
  $dir: 'rtl',
  // U+2068…U+2069 isolates each value by its own direction inside the right-to-left sentence, as in fa.ts.
  channelTitle: (currency) => `واریز \u2068${currency}\u2069`,
  channelCredit: (currency) =>
    `این آدرس همیشه متعلق به شماست: هر مبلغی را، هر چند بار که بخواهید، ارسال کنید. هر واریز به \u2068${currency}\u2069 تبدیل و به حساب شما افزوده می‌شود.`,
  channelDisabled: {
    title: 'واریز موقتاً متوقف شده است',
    body: 'واریزها به این آدرس به حساب شما افزوده نمی‌شوند. چیزی به آن ارسال نکنید: با فروشگاه تماس بگیرید.',
  },
  deposits: 'واریزهای شما',
  noDeposits: 'هنوز واریزی ثبت نشده است. هر واریز پس از دیده شدن در شبکه اینجا نمایش داده می‌شود.',
  noDepositsDisabled: 'هیچ واریزی به این آدرس ثبت نشده است.',
  depositSent: 'ارسال‌شده',
  depositRate: 'نرخ تبدیل',
  depositFee: 'کارمزد پردازش',
  depositConsolidationFee: 'کارمزد تجمیع',
  depositTransaction: 'شناسه تراکنش',
  depositStatus: { completed: 'به حساب افزوده شد', pending: 'در حال پردازش', rejected: 'به حساب افزوده نشد' },
  depositReceived: (amount, currency) => `واریز دریافت شد: \u2068${amount} ${currency}\u2069.`,
  depositsUnavailable: 'اکنون بارگذاری واریزهای شما ممکن نیست. در حال تلاش دوباره…',
  invalidChannel: 'این آدرس واریز قابل نمایش نیست. لطفاً با فروشگاه تماس بگیرید.',
  channelWalletDidNotOpen: 'برنامه کیف پول باز نشد. در عوض، آدرس را در کیف پول خود کپی کنید.',
} satisfies ChannelTranslation);

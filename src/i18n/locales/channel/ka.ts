/** Georgian (ka) channel words: "დეპოზიტი" and "დეპოზიტის მისამართი" as in ka.ts, "მაღაზია", the polite plural. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ka',
  $name: 'ქართული',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} დეპოზიტი`,
  channelCredit: (currency) =>
    `ეს მისამართი ყოველთვის თქვენია: გამოგზავნეთ ნებისმიერი თანხა, ნებისმიერ დროს. ყოველი დეპოზიტი გადაიცვლება ${currency}-ში და აისახება თქვენს ანგარიშზე.`,
  channelDisabled: {
    title: 'დეპოზიტები შეჩერებულია',
    body: 'ამ მისამართზე დეპოზიტები ანგარიშზე არ აისახება. არაფერი გამოგზავნოთ: მიმართეთ მაღაზიას.',
  },
  deposits: 'თქვენი დეპოზიტები',
  noDeposits: 'დეპოზიტები ჯერ არ არის. დეპოზიტი აქ გამოჩნდება, როგორც კი ქსელი დაინახავს.',
  noDepositsDisabled: 'ამ მისამართზე დეპოზიტები არ არის.',
  depositSent: 'გამოგზავნილი',
  depositRate: 'კურსი',
  depositFee: 'დამუშავების საკომისიო',
  depositConsolidationFee: 'კონსოლიდაციის საკომისიო',
  depositTransaction: 'ტრანზაქციის ID',
  depositStatus: { completed: 'აისახა', pending: 'მუშავდება', rejected: 'არ აისახა' },
  depositReceived: (amount, currency) => `დეპოზიტი მიღებულია: ${amount} ${currency}.`,
  depositsUnavailable: 'დეპოზიტები ახლა ვერ ჩაიტვირთა. ვცდილობთ თავიდან…',
  invalidChannel: 'ამ დეპოზიტის მისამართის ჩვენება ვერ ხერხდება. მიმართეთ მაღაზიას.',
  channelWalletDidNotOpen: 'საფულე არ გაიხსნა. დააკოპირეთ მისამართი საფულეში.',
} satisfies ChannelTranslation);

/** Armenian (hy) channel words: "ավանդ" and "ավանդի հասցե" as in hy.ts, "խանութ", the polite plural. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'hy',
  $name: 'Հայերեն',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} ավանդ`,
  channelCredit: (currency) =>
    `Այս հասցեն միշտ ձերն է․ ուղարկեք ցանկացած գումար, երբ ուզեք։ Յուրաքանչյուր ավանդ փոխարկվում է ${currency}-ի և մուտքագրվում ձեր հաշվին։`,
  channelDisabled: {
    title: 'Ավանդները դադարեցված են',
    body: 'Այս հասցեով ավանդները ձեր հաշվին չեն մուտքագրվում։ Ոչինչ մի ուղարկեք․ դիմեք խանութին։',
  },
  deposits: 'Ձեր ավանդները',
  noDeposits: 'Ավանդներ դեռ չկան։ Ավանդն այստեղ կերևա, հենց ցանցը տեսնի այն։',
  noDepositsDisabled: 'Այս հասցեին ավանդներ չկան։',
  depositSent: 'Ուղարկված',
  depositRate: 'Փոխարժեք',
  depositFee: 'Մշակման վճար',
  depositConsolidationFee: 'Համախմբման վճար',
  depositTransaction: 'Գործարքի ID',
  depositStatus: { completed: 'Մուտքագրված', pending: 'Մշակվում է', rejected: 'Չմուտքագրված' },
  depositReceived: (amount, currency) => `Ավանդ ստացվեց՝ ${amount} ${currency}։`,
  depositsUnavailable: 'Ձեր ավանդներն այժմ չեն բեռնվում։ Կրկին փորձում ենք…',
  invalidChannel: 'Այս ավանդի հասցեն հնարավոր չէ ցույց տալ։ Դիմեք խանութին։',
  channelWalletDidNotOpen: 'Դրամապանակը չբացվեց։ Պատճենեք հասցեն դրամապանակ։',
} satisfies ChannelTranslation);

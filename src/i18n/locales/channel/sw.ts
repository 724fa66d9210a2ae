/** Swahili (sw) channel words: "kuweka" (deposit) and "anwani ya kuweka" as in sw.ts, "duka", plain singular imperatives. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'sw',
  $name: 'Kiswahili',
  $dir: 'ltr',
  channelTitle: (currency) => `Weka ${currency}`,
  channelCredit: (currency) =>
    `Anwani hii ni yako daima: tuma kiasi chochote, wakati wowote. Kila kiasi unachoweka hubadilishwa kuwa ${currency} na kuingizwa kwenye akaunti yako.`,
  channelDisabled: {
    title: 'Uwekaji umesitishwa',
    body: 'Kiasi kinachotumwa kwenye anwani hii hakiingizwi kwenye akaunti yako. Usitume chochote hapa: wasiliana na duka.',
  },
  deposits: 'Uwekaji wako',
  noDeposits: 'Bado hakuna uwekaji. Utaonekana hapa mara tu mtandao unapouona.',
  noDepositsDisabled: 'Hakuna uwekaji kwenye anwani hii.',
  depositSent: 'Kilichotumwa',
  depositRate: 'Kiwango cha ubadilishaji',
  depositFee: 'Ada ya uchakataji',
  depositConsolidationFee: 'Ada ya uunganishaji',
  depositTransaction: 'Kitambulisho cha muamala',
  depositStatus: { completed: 'Kimeingizwa', pending: 'Kinashughulikiwa', rejected: 'Hakikuingizwa' },
  depositReceived: (amount, currency) => `Uwekaji umepokelewa: ${amount} ${currency}.`,
  depositsUnavailable: 'Uwekaji wako hauwezi kupakiwa sasa. Tunajaribu tena…',
  invalidChannel: 'Anwani hii ya kuweka haiwezi kuonyeshwa. Tafadhali wasiliana na duka.',
  channelWalletDidNotOpen: 'Hakuna pochi iliyofunguka. Nakili anwani kwenye pochi yako.',
} satisfies ChannelTranslation);

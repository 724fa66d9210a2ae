/** German (de) channel words: Einzahlung as Binance and Kraken write it; formal "Sie", as in de.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} einzahlen`,
  channelCredit: (currency) =>
    `Diese Adresse bleibt Ihre: Senden Sie beliebige Beträge, so oft Sie möchten. Jede Einzahlung wird umgerechnet und Ihrem Konto in ${currency} gutgeschrieben.`,
  channelDisabled: {
    title: 'Einzahlungen sind pausiert',
    body: 'Einzahlungen an diese Adresse werden nicht gutgeschrieben. Senden Sie nichts dorthin: Wenden Sie sich an den Shop.',
  },
  deposits: 'Ihre Einzahlungen',
  noDeposits: 'Noch keine Einzahlungen. Eine Einzahlung erscheint hier, sobald das Netzwerk sie sieht.',
  noDepositsDisabled: 'Keine Einzahlungen an diese Adresse.',
  depositSent: 'Gesendet',
  depositRate: 'Kurs',
  depositFee: 'Bearbeitungsgebühr',
  depositConsolidationFee: 'Konsolidierungsgebühr',
  depositTransaction: 'Transaktions-ID',
  depositStatus: { completed: 'Gutgeschrieben', pending: 'In Bearbeitung', rejected: 'Nicht gutgeschrieben' },
  depositReceived: (amount, currency) => `Einzahlung eingegangen: ${amount} ${currency}.`,
  depositsUnavailable: 'Ihre Einzahlungen können gerade nicht geladen werden. Neuer Versuch läuft…',
  invalidChannel: 'Diese Einzahlungsadresse kann nicht angezeigt werden. Bitte wenden Sie sich an den Shop.',
  channelWalletDidNotOpen: 'Keine Wallet-App hat sich geöffnet. Kopieren Sie stattdessen die Adresse in Ihre Wallet.',
} satisfies ChannelTranslation);

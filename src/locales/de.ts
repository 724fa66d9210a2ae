/** German (de): terms as Binance, Trezor Suite, Cake Wallet and BTCPay use them in German (Einzahlungsadresse, Destination-Tag, Memo, Netzwerk, Betrag); formal "Sie" as Binance and Kraken address customers. */
import type { MemoKind } from '../address.js';
import { registerTranslation, type Translation } from '../localize.js';

/** The memo in the cases and pronouns the sentences need: der Destination-Tag, das Memo, der Kommentar. */
const MEMO: Record<MemoKind, { nominative: string; accusative: string; pronoun: string; pronounAccusative: string }> = {
  'destination-tag': {
    nominative: 'Der Destination-Tag',
    accusative: 'den Destination-Tag',
    pronoun: 'er',
    pronounAccusative: 'ihn',
  },
  memo: { nominative: 'Das Memo', accusative: 'das Memo', pronoun: 'es', pronounAccusative: 'es' },
  comment: { nominative: 'Der Kommentar', accusative: 'den Kommentar', pronoun: 'er', pronounAccusative: 'ihn' },
};

registerTranslation({
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  loading: 'Zahlung wird geladen…',
  loadRetrying: 'Verbindung zum Shop wird weiter versucht…',
  renewing: 'Neuer Kurs wird abgerufen…',
  amountDue: 'Zu zahlender Betrag',
  orderTotal: 'Bestellsumme',
  rate: (charged, rate, billed) => `Fester Kurs: 1 ${charged} = ${rate} ${billed}`,
  network: 'Netzwerk',
  networkWarning: (currency, network) =>
    `Senden Sie nur ${currency} über das Netzwerk ${network}. Alles andere, was Sie an diese Adresse senden, kann verloren gehen.`,
  address: 'Einzahlungsadresse',
  qrLabel: (address) => `QR-Code der Einzahlungsadresse ${address}`,
  qrUriLabel: (amount, currency, address) => `QR-Code einer Zahlungsanforderung: ${amount} ${currency} an ${address}`,
  qrContent: 'Der QR-Code enthält',
  qrWithAmount: 'Mit Betrag',
  qrAddressOnly: 'Nur Adresse',
  qrCarriesMemo: (memo) => `Dieser Code enthält ${MEMO[memo].accusative}.`,
  qrLacksMemo: (memo) => `Dieser Code enthält nur die Adresse: Geben Sie ${MEMO[memo].accusative} selbst ein.`,
  scanWithPhone: 'Mit der Wallet auf Ihrem Smartphone scannen',
  payFromAnotherDevice: 'Mit einem anderen Gerät bezahlen',
  openInWallet: 'In Wallet öffnen',
  walletDidNotOpen:
    'Es hat sich keine Wallet-App geöffnet. Kopieren Sie stattdessen den Betrag und die Adresse in Ihre Wallet.',
  memoLabel: { 'destination-tag': 'Destination-Tag', memo: 'Memo', comment: 'Kommentar' },
  memoWarning: (memo) => {
    const { nominative, pronoun, pronounAccusative } = MEMO[memo];
    return `${nominative} ist erforderlich. Geben Sie ${pronounAccusative} in Ihrer Wallet ein: Fehlt ${pronoun}, kann die Zahlung verloren gehen.`;
  },
  memoConfirm: (memo, value) => `Ich gebe ${MEMO[memo].accusative} ${value} an`,
  memoConfirmHint: (memo) =>
    `Bestätigen Sie, dass Sie ${MEMO[memo].accusative} eingeben werden, um die Adresse zu sehen.`,
  expiresIn: 'Verbleibende Zeit',
  timeLeft: (duration) => `Noch ${duration} zum Bezahlen.`,
  copy: 'Kopieren',
  copied: 'Kopiert',
  copiedAnnouncement: (what) => `${what} kopiert.`,
  copyByHand: 'Der Text ist markiert: Drücken Sie Strg+C (⌘+C auf dem Mac), um ihn zu kopieren.',
  openPaymentPage: 'Zahlungsseite öffnen',
  buyNft: 'Durch Kauf des NFT bezahlen',
  openInstructions: 'Zahlungslink öffnen',
  openNft: 'NFT-Angebot öffnen',
  instructionLink: 'QR-Code des Zahlungslinks',
  scanInstructions: 'Scannen Sie mit Ihrem Smartphone, um den Zahlungslink zu öffnen.',
  fieldLabels: {
    exchange: 'Börse',
    prepayId: 'Zahlungs-ID',
    amount: 'Betrag',
    currency: 'Währung',
    expiresAt: 'Gültig bis',
    collection: 'Kollektion',
    tokenId: 'Token-ID',
    price: 'Preis',
    priceCurrency: 'Preiswährung',
  },
  paidAmount: 'Betrag',
  invoiceId: 'Rechnung',
  orderReference: 'Bestellung',
  quoteReference: 'Geben Sie diese Angaben an, wenn Sie den Shop kontaktieren:',
  status: {
    pending: { title: 'Warten auf Ihre Zahlung', body: '' },
    processing: {
      title: 'Zahlung eingegangen',
      body: 'Warten auf die Bestätigung durch das Netzwerk. Sie können diese Seite schließen: Der Shop wird benachrichtigt, sobald die Zahlung bestätigt ist.',
    },
    complete: { title: 'Zahlung abgeschlossen', body: 'Vielen Dank. Ihre Zahlung ist eingegangen.' },
    expired: {
      title: 'Diese Zahlung ist abgelaufen',
      body: 'Der Kurs gilt nicht mehr. Senden Sie jetzt keine Zahlung für diese Rechnung.',
    },
    cancelled: { title: 'Diese Zahlung wurde storniert', body: 'Senden Sie keine Zahlung für diese Rechnung.' },
    rejected: {
      title: 'Diese Zahlung wurde abgelehnt',
      body: 'Bitte wenden Sie sich wegen Ihrer Zahlung an den Shop.',
    },
    onHold: {
      title: 'Zahlung wird geprüft',
      body: 'Ihre Zahlung wird überprüft. Der Shop meldet sich bei Ihnen, falls nötig.',
    },
  },
  alreadySent:
    'Haben Sie bereits eine Zahlung gesendet? Senden Sie keine weitere, sondern wenden Sie sich an den Shop.',
  renew: 'Neuen Kurs abrufen',
  invalidInvoice: 'Diese Zahlung kann nicht angezeigt werden. Bitte wenden Sie sich an den Shop.',
  loadFailed: 'Die Zahlung konnte nicht geladen werden.',
  tryAgain: 'Erneut versuchen',
  paymentChanged:
    'Die Zahlungsdetails haben sich geändert, während diese Seite geöffnet war. Senden Sie keine Zahlung mit den zuvor angezeigten Details. Falls Sie das bereits getan haben, wenden Sie sich an den Shop.',
  redirectingIn: (duration) => `Sie werden in ${duration} zum Shop zurückgeleitet.`,
  continueNow: 'Jetzt weiter',
  stay: 'Auf dieser Seite bleiben',
  returnToShop: 'Zurück zum Shop',
  redirectRefused: 'Bitte kehren Sie selbst zum Shop zurück.',
} satisfies Translation);

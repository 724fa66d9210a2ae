/** Italian (it): terms as HollaEx, Trezor Suite, Xaman, Cake Wallet and BTCPay use them in Italian (indirizzo di deposito, tag di destinazione, memo, rete, importo); formal "Lei" in sentences, the usual imperative on buttons (Copia, Apri); "wallet" as Italian exchanges write it. */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/** The memo with its article (all three are masculine): il tag di destinazione, il memo, il commento. */
const MEMO: Record<MemoKind, string> = {
  'destination-tag': 'il tag di destinazione',
  memo: 'il memo',
  comment: 'il commento',
};

registerTranslation({
  $code: 'it',
  $name: 'Italiano',
  $dir: 'ltr',
  loading: 'Caricamento del pagamento…',
  loadRetrying: 'Nuovo tentativo di connessione al negozio…',
  renewing: 'Richiesta di un nuovo tasso…',
  amountDue: 'Importo da pagare',
  orderTotal: 'Totale dell’ordine',
  rate: (charged, rate, billed) => `Tasso bloccato: 1 ${charged} = ${rate} ${billed}`,
  network: 'Rete',
  networkWarning: (currency, network) =>
    `Invii solo ${currency} sulla rete ${network}. Qualsiasi altro invio a questo indirizzo potrebbe andare perso.`,
  address: 'Indirizzo di deposito',
  qrLabel: (address) => `Codice QR dell’indirizzo di deposito ${address}`,
  qrUriLabel: (amount, currency, address) =>
    `Codice QR di una richiesta di pagamento: ${amount} ${currency} a ${address}`,
  qrContent: 'Il codice QR contiene',
  qrWithAmount: 'Con importo',
  qrAddressOnly: 'Solo indirizzo',
  qrCarriesMemo: (memo) => `Questo codice include ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `Questo codice contiene solo l’indirizzo: inserisca ${MEMO[memo]} manualmente.`,
  qrLacksAmount: (memo) =>
    `Questo codice contiene solo l’indirizzo: inserisca l’importo${memo ? ` e ${MEMO[memo]}` : ''} manualmente.`,
  scanWithPhone: 'Scansioni con il wallet del suo telefono',
  payFromAnotherDevice: 'Paga da un altro dispositivo',
  openInWallet: 'Apri nel wallet',
  walletDidNotOpen: 'Non si è aperta nessuna app wallet. Copi invece l’importo e l’indirizzo nel suo wallet.',
  memoLabel: { 'destination-tag': 'Tag di destinazione', memo: 'Memo', comment: 'Commento' },
  memoWarning: (memo) =>
    `È obbligatorio inserire ${MEMO[memo]} nel suo wallet, altrimenti il pagamento potrebbe andare perso.`,
  memoConfirm: (memo, value) => `Includerò ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Confermi che inserirà ${MEMO[memo]} per vedere l’indirizzo.`,
  expiresIn: 'Tempo rimasto',
  timeLeft: (duration) => `Ha ancora ${duration} per pagare.`,
  copy: 'Copia',
  copied: 'Copiato',
  copiedAnnouncement: (what) => `Copiato: ${what}.`,
  copyByHand: 'Il testo è selezionato: prema Ctrl+C (⌘+C su Mac) per copiarlo.',
  openPaymentPage: 'Paga sulla pagina del servizio di pagamento',
  buyNft: 'Paga acquistando l’NFT',
  openInstructions: 'Apri il link di pagamento',
  openNft: 'Apri l’annuncio dell’NFT',
  instructionLink: 'Codice QR del link di pagamento',
  scanInstructions: 'Scansioni con il telefono per aprire il link di pagamento.',
  fieldLabels: {
    exchange: 'Piattaforma',
    prepayId: 'ID pagamento',
    amount: 'Importo',
    currency: 'Valuta',
    expiresAt: 'Scadenza',
    collection: 'Collezione',
    tokenId: 'ID token',
    price: 'Prezzo',
    priceCurrency: 'Valuta del prezzo',
  },
  paidAmount: 'Importo',
  invoiceId: 'Fattura',
  orderReference: 'Ordine',
  quoteReference: 'Indichi questi riferimenti se contatta il negozio:',
  status: {
    pending: { title: 'In attesa del suo pagamento', body: '' },
    processing: {
      title: 'Pagamento ricevuto',
      body: 'In attesa della conferma della rete. Può chiudere questa pagina: il negozio verrà avvisato alla conferma.',
    },
    complete: { title: 'Pagamento completato', body: 'Grazie. Il suo pagamento è stato ricevuto.' },
    expired: {
      title: 'Questo pagamento è scaduto',
      body: 'Il tasso non è più garantito. Non invii ora un pagamento per questa fattura.',
    },
    cancelled: { title: 'Questo pagamento è stato annullato', body: 'Non invii alcun pagamento per questa fattura.' },
    rejected: { title: 'Questo pagamento è stato rifiutato', body: 'Contatti il negozio in merito al suo pagamento.' },
    onHold: {
      title: 'Pagamento in verifica',
      body: 'Il suo pagamento è in fase di verifica. Il negozio la contatterà se necessario.',
    },
  },
  alreadySent: 'Ha già inviato un pagamento? Non ne invii un altro: contatti il negozio.',
  renew: 'Ottieni un nuovo tasso',
  invalidInvoice: 'Impossibile mostrare questo pagamento. Contatti il negozio.',
  loadFailed: 'Impossibile caricare il pagamento.',
  tryAgain: 'Riprova',
  paymentChanged:
    'I dettagli del pagamento sono cambiati mentre questa pagina era aperta. Non invii un pagamento con i dettagli mostrati in precedenza. Se lo ha già fatto, contatti il negozio.',
  redirectingIn: (duration) => `Ritorno al negozio tra ${duration}.`,
  continueNow: 'Continua ora',
  stay: 'Resta su questa pagina',
  returnToShop: 'Torna al negozio',
  closePage: 'Può chiudere questa pagina.',
  redirectRefused: 'Torni al negozio manualmente.',
} satisfies Translation);

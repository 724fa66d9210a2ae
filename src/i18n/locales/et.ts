/** Estonian (et): terms as Xaman uses them in Estonian (sihttunnus, memo, kopeeri, aadress); "sissemakse aadress", "võrk", "summa" (Xaman: "kogus", a quantity), "QR-kood" and "rahakott" unsourced; the Latin "Tag" and "Memo" kept as exchanges show them; the informal "sina" imperative of Estonian apps; the shop as "e-pood" where its comitative would be "poega", which also reads as "son". Intl's duration ("5 minutit") stands after a colon. */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo as an object, by its kind: nominative after an imperative ("sisesta sihttunnus"), genitive after a first or
 * second person ("sisestan sihttunnuse"), partitive after "sisaldab".
 */
const OBJ: Record<MemoKind, [nominative: string, genitive: string, partitive: string]> = {
  'destination-tag': ['sihttunnus', 'sihttunnuse', 'sihttunnust'],
  memo: ['Memo', 'Memo', 'Memo'],
  comment: ['kommentaar', 'kommentaari', 'kommentaari'],
};

registerTranslation({
  $code: 'et',
  $name: 'Eesti',
  $dir: 'ltr',
  loading: 'Makse laadimine…',
  loadRetrying: 'Proovime endiselt e-poega ühendust saada…',
  renewing: 'Uue kursi hankimine…',
  amountDue: 'Tasumisele kuuluv summa',
  orderTotal: 'Tellimuse summa',
  rate: (charged, rate, billed) => `Lukustatud kurss: 1 ${charged} = ${rate} ${billed}`,
  network: 'Võrk',
  networkWarning: (currency, network) =>
    `Saada ainult ${currency} võrgus ${network}. Kõik muu, mis siia saadetakse, võib kaduma minna.`,
  address: 'Sissemakse aadress',
  qrLabel: (address) => `Sissemakse aadressi ${address} QR-kood`,
  qrUriLabel: (amount, currency, address) => `Maksetaotluse QR-kood: ${amount} ${currency} aadressile ${address}`,
  qrContent: 'QR-kood sisaldab',
  qrWithAmount: 'Summaga',
  qrAddressOnly: 'Ainult aadressi',
  qrCarriesMemo: (memo) => `See kood sisaldab ka ${OBJ[memo][2]}.`,
  qrLacksMemo: (memo) => `See kood sisaldab ainult aadressi: sisesta ${OBJ[memo][0]} ise.`,
  qrLacksAmount: (memo) => `See kood sisaldab ainult aadressi: sisesta summa${memo ? ` ja ${OBJ[memo][0]}` : ''} ise.`,
  scanWithPhone: 'Skanni telefoni rahakotiga',
  payFromAnotherDevice: 'Maksa teisest seadmest',
  openInWallet: 'Ava rahakotis',
  walletDidNotOpen: 'Ükski rahakott ei avanenud. Kopeeri summa ja aadress oma rahakotti.',
  memoLabel: { 'destination-tag': 'Tag (sihttunnus)', memo: 'Memo', comment: 'Kommentaar' },
  memoWarning: (memo) => `Sisesta rahakotis kindlasti ${OBJ[memo][0]}, muidu võib makse kaduma minna.`,
  memoConfirm: (memo, value) => `Sisestan ${OBJ[memo][1]} ${value}`,
  memoConfirmHint: (memo) => `Kinnita, et sisestad ${OBJ[memo][1]}, ja aadress ilmub nähtavale.`,
  expiresIn: 'Aega jäänud',
  timeLeft: (duration) => `Maksmiseks on jäänud: ${duration}.`,
  copy: 'Kopeeri',
  copied: 'Kopeeritud',
  copiedAnnouncement: (what) => `Kopeeritud: ${what}.`,
  copyByHand: 'Tekst on valitud: vajuta kopeerimiseks Ctrl+C (Macis ⌘+C).',
  openPaymentPage: 'Maksa makseteenuse lehel',
  buyNft: 'Maksa NFT ostuga',
  openInstructions: 'Ava makselink',
  openNft: 'Ava NFT pakkumine',
  instructionLink: 'Makselingi QR-kood',
  scanInstructions: 'Skanni telefoniga, et avada makselink.',
  fieldLabels: {
    exchange: 'Börs',
    prepayId: 'Makse ID',
    amount: 'Summa',
    currency: 'Valuuta',
    expiresAt: 'Aegub',
    collection: 'Kollektsioon',
    tokenId: 'Tokeni ID',
    price: 'Hind',
    priceCurrency: 'Hinna valuuta',
  },
  paidAmount: 'Summa',
  invoiceId: 'Arve',
  orderReference: 'Tellimus',
  quoteReference: 'E-poega ühendust võttes maini neid:',
  status: {
    pending: { title: 'Ootame sinu makset', body: '' },
    processing: {
      title: 'Makse laekus',
      body: 'Ootame võrgu kinnitust. Võid selle lehe sulgeda: pood saab teada, kui makse on kinnitatud.',
    },
    complete: { title: 'Makse on tehtud', body: 'Aitäh! Sinu makse on kätte saadud.' },
    expired: {
      title: 'Selle makse aeg on läbi',
      body: 'Kurss ei kehti enam. Ära saada praegu selle arve eest makset.',
    },
    cancelled: { title: 'See makse tühistati', body: 'Ära saada selle arve eest makset.' },
    rejected: { title: 'See makse lükati tagasi', body: 'Võta makse asjus e-poega ühendust.' },
    onHold: {
      title: 'Makse on ootel',
      body: 'Sinu makset kontrollitakse. Vajaduse korral võtab pood sinuga ühendust.',
    },
  },
  alreadySent: 'Makse juba saadetud? Ära saada teist: võta e-poega ühendust.',
  renew: 'Hangi uus kurss',
  invalidInvoice: 'Seda makset ei saa kuvada. Võta e-poega ühendust.',
  loadFailed: 'Makset ei õnnestunud laadida.',
  tryAgain: 'Proovi uuesti',
  paymentChanged:
    'Makse andmed muutusid, kui see leht oli avatud. Ära saada makset varem näidatud andmetega. Kui juba saatsid, võta e-poega ühendust.',
  redirectingIn: (duration) => `Poodi naasmiseni on jäänud: ${duration}.`,
  continueNow: 'Jätka kohe',
  stay: 'Jää sellele lehele',
  returnToShop: 'Tagasi poodi',
  closePage: 'Võid selle lehe sulgeda.',
  redirectRefused: 'Palun mine ise poodi tagasi.',
} satisfies Translation);

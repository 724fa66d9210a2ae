/** Finnish (fi) browser-wallet words: lompakko, verkko, maksu and QR-koodi as in fi.ts, a name joined to its noun with " -" as fi.ts does (`${network} -verkossa`), so that no case ending is put on a name; "transaktio" unsourced; "sinä", as in fi.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'fi',
  $name: 'Suomi',
  $dir: 'ltr',
  walletsHeading: 'Maksa selaimen lompakolla',
  payWith: (wallet) => `Maksa ${wallet} -lompakolla`,
  confirmInWallet: (wallet) => `Vahvista maksu ${wallet} -lompakossa.`,
  walletCancelled: 'Peruutit lompakossasi. Mitään ei lähetetty.',
  walletWrongChain: (network) =>
    `Lompakkosi ei ole ${network} -verkossa, joten mitään ei lähetetty. Vaihda lompakko ${network} -verkkoon ja yritä uudelleen.`,
  walletChainUnknown: (network) =>
    `Lompakossasi ei ole ${network} -verkkoa, joten mitään ei lähetetty. Lisää ${network} -verkko lompakkoosi ja yritä uudelleen, tai käytä QR-koodia tai osoitetta.`,
  walletBusy:
    'Lompakkosi odottaa vielä aiempaa pyyntöä. Avaa lompakko, vie pyyntö loppuun tai sulje se ja yritä sitten uudelleen.',
  walletFailed: 'Lompakkosi ei voinut lähettää maksua. Yritä uudelleen tai käytä QR-koodia tai osoitetta.',
  walletSent: 'Lähetetty lompakostasi',
  walletSentNext: 'Pidä tämä sivu auki: se muuttuu heti, kun maksu saapuu. Älä lähetä maksua uudelleen.',
  transaction: 'Transaktio',
  viewTransaction: 'Näytä transaktio',
} satisfies WalletTranslation);

/** Romanian (ro) browser-wallet words: portofel, rețea, plată and cod QR as in ro.ts, "tranzacție" unsourced; polite plural address (dumneavoastră), as in ro.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ro',
  $name: 'Română',
  $dir: 'ltr',
  walletsHeading: 'Plătiți dintr-un portofel din browser',
  payWith: (wallet) => `Plătiți cu ${wallet}`,
  confirmInWallet: (wallet) => `Confirmați plata în ${wallet}.`,
  walletCancelled: 'Ați anulat în portofel. Nu s-a trimis nimic.',
  walletWrongChain: (network) =>
    `Portofelul nu este în rețeaua ${network}, așa că nu s-a trimis nimic. Comutați-l pe rețeaua ${network} și încercați din nou.`,
  walletChainUnknown: (network) =>
    `Portofelul nu are rețeaua ${network}, așa că nu s-a trimis nimic. Adăugați rețeaua ${network} în portofel și încercați din nou sau folosiți codul QR sau adresa.`,
  walletBusy:
    'Portofelul așteaptă încă o solicitare anterioară. Deschideți-l, finalizați sau închideți acea solicitare, apoi încercați din nou.',
  walletFailed: 'Portofelul nu a putut trimite plata. Încercați din nou sau folosiți codul QR sau adresa.',
  walletSent: 'Trimis din portofel',
  walletSentNext: 'Țineți această pagină deschisă: se schimbă imediat ce sosește plata. Nu o trimiteți din nou.',
  transaction: 'Tranzacție',
  viewTransaction: 'Vedeți tranzacția',
} satisfies WalletTranslation);

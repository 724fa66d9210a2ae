/** Hungarian (hu) browser-wallet words: tárca, hálózat, fizetés and QR-kód as in hu.ts, "tranzakció" unsourced; formal address (Ön), and an inserted name after a colon ("a következővel: …", "ezen a hálózaton: …"), as in hu.ts, so no article or suffix has to agree with it. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'hu',
  $name: 'Magyar',
  $dir: 'ltr',
  walletsHeading: 'Fizetés böngészős tárcából',
  payWith: (wallet) => `Fizetés a következővel: ${wallet}`,
  confirmInWallet: (wallet) => `Erősítse meg a fizetést ebben a tárcában: ${wallet}.`,
  walletCancelled: 'Megszakította a műveletet a tárcájában. Semmi sem lett elküldve.',
  walletWrongChain: (network) =>
    `A tárcája nem ezen a hálózaton van: ${network}, ezért semmi sem lett elküldve. Váltson a tárcában erre a hálózatra, és próbálja újra.`,
  walletChainUnknown: (network) =>
    `A tárcájában nincs meg ez a hálózat: ${network}, ezért semmi sem lett elküldve. Adja hozzá a hálózatot a tárcájához, és próbálja újra, vagy használja a QR-kódot vagy a címet.`,
  walletBusy:
    'A tárcája még egy korábbi kérésre vár. Nyissa meg, fejezze be vagy zárja be azt a kérést, majd próbálja újra.',
  walletFailed: 'A tárcája nem tudta elküldeni a fizetést. Próbálja újra, vagy használja a QR-kódot vagy a címet.',
  walletSent: 'Elküldve a tárcájából',
  walletSentNext: 'Tartsa nyitva ezt az oldalt: azonnal frissül, amint a fizetés beérkezik. Ne küldje el újra.',
  transaction: 'Tranzakció',
  viewTransaction: 'Tranzakció megtekintése',
} satisfies WalletTranslation);

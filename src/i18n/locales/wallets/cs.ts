/** Czech (cs) browser-wallet words: peněženka, síť, platba and QR kód as in cs.ts, each name after its noun ("v peněžence ${wallet}"), so that no case ending is put on a name; "transakce" unsourced; polite plural address (vykání), as in cs.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'cs',
  $name: 'Čeština',
  $dir: 'ltr',
  walletsHeading: 'Zaplatit peněženkou v prohlížeči',
  payWith: (wallet) => `Zaplatit přes ${wallet}`,
  confirmInWallet: (wallet) => `Potvrďte platbu v peněžence ${wallet}.`,
  walletCancelled: 'Platbu jste v peněžence zrušili. Nic nebylo odesláno.',
  walletWrongChain: (network) =>
    `Vaše peněženka není v síti ${network}, takže nic nebylo odesláno. Přepněte ji na síť ${network} a zkuste to znovu.`,
  walletChainUnknown: (network) =>
    `Vaše peněženka nemá síť ${network}, takže nic nebylo odesláno. Přidejte síť ${network} do peněženky a zkuste to znovu, nebo použijte QR kód či adresu.`,
  walletBusy:
    'Vaše peněženka ještě čeká na vyřízení dřívějšího požadavku. Otevřete ji, dokončete nebo zavřete tento požadavek a zkuste to znovu.',
  walletFailed: 'Vaše peněženka nemohla platbu odeslat. Zkuste to znovu, nebo použijte QR kód či adresu.',
  walletSent: 'Odesláno z vaší peněženky',
  walletSentNext: 'Nechte tuto stránku otevřenou: změní se, jakmile platba dorazí. Neposílejte ji znovu.',
  transaction: 'Transakce',
  viewTransaction: 'Zobrazit transakci',
} satisfies WalletTranslation);

/** Lithuanian (lt) browser-wallet words: piniginė, tinklas, mokėjimas and QR kodas as in lt.ts, each name after its noun as lt.ts does ("per tinklą ${network}"), so that no case ending is put on a name; "transakcija" unsourced; the polite plural imperative, as in lt.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'lt',
  $name: 'Lietuvių',
  $dir: 'ltr',
  walletsHeading: 'Mokėti naršyklės pinigine',
  payWith: (wallet) => `Mokėti pinigine ${wallet}`,
  confirmInWallet: (wallet) => `Patvirtinkite mokėjimą piniginėje ${wallet}.`,
  walletCancelled: 'Atšaukėte piniginėje. Nieko nebuvo išsiųsta.',
  walletWrongChain: (network) =>
    `Jūsų piniginė nėra tinkle ${network}, todėl nieko nebuvo išsiųsta. Perjunkite ją į tinklą ${network} ir bandykite dar kartą.`,
  walletChainUnknown: (network) =>
    `Jūsų piniginėje nėra tinklo ${network}, todėl nieko nebuvo išsiųsta. Pridėkite tinklą ${network} į piniginę ir bandykite dar kartą arba naudokite QR kodą ar adresą.`,
  walletBusy:
    'Jūsų piniginė dar laukia ankstesnės užklausos. Atidarykite ją, užbaikite arba uždarykite tą užklausą ir bandykite dar kartą.',
  walletFailed: 'Jūsų piniginei nepavyko išsiųsti mokėjimo. Bandykite dar kartą arba naudokite QR kodą ar adresą.',
  walletSent: 'Išsiųsta iš jūsų piniginės',
  walletSentNext:
    'Neuždarykite šio puslapio: jis pasikeis, kai tik mokėjimas bus gautas. Nesiųskite mokėjimo dar kartą.',
  transaction: 'Transakcija',
  viewTransaction: 'Peržiūrėti transakciją',
} satisfies WalletTranslation);

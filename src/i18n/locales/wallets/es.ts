/** Spanish (es) browser-wallet words: billetera, red, pago and código QR as in es.ts, "transacción" as Spanish wallets write it (unsourced); "usted", as in es.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  walletsHeading: 'Pagar desde una billetera del navegador',
  payWith: (wallet) => `Pagar con ${wallet}`,
  confirmInWallet: (wallet) => `Confirme el pago en ${wallet}.`,
  walletCancelled: 'Ha cancelado en su billetera. No se ha enviado nada.',
  walletWrongChain: (network) =>
    `Su billetera no está en la red ${network}, así que no se ha enviado nada. Cámbiela a ${network} y vuelva a intentarlo.`,
  walletChainUnknown: (network) =>
    `Su billetera no tiene la red ${network}, así que no se ha enviado nada. Añada ${network} a su billetera y vuelva a intentarlo, o use el código QR o la dirección.`,
  walletBusy:
    'Su billetera tiene pendiente una solicitud anterior. Ábrala, complete o cierre esa solicitud y vuelva a intentarlo.',
  walletFailed: 'Su billetera no ha podido enviar el pago. Vuelva a intentarlo o use el código QR o la dirección.',
  walletSent: 'Enviado desde su billetera',
  walletSentNext: 'Mantenga esta página abierta: cambiará en cuanto llegue el pago. No vuelva a enviarlo.',
  transaction: 'Transacción',
  viewTransaction: 'Ver la transacción',
} satisfies WalletTranslation);

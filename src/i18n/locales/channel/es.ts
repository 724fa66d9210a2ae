/** Spanish (es) channel words: "depósito" as in es.ts's "dirección de depósito", "abonar" for credit; "usted", as in es.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  channelTitle: (currency) => `Depositar ${currency}`,
  channelCredit: (currency) =>
    `Esta dirección es suya de forma permanente: envíe cualquier importe, tantas veces como quiera. Cada depósito se convierte y se abona en su cuenta en ${currency}.`,
  channelDisabled: {
    title: 'Los depósitos están en pausa',
    body: 'Los depósitos a esta dirección no se abonan. No envíe nada a esta dirección: contacte con la tienda.',
  },
  deposits: 'Sus depósitos',
  noDeposits: 'Aún no hay depósitos. Un depósito aparece aquí en cuanto la red lo detecta.',
  noDepositsDisabled: 'No hay depósitos a esta dirección.',
  depositSent: 'Enviado',
  depositRate: 'Tipo de cambio',
  depositFee: 'Comisión de procesamiento',
  depositConsolidationFee: 'Comisión de consolidación',
  depositTransaction: 'ID de transacción',
  depositStatus: { completed: 'Abonado', pending: 'En proceso', rejected: 'No abonado' },
  depositReceived: (amount, currency) => `Depósito recibido: ${amount} ${currency}.`,
  depositsUnavailable: 'No se pueden cargar sus depósitos en este momento. Reintentando…',
  invalidChannel: 'No se puede mostrar esta dirección de depósito. Contacte con la tienda.',
  channelWalletDidNotOpen:
    'No se ha abierto ninguna aplicación de billetera. Copie en su lugar la dirección en su billetera.',
} satisfies ChannelTranslation);

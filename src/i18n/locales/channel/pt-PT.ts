/** Portuguese, Portugal (pt-PT) channel words: "depósito" as in pt-PT.ts's "endereço de depósito", "montante" for amount; the courteous third person ("o seu", "Envie"), as in pt-PT.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'pt-PT',
  $name: 'Português (Portugal)',
  $dir: 'ltr',
  channelTitle: (currency) => `Depositar ${currency}`,
  channelCredit: (currency) =>
    `Este endereço continua a ser seu: envie qualquer montante, as vezes que quiser. Cada depósito é convertido e creditado na sua conta em ${currency}.`,
  channelDisabled: {
    title: 'Os depósitos estão suspensos',
    body: 'Os depósitos para este endereço não são creditados. Não envie nada para este endereço: contacte a loja.',
  },
  deposits: 'Os seus depósitos',
  noDeposits: 'Ainda não há depósitos. Um depósito aparece aqui assim que a rede o detetar.',
  noDepositsDisabled: 'Não há depósitos para este endereço.',
  depositSent: 'Enviado',
  depositRate: 'Taxa de câmbio',
  depositFee: 'Taxa de processamento',
  depositConsolidationFee: 'Taxa de consolidação',
  depositTransaction: 'ID da transação',
  depositStatus: { completed: 'Creditado', pending: 'Em processamento', rejected: 'Não creditado' },
  depositReceived: (amount, currency) => `Depósito recebido: ${amount} ${currency}.`,
  depositsUnavailable: 'Não é possível carregar os seus depósitos neste momento. A tentar novamente…',
  invalidChannel: 'Não é possível mostrar este endereço de depósito. Contacte a loja.',
  channelWalletDidNotOpen:
    'Não se abriu nenhuma aplicação de carteira. Em alternativa, copie o endereço para a sua carteira.',
} satisfies ChannelTranslation);

/** Portuguese, Brazil (pt-BR) channel words: "depósito" as in pt-BR.ts's "endereço de depósito"; "você", as in pt-BR.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'pt-BR',
  $name: 'Português (Brasil)',
  $dir: 'ltr',
  channelTitle: (currency) => `Depositar ${currency}`,
  channelCredit: (currency) =>
    `Este endereço continua sendo seu: envie qualquer valor, quantas vezes quiser. Cada depósito é convertido e creditado na sua conta em ${currency}.`,
  channelDisabled: {
    title: 'Depósitos pausados',
    body: 'Depósitos para este endereço não são creditados. Não envie nada para ele: entre em contato com a loja.',
  },
  deposits: 'Seus depósitos',
  noDeposits: 'Nenhum depósito ainda. Um depósito aparece aqui assim que a rede o detectar.',
  noDepositsDisabled: 'Nenhum depósito para este endereço.',
  depositSent: 'Enviado',
  depositRate: 'Cotação',
  depositFee: 'Taxa de processamento',
  depositConsolidationFee: 'Taxa de consolidação',
  depositTransaction: 'ID da transação',
  depositStatus: { completed: 'Creditado', pending: 'Em processamento', rejected: 'Não creditado' },
  depositReceived: (amount, currency) => `Depósito recebido: ${amount} ${currency}.`,
  depositsUnavailable: 'Não foi possível carregar seus depósitos agora. Tentando novamente…',
  invalidChannel: 'Não é possível exibir este endereço de depósito. Entre em contato com a loja.',
  channelWalletDidNotOpen: 'Nenhum app de carteira foi aberto. Em vez disso, copie o endereço para a sua carteira.',
} satisfies ChannelTranslation);

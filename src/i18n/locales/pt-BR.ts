/** Portuguese, Brazil (pt-BR): terms as Binance, HollaEx, Trezor Suite, Cake Wallet and BTCPay use them in Brazilian Portuguese (endereço de depósito, tag de destino, memo, rede, valor); "você" as Brazilian exchanges address customers. */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/** The memo with its article: a tag de destino (feminine), o memo, o comentário. */
const MEMO: Record<MemoKind, string> = {
  'destination-tag': 'a tag de destino',
  memo: 'o memo',
  comment: 'o comentário',
};

registerTranslation({
  $code: 'pt-BR',
  $name: 'Português (Brasil)',
  $dir: 'ltr',
  loading: 'Carregando o pagamento…',
  loadRetrying: 'Ainda tentando conectar à loja…',
  renewing: 'Obtendo uma nova cotação…',
  amountDue: 'Valor a pagar',
  orderTotal: 'Total do pedido',
  rate: (charged, rate, billed) => `Cotação garantida: 1 ${charged} = ${rate} ${billed}`,
  network: 'Rede',
  networkWarning: (currency, network) =>
    `Envie somente ${currency} pela rede ${network}. Qualquer outro envio para este endereço pode ser perdido.`,
  address: 'Endereço de depósito',
  qrLabel: (address) => `Código QR do endereço de depósito ${address}`,
  qrUriLabel: (amount, currency, address) =>
    `Código QR de uma solicitação de pagamento: ${amount} ${currency} para ${address}`,
  qrContent: 'O código QR contém',
  qrWithAmount: 'Com valor',
  qrAddressOnly: 'Só o endereço',
  qrCarriesMemo: (memo) => `Este código inclui ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `Este código contém só o endereço: insira ${MEMO[memo]} manualmente.`,
  qrLacksAmount: (memo) =>
    `Este código contém só o endereço: insira o valor${memo ? ` e ${MEMO[memo]}` : ''} manualmente.`,
  scanWithPhone: 'Escaneie com a carteira do seu celular',
  payFromAnotherDevice: 'Pagar com outro dispositivo',
  openInWallet: 'Abrir na carteira',
  walletDidNotOpen: 'Nenhum app de carteira foi aberto. Em vez disso, copie o valor e o endereço para a sua carteira.',
  memoLabel: { 'destination-tag': 'Tag de destino', memo: 'Memo', comment: 'Comentário' },
  memoWarning: (memo) =>
    `É obrigatório inserir ${MEMO[memo]} na sua carteira; caso contrário, o pagamento pode ser perdido.`,
  memoConfirm: (memo, value) => `Vou incluir ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Confirme que vai inserir ${MEMO[memo]} para ver o endereço.`,
  expiresIn: 'Tempo restante',
  timeLeft: (duration) => `Você tem ${duration} para pagar.`,
  copy: 'Copiar',
  copied: 'Copiado',
  copiedAnnouncement: (what) => `Copiado: ${what}.`,
  copyByHand: 'O texto está selecionado: pressione Ctrl+C (⌘+C no Mac) para copiá-lo.',
  openPaymentPage: 'Pagar na página do serviço de pagamento',
  buyNft: 'Pagar comprando o NFT',
  openInstructions: 'Abrir o link de pagamento',
  openNft: 'Abrir o anúncio do NFT',
  instructionLink: 'Código QR do link de pagamento',
  scanInstructions: 'Escaneie com o celular para abrir o link de pagamento.',
  fieldLabels: {
    exchange: 'Corretora',
    prepayId: 'ID do pagamento',
    amount: 'Valor',
    currency: 'Moeda',
    expiresAt: 'Expira em',
    collection: 'Coleção',
    tokenId: 'ID do token',
    price: 'Preço',
    priceCurrency: 'Moeda do preço',
  },
  paidAmount: 'Valor',
  invoiceId: 'Fatura',
  orderReference: 'Pedido',
  quoteReference: 'Informe estes dados se entrar em contato com a loja:',
  status: {
    pending: { title: 'Aguardando seu pagamento', body: '' },
    processing: {
      title: 'Pagamento recebido',
      body: 'Aguardando a confirmação da rede. Você pode fechar esta página: a loja será avisada quando o pagamento for confirmado.',
    },
    complete: { title: 'Pagamento concluído', body: 'Obrigado. Seu pagamento foi recebido.' },
    expired: {
      title: 'Este pagamento expirou',
      body: 'A cotação não é mais garantida. Não envie agora um pagamento para esta fatura.',
    },
    cancelled: { title: 'Este pagamento foi cancelado', body: 'Não envie nenhum pagamento para esta fatura.' },
    rejected: { title: 'Este pagamento foi recusado', body: 'Entre em contato com a loja sobre o seu pagamento.' },
    onHold: {
      title: 'Pagamento em análise',
      body: 'Seu pagamento está sendo analisado. A loja entrará em contato com você, se necessário.',
    },
  },
  alreadySent: 'Já enviou um pagamento? Não envie outro: entre em contato com a loja.',
  renew: 'Obter nova cotação',
  invalidInvoice: 'Não é possível exibir este pagamento. Entre em contato com a loja.',
  loadFailed: 'Não foi possível carregar o pagamento.',
  tryAgain: 'Tentar novamente',
  paymentChanged:
    'Os dados do pagamento mudaram enquanto esta página estava aberta. Não envie um pagamento com os dados exibidos antes. Se já tiver enviado, entre em contato com a loja.',
  redirectingIn: (duration) => `Voltando à loja em ${duration}.`,
  continueNow: 'Continuar agora',
  stay: 'Ficar nesta página',
  returnToShop: 'Voltar à loja',
  closePage: 'Você pode fechar esta página.',
  redirectRefused: 'Volte à loja por conta própria.',
} satisfies Translation);

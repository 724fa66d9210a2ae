/** Portuguese, Portugal (pt-PT): terms as Binance's European Portuguese pages, Xaman, Electrum and BTCPay use them (endereço de depósito, etiqueta de destino, memo, rede, montante); the courteous third person ("o seu", "Envie") of Portuguese service pages. The field labels put the Latin "Tag" and "Memo" beside the local word, as the exchanges' help pages keep them (Binance, OKX, MEXC: /work/shared/payment-terms.md, src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/** The memo with its article: a etiqueta de destino (feminine), o memo, o comentário. */
const MEMO: Record<MemoKind, string> = {
  'destination-tag': 'a etiqueta de destino',
  memo: 'o memo',
  comment: 'o comentário',
};

registerTranslation({
  $code: 'pt-PT',
  $name: 'Português (Portugal)',
  $dir: 'ltr',
  loading: 'A carregar o pagamento…',
  loadRetrying: 'Ainda a tentar contactar a loja…',
  renewing: 'A obter uma nova taxa de câmbio…',
  amountDue: 'Montante a pagar',
  orderTotal: 'Total da encomenda',
  rate: (charged, rate, billed) => `Taxa garantida: 1 ${charged} = ${rate} ${billed}`,
  network: 'Rede',
  networkWarning: (currency, network) =>
    `Envie apenas ${currency} na rede ${network}. Qualquer outro envio para este endereço pode perder-se.`,
  address: 'Endereço de depósito',
  qrLabel: (address) => `Código QR do endereço de depósito ${address}`,
  qrUriLabel: (amount, currency, address) =>
    `Código QR de um pedido de pagamento: ${amount} ${currency} para ${address}`,
  qrContent: 'O código QR contém',
  qrWithAmount: 'Com montante',
  qrAddressOnly: 'Só o endereço',
  qrCarriesMemo: (memo) => `Este código inclui ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `Este código contém apenas o endereço: introduza ${MEMO[memo]} manualmente.`,
  qrLacksAmount: (memo) =>
    `Este código contém apenas o endereço: introduza o montante${memo ? ` e ${MEMO[memo]}` : ''} manualmente.`,
  scanWithPhone: 'Digitalize com a carteira do seu telemóvel',
  payFromAnotherDevice: 'Pagar a partir de outro dispositivo',
  openInWallet: 'Abrir na carteira',
  walletDidNotOpen:
    'Não se abriu nenhuma aplicação de carteira. Em alternativa, copie o montante e o endereço para a sua carteira.',
  memoLabel: { 'destination-tag': 'Tag (etiqueta de destino)', memo: 'Memo', comment: 'Comentário' },
  memoWarning: (memo) =>
    `É obrigatório introduzir ${MEMO[memo]} na sua carteira; caso contrário, o pagamento pode perder-se.`,
  memoConfirm: (memo, value) => `Vou incluir ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Confirme que vai introduzir ${MEMO[memo]} para ver o endereço.`,
  expiresIn: 'Tempo restante',
  timeLeft: (duration) => `Tem ${duration} para pagar.`,
  copy: 'Copiar',
  copied: 'Copiado',
  copiedAnnouncement: (what) => `Copiado: ${what}.`,
  copyByHand: 'O texto está selecionado: prima Ctrl+C (⌘+C num Mac) para o copiar.',
  openPaymentPage: 'Pagar na página do serviço de pagamento',
  buyNft: 'Pagar comprando o NFT',
  openInstructions: 'Abrir a ligação de pagamento',
  openNft: 'Abrir o anúncio do NFT',
  instructionLink: 'Código QR da ligação de pagamento',
  scanInstructions: 'Digitalize com o telemóvel para abrir a ligação de pagamento.',
  fieldLabels: {
    exchange: 'Plataforma',
    prepayId: 'ID do pagamento',
    amount: 'Montante',
    currency: 'Moeda',
    expiresAt: 'Expira em',
    collection: 'Coleção',
    tokenId: 'ID do token',
    price: 'Preço',
    priceCurrency: 'Moeda do preço',
  },
  paidAmount: 'Montante',
  invoiceId: 'Fatura',
  orderReference: 'Encomenda',
  quoteReference: 'Indique estes dados se contactar a loja:',
  status: {
    pending: { title: 'A aguardar o seu pagamento', body: '' },
    processing: {
      title: 'Pagamento recebido',
      body: 'A aguardar a confirmação da rede. Pode fechar esta página: a loja será notificada quando o pagamento for confirmado.',
    },
    complete: { title: 'Pagamento concluído', body: 'Obrigado. O seu pagamento foi recebido.' },
    expired: {
      title: 'Este pagamento expirou',
      body: 'A taxa de câmbio já não está garantida. Não envie agora um pagamento para esta fatura.',
    },
    cancelled: { title: 'Este pagamento foi cancelado', body: 'Não envie nenhum pagamento para esta fatura.' },
    rejected: { title: 'Este pagamento foi recusado', body: 'Contacte a loja sobre o seu pagamento.' },
    onHold: {
      title: 'Pagamento em análise',
      body: 'O seu pagamento está a ser analisado. A loja entrará em contacto consigo, se for necessário.',
    },
  },
  alreadySent: 'Já enviou um pagamento? Não envie outro: contacte a loja.',
  renew: 'Obter nova taxa',
  invalidInvoice: 'Não é possível mostrar este pagamento. Contacte a loja.',
  loadFailed: 'Não foi possível carregar o pagamento.',
  tryAgain: 'Tentar novamente',
  paymentChanged:
    'Os dados do pagamento foram alterados enquanto esta página estava aberta. Não envie um pagamento com os dados mostrados antes. Se já o fez, contacte a loja.',
  redirectingIn: (duration) => `Vai regressar à loja dentro de ${duration}.`,
  continueNow: 'Continuar agora',
  stay: 'Ficar nesta página',
  returnToShop: 'Voltar à loja',
  closePage: 'Pode fechar esta página.',
  redirectRefused: 'Volte à loja pelos seus próprios meios.',
} satisfies Translation);

/** Korean (ko): terms as HollaEx, Trezor Suite, Xaman, Cake Wallet and BTCPay use them in Korean (입금 주소, 목적지 태그, 메모, 네트워크, 금액, 복사, QR 코드, 확인); the TON comment (코멘트) is unsourced; polite 합니다/해 주세요. The tag's label puts the Latin "Tag" first, as the exchanges' help pages keep it (src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo's name, keyed by its kind. All three end in a vowel, so each takes the particles 가, 를 and 는 (not 이, 을, 은),
 * written after it below.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': '목적지 태그', memo: '메모', comment: '코멘트' };

registerTranslation({
  $code: 'ko',
  $name: '한국어',
  $dir: 'ltr',
  loading: '결제 정보를 불러오는 중…',
  loadRetrying: '상점에 계속 연결을 시도하는 중…',
  renewing: '새 환율을 받는 중…',
  amountDue: '결제 금액',
  orderTotal: '주문 합계',
  rate: (charged, rate, billed) => `고정 환율: 1 ${charged} = ${rate} ${billed}`,
  network: '네트워크',
  networkWarning: (currency, network) =>
    `${network} 네트워크의 ${currency}만 보내세요. 다른 자산을 보내면 잃어버릴 수 있습니다.`,
  address: '입금 주소',
  qrLabel: (address) => `입금 주소 ${address}의 QR 코드`,
  // No particle after a value: its last sound is unknown, so the address stands after a colon.
  qrUriLabel: (amount, currency, address) => `결제 요청 QR 코드: ${amount} ${currency}, 받는 주소: ${address}`,
  qrContent: 'QR 코드 내용',
  qrWithAmount: '금액 포함',
  qrAddressOnly: '주소만',
  qrCarriesMemo: (memo) => `이 코드에는 ${MEMO[memo]}가 포함되어 있습니다.`,
  qrLacksMemo: (memo) => `이 코드에는 주소만 있습니다. ${MEMO[memo]}를 직접 입력하세요.`,
  qrLacksAmount: (memo) =>
    `이 코드에는 주소만 있습니다. ${memo ? `금액과 ${MEMO[memo]}를` : '금액을'} 직접 입력하세요.`,
  scanWithPhone: '휴대폰의 지갑 앱으로 스캔하세요',
  payFromAnotherDevice: '다른 기기에서 결제',
  openInWallet: '지갑에서 열기',
  walletDidNotOpen: '지갑 앱이 열리지 않았습니다. 대신 금액과 주소를 지갑에 복사해 주세요.',
  memoLabel: { 'destination-tag': 'Tag (목적지 태그)', memo: '메모', comment: '코멘트' },
  memoWarning: (memo) =>
    `${MEMO[memo]}는 필수입니다. 지갑에 꼭 입력하세요. 입력하지 않으면 결제 금액을 잃을 수 있습니다.`,
  // The value goes in parentheses, so the particle follows the memo's name: 메모(123)를.
  memoConfirm: (memo, value) => `${MEMO[memo]}(${value})를 입력하겠습니다`,
  memoConfirmHint: (memo) => `주소를 보려면 ${MEMO[memo]}를 입력하겠다고 확인해 주세요.`,
  expiresIn: '남은 시간',
  timeLeft: (duration) => `결제 시간이 ${duration} 남았습니다.`,
  copy: '복사',
  copied: '복사됨',
  copiedAnnouncement: (what) => `${what} 복사 완료.`,
  copyByHand: '텍스트가 선택되었습니다. Ctrl+C(Mac에서는 ⌘+C)를 눌러 복사하세요.',
  openPaymentPage: '결제 서비스 페이지에서 결제하기',
  buyNft: 'NFT 구매로 결제',
  openInstructions: '결제 링크 열기',
  openNft: 'NFT 판매 페이지 열기',
  instructionLink: '결제 링크 QR 코드',
  scanInstructions: '휴대폰으로 스캔하여 결제 링크를 여세요.',
  fieldLabels: {
    exchange: '거래소',
    prepayId: '결제 ID',
    amount: '금액',
    currency: '통화',
    expiresAt: '만료 시각',
    collection: '컬렉션',
    tokenId: '토큰 ID',
    price: '가격',
    priceCurrency: '가격 통화',
  },
  paidAmount: '금액',
  invoiceId: '인보이스',
  orderReference: '주문',
  quoteReference: '상점에 문의할 때 아래 정보를 알려 주세요:',
  status: {
    pending: { title: '결제를 기다리는 중', body: '' },
    processing: {
      title: '결제가 접수되었습니다',
      body: '네트워크 확인을 기다리는 중입니다. 이 페이지를 닫으셔도 됩니다. 확인되면 상점에 알림이 갑니다.',
    },
    complete: { title: '결제 완료', body: '감사합니다. 결제가 접수되었습니다.' },
    expired: {
      title: '결제 기한이 만료되었습니다',
      body: '환율이 더 이상 유지되지 않습니다. 지금 이 인보이스로 송금하지 마세요.',
    },
    cancelled: { title: '결제가 취소되었습니다', body: '이 인보이스로 송금하지 마세요.' },
    rejected: { title: '결제가 거절되었습니다', body: '결제와 관련하여 상점에 문의해 주세요.' },
    onHold: { title: '결제 보류 중', body: '결제를 검토하고 있습니다. 필요하면 상점에서 연락드립니다.' },
  },
  alreadySent: '이미 송금하셨나요? 다시 보내지 말고 상점에 문의해 주세요.',
  renew: '새 환율 받기',
  invalidInvoice: '이 결제를 표시할 수 없습니다. 상점에 문의해 주세요.',
  loadFailed: '결제 정보를 불러오지 못했습니다.',
  tryAgain: '다시 시도',
  paymentChanged:
    '이 페이지가 열려 있는 동안 결제 정보가 변경되었습니다. 이전 정보로 송금하지 마세요. 이미 송금하셨다면 상점에 문의해 주세요.',
  redirectingIn: (duration) => `${duration} 후 상점으로 돌아갑니다.`,
  continueNow: '지금 이동',
  stay: '이 페이지에 머무르기',
  returnToShop: '상점으로 돌아가기',
  closePage: '이 페이지를 닫으셔도 됩니다.',
  redirectRefused: '직접 상점으로 돌아가 주세요.',
} satisfies Translation);

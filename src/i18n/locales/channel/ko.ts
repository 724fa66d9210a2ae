/** Korean (ko) channel words: 입금 and 입금 주소 as in ko.ts, 상점, 적립; polite 합니다/해 주세요; no particle after a value (its last sound is unknown). */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ko',
  $name: '한국어',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} 입금`,
  channelCredit: (currency) =>
    `이 주소는 계속 사용하실 수 있습니다. 금액과 횟수에 제한 없이 보내실 수 있습니다. 입금액은 매번 환산되어 계정에 ${currency} 단위로 적립됩니다.`,
  channelDisabled: {
    title: '입금이 일시 중지되었습니다',
    body: '이 주소로 입금해도 적립되지 않습니다. 이 주소로 보내지 말고 상점에 문의해 주세요.',
  },
  deposits: '입금 내역',
  noDeposits: '아직 입금 내역이 없습니다. 네트워크에서 입금이 감지되면 여기에 표시됩니다.',
  noDepositsDisabled: '이 주소로의 입금 내역이 없습니다.',
  depositSent: '보낸 금액',
  depositRate: '환율',
  depositFee: '처리 수수료',
  depositConsolidationFee: '통합 수수료',
  depositTransaction: '거래 ID',
  depositStatus: { completed: '적립됨', pending: '처리 중', rejected: '적립 안 됨' },
  depositReceived: (amount, currency) => `입금이 접수되었습니다: ${amount} ${currency}.`,
  depositsUnavailable: '지금은 입금 내역을 불러올 수 없습니다. 다시 시도하는 중…',
  invalidChannel: '이 입금 주소를 표시할 수 없습니다. 상점에 문의해 주세요.',
  channelWalletDidNotOpen: '지갑 앱이 열리지 않았습니다. 대신 주소를 지갑에 복사해 주세요.',
} satisfies ChannelTranslation);

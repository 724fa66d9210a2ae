/** Korean (ko) coin picker words: "결제 방법 선택" and "계속" as Cake Wallet has them, 코인 as Korean exchanges write a coin (unsourced); polite 합니다/해 주세요, as in ko.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ko',
  $name: '한국어',
  $dir: 'ltr',
  chooseMethod: '결제 방법 선택',
  searchMethods: '코인 및 네트워크 검색',
  noMethodMatches: '검색과 일치하는 코인이나 네트워크가 없습니다.',
  noMethods: '이 주문에 사용할 수 있는 결제 방법이 없습니다. 상점에 문의해 주세요.',
  continueToPay: '계속',
  preparingPayment: '결제를 준비하는 중…',
  methodFailed: '이 결제 방법을 설정하지 못했습니다. 다시 선택하거나 다른 방법을 선택해 주세요.',
  payWithAnotherCoin: '다른 코인으로 결제',
  switchWarning: '이미 송금하셨다면 코인을 변경하지 마세요. 입금될 때까지 기다리거나 상점에 문의해 주세요.',
  switchAnyway: '다른 코인 선택',
  keepMethod: '이 결제 유지',
} satisfies PickerTranslation);

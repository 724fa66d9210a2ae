/** Korean (ko) browser-wallet words: 지갑, 네트워크, 결제 and QR 코드 as in ko.ts, 트랜잭션 as Korean wallets write it (unsourced); each name before a noun ("${wallet} 지갑으로"), so no particle has to follow a name's last sound; polite 합니다/해 주세요, as in ko.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ko',
  $name: '한국어',
  $dir: 'ltr',
  walletsHeading: '브라우저 지갑으로 결제',
  payWith: (wallet) => `${wallet} 지갑으로 결제`,
  confirmInWallet: (wallet) => `${wallet} 지갑에서 결제를 승인해 주세요.`,
  walletCancelled: '지갑에서 취소되었습니다. 아무것도 전송되지 않았습니다.',
  walletWrongChain: (network) =>
    `지갑이 ${network} 네트워크에 연결되어 있지 않아 아무것도 전송되지 않았습니다. 지갑을 ${network} 네트워크로 전환한 뒤 다시 시도해 주세요.`,
  walletChainUnknown: (network) =>
    `지갑에 ${network} 네트워크가 없어 아무것도 전송되지 않았습니다. 지갑에 ${network} 네트워크를 추가한 뒤 다시 시도하거나, QR 코드 또는 주소를 이용해 주세요.`,
  walletBusy: '지갑에서 이전 요청이 대기 중입니다. 지갑을 열어 그 요청을 완료하거나 닫은 뒤 다시 시도해 주세요.',
  walletFailed: '지갑에서 결제를 전송하지 못했습니다. 다시 시도하거나, QR 코드 또는 주소를 이용해 주세요.',
  walletSent: '지갑에서 전송됨',
  walletSentNext: '이 페이지를 열어 두세요. 결제가 도착하는 즉시 화면이 바뀝니다. 다시 보내지 마세요.',
  transaction: '트랜잭션',
  viewTransaction: '트랜잭션 보기',
} satisfies WalletTranslation);

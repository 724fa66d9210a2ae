/** Vietnamese (vi) browser-wallet words: ví, mạng, thanh toán and mã QR as in vi.ts, "giao dịch" for a transaction as Vietnamese exchanges write it (unsourced); "bạn", as in vi.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'vi',
  $name: 'Tiếng Việt',
  $dir: 'ltr',
  walletsHeading: 'Thanh toán từ ví trên trình duyệt',
  payWith: (wallet) => `Thanh toán bằng ${wallet}`,
  confirmInWallet: (wallet) => `Hãy xác nhận thanh toán trong ${wallet}.`,
  walletCancelled: 'Bạn đã hủy trong ví. Không có gì được gửi đi.',
  walletWrongChain: (network) =>
    `Ví của bạn không ở mạng ${network}, nên không có gì được gửi đi. Hãy chuyển ví sang mạng ${network} rồi thử lại.`,
  walletChainUnknown: (network) =>
    `Ví của bạn chưa có mạng ${network}, nên không có gì được gửi đi. Hãy thêm mạng ${network} vào ví rồi thử lại, hoặc dùng mã QR hay địa chỉ.`,
  walletBusy: 'Ví của bạn vẫn đang chờ một yêu cầu trước đó. Hãy mở ví, hoàn tất hoặc đóng yêu cầu đó, rồi thử lại.',
  walletFailed: 'Ví của bạn không thể gửi khoản thanh toán. Hãy thử lại, hoặc dùng mã QR hay địa chỉ.',
  walletSent: 'Đã gửi từ ví của bạn',
  walletSentNext: 'Hãy giữ trang này mở: trang sẽ thay đổi ngay khi khoản thanh toán đến. Đừng gửi lại.',
  transaction: 'Giao dịch',
  viewTransaction: 'Xem giao dịch',
} satisfies WalletTranslation);

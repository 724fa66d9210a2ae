/** Vietnamese (vi): terms as OKX, MEXC, Cake Wallet, HollaEx and BTCPay use them in Vietnamese (Địa chỉ nạp tiền, Memo, Thẻ đích, Mạng, Số tiền, Sao chép, mã QR, hết hạn), the TON comment as Ghi chú; "bạn", as the exchanges address their customers. Ghi chú for the TON comment, the word Vietnamese banking apps use for a transfer's note, where Bình luận read as a social-media comment (unsourced). The tag's label puts the Latin "Tag" first, as the exchanges' help pages keep it (src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo's name inside a sentence (`memoLabel` gives it capitalised; exchanges keep "Memo" in Latin), keyed by its
 * kind.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': 'thẻ đích', memo: 'Memo', comment: 'ghi chú' };

registerTranslation({
  $code: 'vi',
  $name: 'Tiếng Việt',
  $dir: 'ltr',
  loading: 'Đang tải thông tin thanh toán…',
  loadRetrying: 'Vẫn đang thử kết nối với cửa hàng…',
  renewing: 'Đang lấy tỷ giá mới…',
  amountDue: 'Số tiền cần thanh toán',
  orderTotal: 'Tổng đơn hàng',
  rate: (charged, rate, billed) => `Tỷ giá đã khóa: 1 ${charged} = ${rate} ${billed}`,
  network: 'Mạng',
  networkWarning: (currency, network) =>
    `Chỉ gửi ${currency} trên mạng ${network}. Tài sản khác gửi đến đây có thể bị mất.`,
  address: 'Địa chỉ nạp tiền',
  qrLabel: (address) => `Mã QR của địa chỉ nạp tiền ${address}`,
  qrUriLabel: (amount, currency, address) => `Mã QR của yêu cầu thanh toán: ${amount} ${currency} đến ${address}`,
  qrContent: 'Nội dung mã QR',
  qrWithAmount: 'Kèm số tiền',
  qrAddressOnly: 'Chỉ địa chỉ',
  qrCarriesMemo: (memo) => `Mã này đã bao gồm ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `Mã này chỉ chứa địa chỉ: bạn hãy tự nhập ${MEMO[memo]}.`,
  qrLacksAmount: (memo) => `Mã này chỉ chứa địa chỉ: bạn hãy tự nhập số tiền${memo ? ` và ${MEMO[memo]}` : ''}.`,
  scanWithPhone: 'Quét bằng ví trên điện thoại của bạn',
  payFromAnotherDevice: 'Thanh toán từ thiết bị khác',
  openInWallet: 'Mở trong ví',
  walletDidNotOpen: 'Không có ứng dụng ví nào được mở. Thay vào đó, hãy sao chép số tiền và địa chỉ vào ví của bạn.',
  memoLabel: { 'destination-tag': 'Tag (thẻ đích)', memo: 'Memo', comment: 'Ghi chú' },
  memoWarning: (memo) =>
    `Bắt buộc phải có ${MEMO[memo]}. Hãy nhập vào ví của bạn: nếu thiếu, khoản thanh toán có thể bị mất.`,
  memoConfirm: (memo, value) => `Tôi sẽ nhập ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Hãy xác nhận rằng bạn sẽ nhập ${MEMO[memo]} để xem địa chỉ.`,
  expiresIn: 'Thời gian còn lại',
  timeLeft: (duration) => `Còn ${duration} để thanh toán.`,
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  copiedAnnouncement: (what) => `${what}: đã sao chép.`,
  copyByHand: 'Văn bản đã được chọn: nhấn Ctrl+C (⌘+C trên Mac) để sao chép.',
  openPaymentPage: 'Thanh toán trên trang của dịch vụ thanh toán',
  buyNft: 'Thanh toán bằng cách mua NFT',
  openInstructions: 'Mở liên kết thanh toán',
  openNft: 'Mở trang bán NFT',
  instructionLink: 'Mã QR của liên kết thanh toán',
  scanInstructions: 'Quét bằng điện thoại để mở liên kết thanh toán.',
  fieldLabels: {
    exchange: 'Sàn giao dịch',
    prepayId: 'Mã thanh toán',
    amount: 'Số tiền',
    currency: 'Loại tiền',
    expiresAt: 'Hết hạn lúc',
    collection: 'Bộ sưu tập',
    tokenId: 'ID token',
    price: 'Giá',
    priceCurrency: 'Loại tiền của giá',
  },
  paidAmount: 'Số tiền',
  invoiceId: 'Hóa đơn',
  orderReference: 'Đơn hàng',
  quoteReference: 'Hãy cung cấp các thông tin này khi liên hệ với cửa hàng:',
  status: {
    pending: { title: 'Đang chờ bạn thanh toán', body: '' },
    processing: {
      title: 'Đã nhận thanh toán',
      body: 'Đang chờ mạng xác nhận. Bạn có thể đóng trang này: cửa hàng sẽ được thông báo khi giao dịch được xác nhận.',
    },
    complete: { title: 'Thanh toán hoàn tất', body: 'Cảm ơn bạn. Khoản thanh toán của bạn đã được nhận.' },
    expired: {
      title: 'Khoản thanh toán này đã hết hạn',
      body: 'Tỷ giá không còn được giữ. Đừng thanh toán cho hóa đơn này vào lúc này.',
    },
    cancelled: { title: 'Khoản thanh toán này đã bị hủy', body: 'Đừng thanh toán cho hóa đơn này.' },
    rejected: {
      title: 'Khoản thanh toán này đã bị từ chối',
      body: 'Vui lòng liên hệ với cửa hàng về khoản thanh toán của bạn.',
    },
    onHold: {
      title: 'Thanh toán đang bị tạm giữ',
      body: 'Khoản thanh toán của bạn đang được xem xét. Cửa hàng sẽ liên hệ với bạn nếu cần.',
    },
  },
  alreadySent: 'Bạn đã gửi thanh toán? Đừng gửi thêm: hãy liên hệ với cửa hàng.',
  renew: 'Lấy tỷ giá mới',
  invalidInvoice: 'Không thể hiển thị khoản thanh toán này. Vui lòng liên hệ với cửa hàng.',
  loadFailed: 'Không thể tải khoản thanh toán.',
  tryAgain: 'Thử lại',
  paymentChanged:
    'Thông tin thanh toán đã thay đổi trong lúc trang này đang mở. Đừng thanh toán theo thông tin đã hiển thị trước đó. Nếu bạn đã thanh toán, hãy liên hệ với cửa hàng.',
  redirectingIn: (duration) => `Quay lại cửa hàng sau ${duration}.`,
  continueNow: 'Tiếp tục ngay',
  stay: 'Ở lại trang này',
  returnToShop: 'Quay lại cửa hàng',
  closePage: 'Bạn có thể đóng trang này.',
  redirectRefused: 'Vui lòng tự quay lại cửa hàng.',
} satisfies Translation);

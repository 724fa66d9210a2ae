/** Vietnamese (vi) channel words: nạp tiền and Địa chỉ nạp tiền as in vi.ts (OKX, MEXC), cửa hàng, cộng vào tài khoản; "bạn". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'vi',
  $name: 'Tiếng Việt',
  $dir: 'ltr',
  channelTitle: (currency) => `Nạp ${currency}`,
  channelCredit: (currency) =>
    `Địa chỉ này luôn là của bạn: gửi bất kỳ số tiền nào, bao nhiêu lần tùy ý. Mỗi khoản nạp được quy đổi sang ${currency} và cộng vào tài khoản của bạn.`,
  channelDisabled: {
    title: 'Tạm dừng nạp tiền',
    body: 'Các khoản nạp vào địa chỉ này sẽ không được cộng vào tài khoản. Đừng gửi gì vào địa chỉ này: hãy liên hệ với cửa hàng.',
  },
  deposits: 'Các khoản nạp của bạn',
  noDeposits: 'Chưa có khoản nạp nào. Khoản nạp sẽ hiện ở đây ngay khi mạng ghi nhận.',
  noDepositsDisabled: 'Không có khoản nạp nào vào địa chỉ này.',
  depositSent: 'Đã gửi',
  depositRate: 'Tỷ giá',
  depositFee: 'Phí xử lý',
  depositConsolidationFee: 'Phí hợp nhất',
  depositTransaction: 'Mã giao dịch',
  depositStatus: { completed: 'Đã cộng tiền', pending: 'Đang xử lý', rejected: 'Không được cộng tiền' },
  depositReceived: (amount, currency) => `Đã nhận khoản nạp: ${amount} ${currency}.`,
  depositsUnavailable: 'Hiện không thể tải các khoản nạp của bạn. Đang thử lại…',
  invalidChannel: 'Không thể hiển thị địa chỉ nạp tiền này. Vui lòng liên hệ với cửa hàng.',
  channelWalletDidNotOpen: 'Không có ứng dụng ví nào được mở. Thay vào đó, hãy sao chép địa chỉ vào ví của bạn.',
} satisfies ChannelTranslation);

/** Vietnamese (vi) coin picker words: "Thanh toán bằng" as BTCPay's checkout, "Tiếp tục" as Cake Wallet, "tiền mã hóa" for a coin (unsourced); "bạn", as in vi.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'vi',
  $name: 'Tiếng Việt',
  $dir: 'ltr',
  chooseMethod: 'Chọn cách thanh toán',
  searchMethods: 'Tìm tiền mã hóa và mạng',
  noMethodMatches: 'Không có tiền mã hóa hoặc mạng nào khớp với tìm kiếm của bạn.',
  noMethods: 'Không có phương thức thanh toán nào cho đơn hàng này. Vui lòng liên hệ với cửa hàng.',
  continueToPay: 'Tiếp tục',
  preparingPayment: 'Đang chuẩn bị thanh toán…',
  methodFailed: 'Không thể thiết lập phương thức thanh toán này. Hãy chọn lại hoặc chọn phương thức khác.',
  payWithAnotherCoin: 'Thanh toán bằng loại tiền mã hóa khác',
  switchWarning: 'Nếu bạn đã gửi thanh toán, đừng đổi: hãy chờ khoản thanh toán đến hoặc liên hệ với cửa hàng.',
  switchAnyway: 'Chọn loại tiền mã hóa khác',
  keepMethod: 'Giữ khoản thanh toán này',
} satisfies PickerTranslation);

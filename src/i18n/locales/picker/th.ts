/** Thai (th) coin picker words: เลือกวิธีการชำระเงิน and ดำเนินการต่อ as Cake Wallet has them, ชำระด้วย as BTCPay's checkout, เหรียญ for a coin (unsourced); โปรด for requests and warnings, no sentence-final full stops, as in th.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'th',
  $name: 'ไทย',
  $dir: 'ltr',
  chooseMethod: 'เลือกวิธีการชำระเงิน',
  searchMethods: 'ค้นหาเหรียญและเครือข่าย',
  noMethodMatches: 'ไม่พบเหรียญหรือเครือข่ายที่ตรงกับการค้นหา',
  noMethods: 'ไม่มีวิธีการชำระเงินสำหรับคำสั่งซื้อนี้ โปรดติดต่อร้านค้า',
  continueToPay: 'ดำเนินการต่อ',
  preparingPayment: 'กำลังเตรียมการชำระเงิน…',
  methodFailed: 'ตั้งค่าวิธีการชำระเงินนี้ไม่สำเร็จ โปรดเลือกอีกครั้งหรือเลือกวิธีอื่น',
  payWithAnotherCoin: 'ชำระด้วยเหรียญอื่น',
  switchWarning: 'หากคุณส่งการชำระเงินไปแล้ว โปรดอย่าเปลี่ยนเหรียญ รอให้การชำระเงินเข้า หรือติดต่อร้านค้า',
  switchAnyway: 'เลือกเหรียญอื่น',
  keepMethod: 'ใช้การชำระเงินนี้ต่อ',
} satisfies PickerTranslation);

/** Thai (th) channel words: ฝาก and ที่อยู่สำหรับฝาก as in th.ts, ร้านค้า, คุณ; โปรด for requests, no sentence-final full stops. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'th',
  $name: 'ไทย',
  $dir: 'ltr',
  channelTitle: (currency) => `ฝาก ${currency}`,
  channelCredit: (currency) =>
    `ที่อยู่นี้เป็นของคุณ ใช้ได้ตลอด ส่งจำนวนเท่าใดก็ได้ กี่ครั้งก็ได้ ยอดฝากแต่ละครั้งจะถูกแปลงและเข้าบัญชีของคุณเป็น ${currency}`,
  channelDisabled: {
    title: 'หยุดรับฝากชั่วคราว',
    body: 'ยอดฝากที่ส่งมายังที่อยู่นี้จะไม่เข้าบัญชี โปรดอย่าส่งสิ่งใดมา และติดต่อร้านค้า',
  },
  deposits: 'รายการฝากของคุณ',
  noDeposits: 'ยังไม่มีรายการฝาก รายการจะแสดงที่นี่เมื่อเครือข่ายตรวจพบ',
  noDepositsDisabled: 'ไม่มีรายการฝากเข้าที่อยู่นี้',
  depositSent: 'ยอดที่ส่ง',
  depositRate: 'อัตราแลกเปลี่ยน',
  depositFee: 'ค่าธรรมเนียมดำเนินการ',
  depositConsolidationFee: 'ค่าธรรมเนียมรวมยอด',
  depositTransaction: 'รหัสธุรกรรม',
  depositStatus: { completed: 'เข้าบัญชีแล้ว', pending: 'กำลังดำเนินการ', rejected: 'ไม่เข้าบัญชี' },
  depositReceived: (amount, currency) => `ได้รับยอดฝาก ${amount} ${currency} แล้ว`,
  depositsUnavailable: 'โหลดรายการฝากไม่ได้ในขณะนี้ กำลังลองอีกครั้ง…',
  invalidChannel: 'แสดงที่อยู่สำหรับฝากนี้ไม่ได้ โปรดติดต่อร้านค้า',
  channelWalletDidNotOpen: 'แอปกระเป๋าเงินไม่เปิดขึ้น คัดลอกที่อยู่ไปยังกระเป๋าเงินแทน',
} satisfies ChannelTranslation);

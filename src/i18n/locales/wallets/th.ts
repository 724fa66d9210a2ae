/** Thai (th) browser-wallet words: กระเป๋าเงิน, เครือข่าย, การชำระเงิน and รหัส QR as in th.ts, ธุรกรรม for a transaction (unsourced); โปรด for requests, no sentence-final full stops (Thai uses spaces), as in th.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'th',
  $name: 'ไทย',
  $dir: 'ltr',
  walletsHeading: 'ชำระเงินจากกระเป๋าเงินบนเบราว์เซอร์',
  payWith: (wallet) => `ชำระด้วย ${wallet}`,
  confirmInWallet: (wallet) => `โปรดยืนยันการชำระเงินใน ${wallet}`,
  walletCancelled: 'คุณยกเลิกในกระเป๋าเงินแล้ว ไม่มีการส่งเงินออกไป',
  walletWrongChain: (network) =>
    `กระเป๋าเงินของคุณไม่ได้อยู่บนเครือข่าย ${network} จึงไม่มีการส่งเงินออกไป โปรดสลับกระเป๋าเงินไปที่เครือข่าย ${network} แล้วลองอีกครั้ง`,
  walletChainUnknown: (network) =>
    `กระเป๋าเงินของคุณไม่มีเครือข่าย ${network} จึงไม่มีการส่งเงินออกไป โปรดเพิ่มเครือข่าย ${network} ในกระเป๋าเงินแล้วลองอีกครั้ง หรือใช้รหัส QR หรือที่อยู่แทน`,
  walletBusy: 'กระเป๋าเงินของคุณยังรอคำขอก่อนหน้าอยู่ โปรดเปิดกระเป๋าเงิน ดำเนินการคำขอนั้นให้เสร็จหรือปิดคำขอนั้น แล้วลองอีกครั้ง',
  walletFailed: 'กระเป๋าเงินของคุณส่งการชำระเงินไม่สำเร็จ โปรดลองอีกครั้ง หรือใช้รหัส QR หรือที่อยู่แทน',
  walletSent: 'ส่งจากกระเป๋าเงินของคุณแล้ว',
  walletSentNext: 'โปรดเปิดหน้านี้ไว้ หน้านี้จะเปลี่ยนทันทีที่ได้รับการชำระเงิน โปรดอย่าส่งซ้ำ',
  transaction: 'ธุรกรรม',
  viewTransaction: 'ดูธุรกรรม',
} satisfies WalletTranslation);

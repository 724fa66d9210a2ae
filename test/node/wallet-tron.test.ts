// Paying a Tron invoice through TronLink: what src/wallets/transaction.ts builds for TRX and for USDT TRC-20 is handed
// to a TronLink-shaped `tronWeb` (a real TronWeb, as TronLink injects one, whose signing and broadcasting are the
// wallet's: here recorded), and the transaction the wallet was given to sign is decoded with tronweb itself (its
// protobuf reader, its ABI decoder, its address conversion) and compared with the invoice: the recipient, the
// contract, the amount in base units. Nothing leaves the process.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TronWeb, utils, type Types } from 'tronweb';
import { ADDRESSES, invoiceDocument } from '../../fixtures/invoices.js';
import { parseInvoice } from '../../src/core/invoice.js';
import { walletPayment, type TronPayment, type WalletInvoice } from '../../src/wallets/transaction.js';
import { tronLinkStub } from '../helpers/tron-wallet.js';

const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** The payer's account in the wallet: any valid address other than the deposit address. */
const PAYER = TronWeb.address.fromHex(`41${'ab'.repeat(20)}`);

type SignedTransaction = Types.SignedTransaction;

/**
 * What the "Pay with TronLink" button does with a built payment (the calls TronLink's documentation shows): TRX by
 * `sendTrx`, whose amount TronWeb takes as a number (exact: the builder refuses more than 2^53 − 1 sun); a TRC-20
 * transfer by `triggerSmartContract`; then the wallet signs and broadcasts.
 */
async function payWithTronLink(tronWeb: TronWeb, { transfer }: TronPayment) {
  const from = tronWeb.defaultAddress.base58 as string;
  const transaction =
    transfer.type === 'trx'
      ? await tronWeb.transactionBuilder.sendTrx(transfer.to, Number(transfer.sun), from)
      : (
          await tronWeb.transactionBuilder.triggerSmartContract(
            transfer.contract,
            transfer.functionSelector,
            {},
            transfer.parameters,
            from,
          )
        ).transaction;
  return tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(transaction));
}

const tronInvoice = (network: string, currency: string, amount: string, address: string): WalletInvoice => ({
  network,
  networkName: 'Tron',
  chargedCurrency: currency,
  amountCharged: amount,
  payment: { kind: 'address', address },
});

function built(view: WalletInvoice): TronPayment {
  const payment = walletPayment(view);
  assert.equal(payment.kind, 'tron', JSON.stringify(payment));
  return payment as TronPayment;
}

/** The one transaction the wallet broadcast, read back from the bytes it signed. */
function decodeSent(sent: SignedTransaction[], type: 'TransferContract' | 'TriggerSmartContract') {
  assert.equal(sent.length, 1);
  const [transaction] = sent as [SignedTransaction];
  const raw = utils.deserializeTx.deserializeTransaction(type, transaction.raw_data_hex);
  const [contract] = raw.contract as [{ type: string; parameter: { value: Record<string, unknown> } }];
  assert.equal(contract.type, type);
  return contract.parameter.value;
}

for (const [amount, sun] of [
  ['12.5', 12_500_000],
  ['0.000001', 1],
  ['9007199254.740991', Number.MAX_SAFE_INTEGER],
] as const) {
  test(`TRX ${amount}: the wallet signs a transfer of exactly ${sun} sun to the deposit address`, async () => {
    const { tronWeb, sent } = tronLinkStub(PAYER);
    await payWithTronLink(tronWeb, built(tronInvoice('tron', 'TRX', amount, ADDRESSES.tron)));
    const value = decodeSent(sent, 'TransferContract');
    assert.equal(TronWeb.address.fromHex(value.to_address as string), ADDRESSES.tron);
    assert.equal(TronWeb.address.fromHex(value.owner_address as string), PAYER);
    assert.equal(value.amount, sun);
  });
}

for (const [amount, units] of [
  ['49.99', '49990000'],
  ['0.000001', '1'],
  ['98765432109876543210.123456', '98765432109876543210123456'],
] as const) {
  test(`USDT TRC-20 ${amount}: the wallet signs transfer(deposit address, ${units}) on Tether's contract`, async () => {
    const { tronWeb, sent } = tronLinkStub(PAYER);
    await payWithTronLink(tronWeb, built(tronInvoice('tron:usdt', 'USDT', amount, ADDRESSES.tron)));
    const value = decodeSent(sent, 'TriggerSmartContract');
    assert.equal(TronWeb.address.fromHex(value.contract_address as string), USDT_CONTRACT);
    assert.equal(TronWeb.address.fromHex(value.owner_address as string), PAYER);
    // No TRX goes with the call.
    assert.equal(value.call_value, 0);
    const data = value.data as string;
    assert.equal(data.slice(0, 8).toLowerCase(), 'a9059cbb');
    const { to, amount: decoded } = utils.abi.decodeParams(['to', 'amount'], ['address', 'uint256'], `0x${data}`, true);
    assert.equal(TronWeb.address.fromHex(to), ADDRESSES.tron);
    assert.equal(decoded.toString(), units);
  });
}

test('the USDT on Tron invoice of the fixtures, read as the element reads it, reaches the wallet as 49990000', async () => {
  const parsed = parseInvoice(invoiceDocument('usdt-tron'));
  assert.ok(parsed.ok);
  const { tronWeb, sent } = tronLinkStub(PAYER);
  await payWithTronLink(tronWeb, built(parsed.invoice));
  const { data } = decodeSent(sent, 'TriggerSmartContract') as { data: string };
  const { to, amount } = utils.abi.decodeParams(['to', 'amount'], ['address', 'uint256'], `0x${data}`, true);
  assert.equal(TronWeb.address.fromHex(to), ADDRESSES.tron);
  assert.equal(amount.toString(), '49990000');
});

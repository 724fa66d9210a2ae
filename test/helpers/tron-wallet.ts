// A real TronWeb that needs no Tron node, for the TronLink tests: test/node/wallet-tron.test.ts and
// wallet-send.test.ts, and the browser's TronLink stand-in through web-test-runner.config.mjs's tron-build command.
// Nothing leaves the process.
import { TronWeb, type Types } from 'tronweb';

/** The reference block a node would give, fixed: the same arguments build the same bytes. */
const REFERENCE_BLOCK = {
  ref_block_bytes: '1a2b',
  ref_block_hash: '0123456789abcdef',
  expiration: 1_800_000_060_000,
  timestamp: 1_800_000_000_000,
};

/**
 * A TronWeb whose reference block is a fixed one and whose contract calls are built by TronWeb itself (`txLocal`)
 * instead of by a node, so a transaction is exactly what TronWeb makes of the arguments.
 */
export function offlineTronWeb(): TronWeb {
  const tronWeb = new TronWeb({ fullHost: 'http://127.0.0.1:9' });
  tronWeb.trx.getCurrentRefBlockParams = async () => REFERENCE_BLOCK;
  const builder = tronWeb.transactionBuilder;
  const trigger = builder.triggerSmartContract.bind(builder);
  builder.triggerSmartContract = ((contract, selector, options, parameters, issuer) =>
    trigger(
      contract,
      selector,
      { ...options, txLocal: true },
      parameters,
      issuer,
    )) as typeof builder.triggerSmartContract;
  return tronWeb;
}

/**
 * What TronLink puts on `window.tronWeb`: an offline TronWeb whose default address is `payer`, whose `trx.sign`
 * asks the payer (here: adds a stand-in signature) and whose `trx.sendRawTransaction` broadcasts (here: records in
 * `sent`).
 */
export function tronLinkStub(payer: string): { tronWeb: TronWeb; sent: Types.SignedTransaction[] } {
  const tronWeb = offlineTronWeb();
  tronWeb.setAddress(payer);
  const sent: Types.SignedTransaction[] = [];
  tronWeb.trx.sign = (async (transaction: Types.Transaction) => ({
    ...transaction,
    signature: ['stand-in'],
  })) as unknown as typeof tronWeb.trx.sign;
  tronWeb.trx.sendRawTransaction = (async (transaction: Types.SignedTransaction) => {
    sent.push(transaction);
    return { result: true, txid: transaction.txID, transaction };
  }) as unknown as typeof tronWeb.trx.sendRawTransaction;
  return { tronWeb, sent };
}

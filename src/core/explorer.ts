/**
 * Where a payer can look a transaction up: a block explorer per network the element knows (address.ts). Pure.
 */
import { networkKeys, networkNamed, networksDisagree } from './address.js';

/**
 * Each network's explorer, by the first of its names in NETWORKS: the URL a transaction's hash is appended to.
 * Only `https:` addresses, and only explorers that serve the network's main chain; a network without one here
 * gets no link.
 */
export const EXPLORERS: Readonly<Record<string, string>> = {
  xrp: 'https://livenet.xrpl.org/transactions/',
  xlm: 'https://stellar.expert/explorer/public/tx/',
  ton: 'https://tonviewer.com/transaction/',
  bitcoin: 'https://mempool.space/tx/',
  ethereum: 'https://etherscan.io/tx/',
  arbitrum: 'https://arbiscan.io/tx/',
  optimism: 'https://optimistic.etherscan.io/tx/',
  base: 'https://basescan.org/tx/',
  bsc: 'https://bscscan.com/tx/',
  polygon: 'https://polygonscan.com/tx/',
  tron: 'https://tronscan.org/#/transaction/',
  litecoin: 'https://litecoinspace.org/tx/',
  solana: 'https://solscan.io/tx/',
};

/** A transaction hash as the networks write one: hex (with `0x` on EVM chains) or base58. */
const HASH = /^[0-9A-Za-z]{1,128}$/;

/**
 * The explorer page of transaction `hash` on the network that `networkCode` or `networkName` names exactly;
 * undefined where no explorer is known, where the two name different networks (the link could show another
 * chain's transaction), or where the hash is not one. It is URL-encoded all the same: the address stays the
 * explorer's, whatever a hash may hold.
 */
export function explorerUrl(network: { networkCode: string; networkName: string }, hash: string): string | undefined {
  const known = { network: network.networkCode, networkName: network.networkName };
  if (!HASH.test(hash) || networksDisagree(known)) return undefined;
  const { codes, name } = networkKeys(known);
  const prefix = EXPLORERS[networkNamed([...codes, name])?.names.split('|')[0] ?? ''];
  return prefix && `${prefix}${encodeURIComponent(hash)}`;
}

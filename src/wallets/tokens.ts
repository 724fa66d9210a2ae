/**
 * The token contracts a browser wallet may be asked to pay with: per EVM chain id (the ids of payment-uri.ts's
 * EVM_CHAINS) and on Tron, the contract of each stablecoin and its decimals. A token not named here gets no
 * "Pay with" button: a transfer to the wrong contract, or in the wrong unit, is money lost.
 *
 * Sources, read on their pages and checked by test/node/wallet-tokens.test.ts against @uniswap/default-token-list
 * (every entry the list has for a chain id and symbol must have the same address and decimals):
 * - Tether (USDT): https://tether.to/en/supported-protocols — Tether issues USDT itself on Ethereum, Tron,
 *   Avalanche C-Chain and Polygon.
 * - Circle (USDC): https://developers.circle.com/stablecoins/usdc-contract-addresses — native USDC on Ethereum,
 *   Arbitrum, OP Mainnet, Base, Polygon PoS and Avalanche C-Chain.
 * - The rest are not the issuer's own contracts but the USDT or USDC that the chain's wallets and exchanges hold
 *   under that name, each said where it stands: on BNB Smart Chain, Binance's pegged tokens (18 decimals, not 6:
 *   https://bscscan.com/token/0x55d398326f99059ff775485246999027b3197955 and
 *   https://bscscan.com/token/0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d); on Arbitrum, USDT0 (bridged USDT, in the contract
 *   Arbitrum's bridged USDT had, https://arbiscan.io/token/0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9); on OP Mainnet, the USDT of
 *   Optimism's standard bridge (https://optimistic.etherscan.io/token/0x94b008aa00579c1307b0ef2c499ad98a8ce58e58).
 * Base has no USDT from Tether and none here: an invoice for USDT on Base gets no button.
 */

/** One token's contract on one chain. */
export interface TokenContract {
  /** The currency code an invoice charges it under (`USDT`). */
  symbol: string;
  /** The contract: 0x and 40 hex digits in EIP-55 case on an EVM chain, base58 (`T…`) on Tron. */
  address: string;
  /** How many decimal places its unit has: the amount `1` is 10^decimals base units. */
  decimals: number;
  /** Who issues it, for the reader: `Tether`, `Circle`, or what it is when not the issuer's own. */
  issuer: string;
}

/** The tokens of each EVM chain, by chain id. */
export const EVM_TOKENS: Readonly<Record<number, readonly TokenContract[]>> = {
  // Ethereum
  1: [
    { symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6, issuer: 'Tether' },
    { symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6, issuer: 'Circle' },
  ],
  // Arbitrum One
  42161: [
    { symbol: 'USDT', address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', decimals: 6, issuer: 'USDT0 (bridged)' },
    { symbol: 'USDC', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', decimals: 6, issuer: 'Circle' },
  ],
  // OP Mainnet
  10: [
    {
      symbol: 'USDT',
      address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
      decimals: 6,
      issuer: "Optimism's standard bridge",
    },
    { symbol: 'USDC', address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', decimals: 6, issuer: 'Circle' },
  ],
  // Base
  8453: [{ symbol: 'USDC', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6, issuer: 'Circle' }],
  // BNB Smart Chain: both pegged by Binance, with 18 decimals.
  56: [
    { symbol: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955', decimals: 18, issuer: 'Binance-Peg' },
    { symbol: 'USDC', address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', decimals: 18, issuer: 'Binance-Peg' },
  ],
  // Polygon PoS
  137: [
    { symbol: 'USDT', address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', decimals: 6, issuer: 'Tether' },
    { symbol: 'USDC', address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', decimals: 6, issuer: 'Circle' },
  ],
  // Avalanche C-Chain
  43114: [
    { symbol: 'USDT', address: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', decimals: 6, issuer: 'Tether' },
    { symbol: 'USDC', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', decimals: 6, issuer: 'Circle' },
  ],
};

/** The TRC-20 tokens on Tron. Circle ended USDC on Tron, so USDT only. */
export const TRON_TOKENS: readonly TokenContract[] = [
  { symbol: 'USDT', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6, issuer: 'Tether' },
];

/** The token `symbol` (any case) on the EVM chain `chainId`, or undefined when the table has none. */
export function evmToken(chainId: number, symbol: string): TokenContract | undefined {
  // Own keys only: a chain id never reaches Object.prototype, but a caller's number is not checked elsewhere.
  const tokens = Object.hasOwn(EVM_TOKENS, chainId) ? EVM_TOKENS[chainId] : undefined;
  return tokens?.find((token) => token.symbol === symbol.toUpperCase());
}

/** The TRC-20 token `symbol` (any case) on Tron, or undefined when the table has none. */
export function tronToken(symbol: string): TokenContract | undefined {
  return TRON_TOKENS.find((token) => token.symbol === symbol.toUpperCase());
}

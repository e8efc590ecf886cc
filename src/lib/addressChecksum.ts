// EIP-55 checksums need keccak-256 (viem over @noble/hashes, ≈ 3 KiB
// gzip): a chunk of its own (addressChecksumModule.ts), fetched where a
// checksum matters: a mixed-case address given by a link or stored, an
// address shown in checksum case, the token detail path the spec wants
// checksummed. The first screen compares lowercase keys (addressKey.ts).
// Only ever import()ed: code that is lazy itself imports viem or
// shortenAddress.ts directly.
export { getAddress as toChecksumAddress, isAddress } from 'viem'
export { shortenAddress } from './shortenAddress'

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title FloorGuard
/// @notice Enforces on chain what the person saw before signing a swap,
/// whatever router the service names. The app's atomic batch is
///   [approve if needed] + snapshot(checks) + the service's transaction
///   + verify(checks),
/// all sent by the payer's own account, so `verify` reverts the whole batch
/// unless every balance moved within its bound.
/// @dev Threat handled: a service (or a pool it routes through) that pays
/// honestly only under simulation, sets the router's minimum to zero, or
/// spends another token the payer approved. No owner, nothing to upgrade,
/// no storage: the balances before live in transient storage (EIP-1153),
/// keyed by the caller and the checks, so a snapshot lasts one transaction,
/// serves only the account that took it, and no one else can reset it.
/// Deployed at one CREATE2 address on every chain (devnet/deterministic.ts).
contract FloorGuard {
    /// `token`: an ERC-20, or address(0) for the native coin.
    /// `kind` 0 (MIN_GAIN): after - before >= amount; a fall fails.
    /// `kind` 1 (MAX_LOSS): before - after <= amount; any gain passes.
    struct Check {
        address token;
        address account;
        uint8 kind;
        uint256 amount;
    }

    uint8 internal constant MIN_GAIN = 0;
    uint8 internal constant MAX_LOSS = 1;

    /// `verify` without a `snapshot` of the same checks by the same caller
    /// earlier in this transaction (or a second `verify`).
    error NoSnapshot();
    /// A second `snapshot` of the same checks before their `verify`.
    error SnapshotTaken();
    /// An empty list of checks: it would enforce nothing.
    error NoChecks();
    error UnknownKind(uint256 index, uint8 kind);
    /// `balanceOf` reverted or answered fewer than 32 bytes (no code there).
    error BalanceUnreadable(uint256 index, address token, address account);
    error GainBelowFloor(uint256 index, address token, address account, uint256 gained, uint256 floor);
    /// A MIN_GAIN row whose balance fell instead.
    error BalanceFell(uint256 index, address token, address account, uint256 lost, uint256 floor);
    error LossAboveBound(uint256 index, address token, address account, uint256 lost, uint256 bound);

    /// Records each check's balance before, for this caller and these checks.
    function snapshot(Check[] calldata checks) external {
        if (checks.length == 0) revert NoChecks();
        uint256 key = _key(checks);
        if (_tload(key) != 0) revert SnapshotTaken();
        _tstore(key, 1);
        for (uint256 i = 0; i < checks.length; ++i) {
            Check calldata check = checks[i];
            if (check.kind > MAX_LOSS) revert UnknownKind(i, check.kind);
            _tstore(_slot(key, i), _balanceOf(i, check.token, check.account));
        }
    }

    /// Reverts unless every bound holds; clears the snapshot.
    function verify(Check[] calldata checks) external {
        if (checks.length == 0) revert NoChecks();
        uint256 key = _key(checks);
        if (_tload(key) == 0) revert NoSnapshot();
        _tstore(key, 0);
        for (uint256 i = 0; i < checks.length; ++i) {
            Check calldata check = checks[i];
            uint256 before = _tload(_slot(key, i));
            _tstore(_slot(key, i), 0);
            uint256 current = _balanceOf(i, check.token, check.account);
            if (check.kind == MIN_GAIN) {
                if (current < before) {
                    revert BalanceFell(i, check.token, check.account, before - current, check.amount);
                }
                if (current - before < check.amount) {
                    revert GainBelowFloor(i, check.token, check.account, current - before, check.amount);
                }
            } else if (current < before && before - current > check.amount) {
                revert LossAboveBound(i, check.token, check.account, before - current, check.amount);
            }
        }
    }

    // Slot of the snapshot's marker; its balances follow it.
    function _key(Check[] calldata checks) private view returns (uint256) {
        return uint256(keccak256(abi.encode(msg.sender, checks)));
    }

    // Wraps past the top of the slot space rather than revert: any slot is
    // as good as another.
    function _slot(uint256 key, uint256 index) private pure returns (uint256) {
        unchecked {
            return key + 1 + index;
        }
    }

    function _balanceOf(uint256 index, address token, address account) private view returns (uint256) {
        if (token == address(0)) return account.balance;
        (bool success, bytes memory result) = token.staticcall(abi.encodeWithSelector(0x70a08231, account));
        if (!success || result.length < 32) revert BalanceUnreadable(index, token, account);
        return abi.decode(result, (uint256));
    }

    function _tstore(uint256 slot, uint256 value) private {
        assembly {
            tstore(slot, value)
        }
    }

    function _tload(uint256 slot) private view returns (uint256 value) {
        assembly {
            value := tload(slot)
        }
    }
}

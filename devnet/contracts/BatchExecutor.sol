// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title BatchExecutor
/// @notice The minimal EIP-7702 delegate of the devnet's wallets: an account
/// that delegates to this code runs a list of calls as one atomic
/// transaction it sends to itself (EIP-5792 `wallet_sendCalls` with
/// `atomicRequired`).
/// @dev Threat handled: once an account delegates here, anyone can call its
/// address. `execute` therefore answers only the account itself
/// (`msg.sender == address(this)`, i.e. a transaction the account signed),
/// so nobody else can spend through a delegated account. It keeps no
/// storage, so it cannot clash with whatever the account delegated to
/// before. Deployed once per chain at one CREATE2 address (see
/// devnet/deterministic.ts).
contract BatchExecutor {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    /// Someone other than the account itself called `execute`.
    error UnauthorizedCaller(address caller);
    /// Call `index` reverted without saying why (empty revert data).
    error CallReverted(uint256 index);

    /// Runs every call in order, each with its value, from the account. If
    /// any call reverts the whole batch reverts with that call's own revert
    /// data (so a guard's custom error reaches the wallet as it was raised),
    /// or `CallReverted(index)` where the call gave none.
    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert UnauthorizedCaller(msg.sender);
        for (uint256 i = 0; i < calls.length; ++i) {
            Call calldata call = calls[i];
            (bool success, bytes memory result) = call.target.call{value: call.value}(call.data);
            if (!success) {
                if (result.length == 0) revert CallReverted(i);
                assembly {
                    revert(add(result, 0x20), mload(result))
                }
            }
        }
    }

    /// A delegated account must still accept the native coin.
    receive() external payable {}
}

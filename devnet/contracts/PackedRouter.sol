// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IPackedRouterToken {
    function balanceOf(address account) external view returns (uint256);
}

interface IPackedRouterWrappedNative {
    function deposit() external payable;
    function withdraw(uint256 value) external;
}

interface IPackedRouterPool {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getReserves() external view returns (uint112, uint112, uint32);
}

interface IPackedRouterUniswapV2Pair {
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

interface IPackedRouterDevSwapPair {
    function feeBps() external view returns (uint16);
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external;
}

/// @title PackedRouter
/// @notice Devnet B's router, of another design than Router: it has no
/// function at all. The whole calldata is one packed program, read by the
/// fallback, so no ABI decodes it (production routers the app cannot decode
/// are like this). Same economics as Router: the payer's input goes straight
/// into the first pool of each path, every hop prices itself from the pool's
/// reserves with the pool's own formula and pays the next pool (or the
/// receiver), paths run in order, and the swap is held to `minAmountOut`
/// (the receiver's balance change) and `deadline`. It holds no funds between
/// transactions, has no owner and takes no fee.
///
/// Program, version 1 (big-endian, no padding; nothing may follow it):
///
///   offset size  field
///        0    1  version (1)
///        1   20  tokenIn (0xEeee…EEeE = native, sent as value and wrapped)
///       21   20  tokenOut (0xEeee…EEeE = native, unwrapped to the recipient)
///       41   16  amountIn
///       57   16  minAmountOut
///       73   20  recipient (zero = msg.sender)
///       93    5  deadline (unix seconds)
///       98    1  pathCount (≥ 1)
///       99       paths, each:
///                  16  amountIn (> 0; the paths add up to amountIn)
///                   1  hopCount (≥ 1)
///                  21  per hop: pool (20), kind (1: 0 Uniswap V2, 1 DevSwap)
///
/// A hop's output token is the pool's other token, so a path names pools
/// only; its last output must be tokenOut (wrapped for native).
contract PackedRouter {
    uint8 internal constant VERSION = 1;
    uint256 internal constant HEADER_LENGTH = 99;
    uint256 internal constant PATH_HEADER_LENGTH = 17;
    uint256 internal constant HOP_LENGTH = 21;
    address internal constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    /// @dev A storage slot without a getter: the runtime code is exactly the
    /// compiler's deployed bytecode, and no selector stands beside the
    /// fallback.
    address internal wrappedNative;

    /// @dev The event production routers emit (the service's notes), so a
    /// receipt tells what a native output paid.
    event Swap(
        address indexed _from, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, uint256 fee
    );

    error UnsupportedVersion(uint8 version);
    /// @dev The program ends early, a count or amount is zero, or bytes
    /// follow the last path. `offset` is where reading stopped.
    error MalformedProgram(uint256 offset);
    error Expired(uint256 deadline, uint256 timestamp);
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error PathsDoNotAddUp(uint256 pathsTotal, uint256 amountIn);
    error WrongValue(uint256 value, uint256 expected);
    error SameToken(address token);
    error UnknownPoolKind(address pool, uint8 kind);
    error PoolDoesNotTrade(address pool, address token);
    error PathEndsElsewhere(address token, address expected);
    error TransferFailed(address token);
    error UnexpectedNative(address sender);

    struct Program {
        address tokenIn;
        address tokenOut;
        uint256 amountIn;
        uint256 minAmountOut;
        address recipient;
        uint256 pathCount;
        bool isNativeIn;
        bool isNativeOut;
        address firstToken;
        address lastToken;
    }

    constructor(address wrappedNative_) {
        wrappedNative = wrappedNative_;
    }

    receive() external payable {
        if (msg.sender != wrappedNative) revert UnexpectedNative(msg.sender);
    }

    /// @notice Runs the program in the calldata; returns abi.encode(amountOut).
    fallback(bytes calldata) external payable returns (bytes memory) {
        Program memory program = _readHeader();
        _checkPaths(program);

        if (program.isNativeIn) {
            if (msg.value != program.amountIn) revert WrongValue(msg.value, program.amountIn);
            IPackedRouterWrappedNative(program.firstToken).deposit{value: msg.value}();
        } else if (msg.value != 0) {
            revert WrongValue(msg.value, 0);
        }

        address receiver = program.isNativeOut ? address(this) : program.recipient;
        uint256 balanceBefore = IPackedRouterToken(program.lastToken).balanceOf(receiver);
        uint256 offset = HEADER_LENGTH;
        for (uint256 i = 0; i < program.pathCount; ++i) {
            offset = _executePath(offset, program, receiver);
        }
        uint256 amountOut = IPackedRouterToken(program.lastToken).balanceOf(receiver) - balanceBefore;
        if (amountOut < program.minAmountOut) revert InsufficientOutput(amountOut, program.minAmountOut);

        if (program.isNativeOut) {
            IPackedRouterWrappedNative(program.lastToken).withdraw(amountOut);
            (bool ok,) = program.recipient.call{value: amountOut}("");
            if (!ok) revert TransferFailed(NATIVE);
        }
        emit Swap(msg.sender, program.tokenIn, program.tokenOut, program.amountIn, amountOut, 0);
        return abi.encode(amountOut);
    }

    function _readHeader() private view returns (Program memory program) {
        uint8 version = uint8(_read(0, 1));
        if (version != VERSION) revert UnsupportedVersion(version);
        program.tokenIn = address(uint160(_read(1, 20)));
        program.tokenOut = address(uint160(_read(21, 20)));
        program.amountIn = _read(41, 16);
        program.minAmountOut = _read(57, 16);
        program.recipient = address(uint160(_read(73, 20)));
        uint256 deadline = _read(93, 5);
        program.pathCount = _read(98, 1);
        if (block.timestamp > deadline) revert Expired(deadline, block.timestamp);
        if (program.pathCount == 0) revert MalformedProgram(98);
        if (program.recipient == address(0)) program.recipient = msg.sender;

        program.isNativeIn = program.tokenIn == NATIVE;
        program.isNativeOut = program.tokenOut == NATIVE;
        program.firstToken = program.isNativeIn ? wrappedNative : program.tokenIn;
        program.lastToken = program.isNativeOut ? wrappedNative : program.tokenOut;
        if (program.firstToken == program.lastToken) revert SameToken(program.firstToken);
    }

    /// @dev Walks the paths once before anything moves: every count and
    /// amount is non-zero, the amounts add up, and the program ends exactly
    /// after the last path.
    function _checkPaths(Program memory program) private pure {
        uint256 offset = HEADER_LENGTH;
        uint256 total;
        for (uint256 i = 0; i < program.pathCount; ++i) {
            uint256 pathAmount = _read(offset, 16);
            uint256 hopCount = _read(offset + 16, 1);
            if (pathAmount == 0 || hopCount == 0) revert MalformedProgram(offset);
            total += pathAmount;
            offset += PATH_HEADER_LENGTH + hopCount * HOP_LENGTH;
        }
        if (offset != msg.data.length) revert MalformedProgram(offset);
        if (total != program.amountIn) revert PathsDoNotAddUp(total, program.amountIn);
    }

    /// @return next The offset of the following path.
    function _executePath(uint256 offset, Program memory program, address receiver) private returns (uint256 next) {
        uint256 amount = _read(offset, 16);
        uint256 hopCount = _read(offset + 16, 1);
        uint256 hops = offset + PATH_HEADER_LENGTH;
        next = hops + hopCount * HOP_LENGTH;

        address firstPool = address(uint160(_read(hops, 20)));
        if (program.isNativeIn) {
            _safeTransfer(program.firstToken, firstPool, amount);
        } else {
            _safeTransferFrom(program.firstToken, msg.sender, firstPool, amount);
        }
        address token = program.firstToken;
        for (uint256 j = 0; j < hopCount; ++j) {
            uint256 hop = hops + j * HOP_LENGTH;
            address pool = address(uint160(_read(hop, 20)));
            uint8 kind = uint8(_read(hop + 20, 1));
            address to = j + 1 < hopCount ? address(uint160(_read(hop + HOP_LENGTH, 20))) : receiver;
            (amount, token) = _swapHop(pool, kind, token, amount, to);
        }
        if (token != program.lastToken) revert PathEndsElsewhere(token, program.lastToken);
    }

    function _swapHop(address pool, uint8 kind, address tokenIn, uint256 amountIn, address to)
        private
        returns (uint256 amountOut, address tokenOut)
    {
        address token0 = IPackedRouterPool(pool).token0();
        address token1 = IPackedRouterPool(pool).token1();
        bool isZeroForOne = tokenIn == token0;
        if (!isZeroForOne && tokenIn != token1) revert PoolDoesNotTrade(pool, tokenIn);
        tokenOut = isZeroForOne ? token1 : token0;

        uint256 feeBps;
        if (kind == 0) {
            feeBps = 30;
        } else if (kind == 1) {
            feeBps = IPackedRouterDevSwapPair(pool).feeBps();
        } else {
            revert UnknownPoolKind(pool, kind);
        }
        (uint112 reserve0, uint112 reserve1,) = IPackedRouterPool(pool).getReserves();
        (uint256 reserveIn, uint256 reserveOut) = isZeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        amountOut = _getAmountOut(amountIn, reserveIn, reserveOut, feeBps);
        (uint256 amount0Out, uint256 amount1Out) = isZeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
        if (kind == 0) {
            IPackedRouterUniswapV2Pair(pool).swap(amount0Out, amount1Out, to, "");
        } else {
            IPackedRouterDevSwapPair(pool).swap(amount0Out, amount1Out, to);
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

    /// @dev `size` bytes at `offset` of the calldata as a big-endian number.
    function _read(uint256 offset, uint256 size) private pure returns (uint256 value) {
        if (offset + size > msg.data.length) revert MalformedProgram(offset);
        assembly {
            value := shr(sub(256, mul(size, 8)), calldataload(offset))
        }
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

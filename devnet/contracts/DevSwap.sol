// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title DevSwapPair
/// @notice Constant-product pair with a per-pair fee in basis points (the
/// devnet's second pool family beside Uniswap V2). Same call pattern as V2:
/// transfer the input in, then `swap(amount0Out, amount1Out, to)`. The largest
/// output accepted for `amountIn` is exactly
///   amountIn * (10000 - feeBps) * reserveOut
///     / (reserveIn * 10000 + amountIn * (10000 - feeBps))   (floor)
/// which the router and the off-chain quoter compute too.
contract DevSwapPair {
    uint256 public constant MINIMUM_LIQUIDITY = 1000;

    address public immutable factory;
    address public immutable token0;
    address public immutable token1;
    uint16 public immutable feeBps;

    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;
    uint256 private unlocked = 1;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint112 reserve0, uint112 reserve1);

    error Locked();
    error InvalidFee();
    error InsufficientLiquidityMinted();
    error InsufficientOutputAmount();
    error InsufficientInputAmount();
    error InsufficientLiquidity();
    error InvalidTo();
    error Overflow();
    error K();
    error TransferFailed();

    modifier lock() {
        if (unlocked != 1) revert Locked();
        unlocked = 0;
        _;
        unlocked = 1;
    }

    constructor(address token0_, address token1_, uint16 feeBps_) {
        if (feeBps_ >= 10000) revert InvalidFee();
        factory = msg.sender;
        token0 = token0_;
        token1 = token1_;
        feeBps = feeBps_;
    }

    function getReserves() public view returns (uint112, uint112, uint32) {
        return (reserve0, reserve1, blockTimestampLast);
    }

    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 r0, uint112 r1,) = getReserves();
        uint256 balance0 = _balanceOf(token0);
        uint256 balance1 = _balanceOf(token1);
        uint256 amount0 = balance0 - r0;
        uint256 amount1 = balance1 - r1;
        uint256 supply = totalSupply;
        if (supply == 0) {
            liquidity = _sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
            _mintShares(address(0), MINIMUM_LIQUIDITY);
        } else {
            uint256 l0 = (amount0 * supply) / r0;
            uint256 l1 = (amount1 * supply) / r1;
            liquidity = l0 < l1 ? l0 : l1;
        }
        if (liquidity == 0) revert InsufficientLiquidityMinted();
        _mintShares(to, liquidity);
        _update(balance0, balance1);
        emit Mint(msg.sender, amount0, amount1);
    }

    function swap(uint256 amount0Out, uint256 amount1Out, address to) external lock {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
        (uint112 r0, uint112 r1,) = getReserves();
        if (amount0Out >= r0 || amount1Out >= r1) revert InsufficientLiquidity();
        if (to == token0 || to == token1) revert InvalidTo();
        if (amount0Out > 0) _safeTransfer(token0, to, amount0Out);
        if (amount1Out > 0) _safeTransfer(token1, to, amount1Out);
        _settleSwap(amount0Out, amount1Out, to, r0, r1);
    }

    function _settleSwap(uint256 amount0Out, uint256 amount1Out, address to, uint256 r0, uint256 r1) private {
        uint256 balance0 = _balanceOf(token0);
        uint256 balance1 = _balanceOf(token1);
        uint256 amount0In = balance0 > r0 - amount0Out ? balance0 - (r0 - amount0Out) : 0;
        uint256 amount1In = balance1 > r1 - amount1Out ? balance1 - (r1 - amount1Out) : 0;
        if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();
        _checkK(balance0, balance1, amount0In, amount1In, r0 * r1);
        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    // The fee stays in the pool: k must hold on balances net of the fee.
    function _checkK(uint256 balance0, uint256 balance1, uint256 amount0In, uint256 amount1In, uint256 kBefore)
        private
        view
    {
        uint256 adjusted0 = balance0 * 10000 - amount0In * feeBps;
        uint256 adjusted1 = balance1 * 10000 - amount1In * feeBps;
        if (adjusted0 * adjusted1 < kBefore * 1e8) revert K();
    }

    function skim(address to) external lock {
        _safeTransfer(token0, to, _balanceOf(token0) - reserve0);
        _safeTransfer(token1, to, _balanceOf(token1) - reserve1);
    }

    function sync() external lock {
        _update(_balanceOf(token0), _balanceOf(token1));
    }

    function _update(uint256 balance0, uint256 balance1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = uint32(block.timestamp);
        emit Sync(reserve0, reserve1);
    }

    function _mintShares(address to, uint256 value) private {
        totalSupply += value;
        balanceOf[to] += value;
    }

    function _balanceOf(address token) private view returns (uint256) {
        (bool ok, bytes memory data) =
            token.staticcall(abi.encodeWithSelector(0x70a08231, address(this)));
        if (!ok || data.length < 32) revert TransferFailed();
        return abi.decode(data, (uint256));
    }

    // Tolerates tokens that return nothing (USDT).
    function _safeTransfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) revert TransferFailed();
    }

    function _sqrt(uint256 y) private pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}

/// @title DevSwapFactory
/// @notice One DevSwapPair per token pair, with the fee chosen at creation.
/// `getPair`/`allPairs`/`allPairsLength` mirror Uniswap V2's factory.
contract DevSwapFactory {
    mapping(address => mapping(address => address)) public getPair;
    address[] public allPairs;

    event PairCreated(
        address indexed token0, address indexed token1, address pair, uint16 feeBps, uint256 index
    );

    error IdenticalAddresses();
    error ZeroAddress();
    error PairExists();

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    function createPair(address tokenA, address tokenB, uint16 feeBps) external returns (address pair) {
        if (tokenA == tokenB) revert IdenticalAddresses();
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert ZeroAddress();
        if (getPair[token0][token1] != address(0)) revert PairExists();
        pair = address(new DevSwapPair(token0, token1, feeBps));
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, feeBps, allPairs.length);
    }
}

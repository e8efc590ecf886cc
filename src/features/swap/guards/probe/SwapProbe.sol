// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title SwapProbe
/// @notice Never deployed. The app places this code with a state override,
/// for one read-only call, in one of two places:
///  - at the payer's own address, called by eth_call (`measure`): the router
///    is called from here, so msg.sender is the payer and the payer's
///    allowances and balances apply, exactly as for the signed transaction;
///  - at a fresh random address inside eth_simulateV1 (`readState`), read
///    before and after the real transaction.
/// `NATIVE` (the API's sentinel) as a token means the native coin.
contract SwapProbe {
    address internal constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    error BalanceUnreadable(address token, address account);

    /// @return balances `accounts[i]`'s balance of `tokens[i]`, for each i.
    /// @return allowances what `owner` lets `spender` spend of each of
    /// `allowanceTokens`; 0 for a token that cannot say (nothing to watch).
    function readState(
        address[] calldata tokens,
        address[] calldata accounts,
        address[] calldata allowanceTokens,
        address owner,
        address spender
    ) external view returns (uint256[] memory balances, uint256[] memory allowances) {
        balances = new uint256[](tokens.length);
        for (uint256 i = 0; i < tokens.length; i++) {
            balances[i] = _balanceOf(tokens[i], accounts[i]);
        }
        allowances = new uint256[](allowanceTokens.length);
        for (uint256 i = 0; i < allowanceTokens.length; i++) {
            allowances[i] = _allowance(allowanceTokens[i], owner, spender);
        }
    }

    /// @return balances the payer's native coin, the payer's sell token, the
    /// payer's buy token and the recipient's buy token, in that order.
    function readBalances(address payer, address sellToken, address buyToken, address recipient)
        public
        view
        returns (uint256[4] memory balances)
    {
        balances[0] = payer.balance;
        balances[1] = _balanceOf(sellToken, payer);
        balances[2] = _balanceOf(buyToken, payer);
        balances[3] = _balanceOf(buyToken, recipient);
    }

    /// @notice Calls `router` with `data` and `value` from this address, with
    /// at most `gasLimit` gas, between two readings of the balances. A failed
    /// router call does not revert: its return data says why.
    function measure(
        address router,
        bytes calldata data,
        uint256 value,
        uint256 gasLimit,
        address sellToken,
        address buyToken,
        address recipient
    )
        external
        returns (
            uint256[4] memory before,
            uint256[4] memory afterwards,
            bool success,
            uint256 gasUsed,
            bytes memory returnData
        )
    {
        before = readBalances(address(this), sellToken, buyToken, recipient);
        uint256 gasBefore = gasleft();
        (success, returnData) = router.call{value: value, gas: gasLimit}(data);
        gasUsed = gasBefore - gasleft();
        afterwards = readBalances(address(this), sellToken, buyToken, recipient);
    }

    function _balanceOf(address token, address account) private view returns (uint256) {
        if (token == NATIVE) return account.balance;
        (bool ok, bytes memory returned) = token.staticcall(abi.encodeWithSelector(0x70a08231, account));
        if (!ok || returned.length < 32) revert BalanceUnreadable(token, account);
        return abi.decode(returned, (uint256));
    }

    function _allowance(address token, address owner, address spender) private view returns (uint256) {
        (bool ok, bytes memory returned) = token.staticcall(abi.encodeWithSelector(0xdd62ed3e, owner, spender));
        if (!ok || returned.length < 32) return 0;
        return abi.decode(returned, (uint256));
    }

    /// @dev The payer is an account that accepts whatever it is sent, as an
    /// externally owned account does (native output paid to the payer).
    receive() external payable {}

    fallback() external payable {}
}

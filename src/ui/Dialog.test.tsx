import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { Dialog } from './Dialog'

// Where focus goes when a dialog closes: the mechanism every dialog of the
// app shares (connect, token picker, settings, a linked token's
// confirmation). The connect dialog's own case, the account chip after a
// connection, is in ConnectDialogProvider.test.tsx.

type PageProps = {
  /** The opener leaves the page while the dialog is open. */
  isOpenerReplaced?: boolean
  returnFocus?: () => HTMLElement | null
  isOpenAtFirst?: boolean
}

function Page({ isOpenerReplaced, returnFocus, isOpenAtFirst }: PageProps) {
  const [isOpen, setIsOpen] = useState(isOpenAtFirst === true)
  const [isReplaced, setIsReplaced] = useState(false)
  return (
    <main>
      <input aria-label="Amount" />
      {isReplaced ? (
        <button type="button" key="replacement">
          Replacement
        </button>
      ) : (
        <button type="button" key="opener" onClick={() => setIsOpen(true)}>
          Open
        </button>
      )}
      <button type="button" id="chosen">
        Chosen
      </button>
      <Dialog
        isOpen={isOpen}
        title="Pick"
        onClose={() => {
          if (isOpenerReplaced) setIsReplaced(true)
          setIsOpen(false)
        }}
        returnFocus={returnFocus}
      >
        <button type="button">Inside</button>
      </Dialog>
    </main>
  )
}

describe('Dialog', () => {
  test('behavior: focus moves in on open and returns to the control that opened it, closed by Escape or by its Close button', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.tab()
    await user.tab()
    expect(opener).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog', { name: 'Pick' })).toContainElement(
      document.activeElement as HTMLElement,
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()

    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(opener).toHaveFocus()
  })

  test('behavior: the caller names where focus goes instead (the account chip once connected)', async () => {
    const user = userEvent.setup()
    render(
      <Page
        returnFocus={() => document.getElementById('chosen') as HTMLElement}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Chosen' })).toHaveFocus()
  })

  test("behavior: the caller's choice absent, focus returns to the opener", async () => {
    const user = userEvent.setup()
    render(<Page returnFocus={() => null} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  test('behavior: the opener gone and nothing named, the first control of the main landmark takes focus, never <body>', async () => {
    const user = userEvent.setup()
    render(<Page isOpenerReplaced />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Replacement' })).toBeVisible()
    expect(document.activeElement).not.toBe(document.body)
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus()
  })

  test('behavior: a dialog the page opened itself (focus on <body>) hands focus to the main landmark when it closes', async () => {
    const user = userEvent.setup()
    render(<Page isOpenAtFirst />)
    expect(screen.getByRole('dialog', { name: 'Pick' })).toBeVisible()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus()
  })
})

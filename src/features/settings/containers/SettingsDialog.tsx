import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Dialog } from '../../../ui/Dialog'
import { ApprovalModeField } from '../components/ApprovalModeField'
import { RecipientField } from '../components/RecipientField'
import { SlippageField } from '../components/SlippageField'
import {
  useHostSettings,
  useSettings,
  useSettingsActions,
} from '../store/SettingsStoreProvider'

export type SettingsDialogProps = {
  isOpen: boolean
  onClose: () => void
}

export function SettingsDialog({ isOpen, onClose }: SettingsDialogProps) {
  const { settingsReset } = useSettingsActions()
  // Fields keep drafts of what is typed; a reset redraws them from the store.
  const [generation, setGeneration] = useState(0)
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={<Trans>Settings</Trans>}>
      <SettingsFields key={generation} />
      <div className="dialog-footer">
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            settingsReset()
            setGeneration((value) => value + 1)
          }}
        >
          <Trans>Reset to defaults</Trans>
        </button>
        <button type="button" className="button-primary" onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      </div>
    </Dialog>
  )
}

function SettingsFields() {
  const slippagePercent = useSettings((s) => s.slippagePercent)
  const recipient = useSettings((s) => s.recipient)
  const approvalMode = useSettings((s) => s.approvalMode)
  const actions = useSettingsActions()
  const host = useHostSettings()
  return (
    <div className="settings-fields">
      <SlippageField
        percent={slippagePercent}
        onChange={actions.slippageChosen}
      />
      {host.recipient ? (
        <div className="field">
          <p className="field-note">
            <Trans>
              The site you are on set the receiver to{' '}
              <code className="address" dir="ltr">
                {host.recipient}
              </code>
              . It cannot be changed here.
            </Trans>
          </p>
        </div>
      ) : (
        <RecipientField
          recipient={recipient}
          onChange={actions.recipientChanged}
        />
      )}
      <ApprovalModeField
        mode={approvalMode}
        onChange={actions.approvalModeChosen}
      />
    </div>
  )
}
